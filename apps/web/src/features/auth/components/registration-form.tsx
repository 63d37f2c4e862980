import { Anchor, Button, Fieldset, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Registration } from '@freight/shared/accounts';
import { COMPANY_TYPE_NAMES, COMPANY_TYPES, REGISTER_CONTRACT_DOCUMENTS } from '@freight/shared/accounts-constants';
import { SUBSCRIPTION_MONTHS, SUBSCRIPTION_PRICES_EUR } from '@freight/shared/content-constants';
import { EUROPEAN_COUNTRIES } from '@freight/shared/countries';
import { countryOfCode, countryOfPrefix } from '../../../components/flag-select';
import { SPOKEN_LANGUAGES } from '@freight/shared/languages';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { errorText } from '../../../lib/forms/error-text';
import { useFieldEvents } from '../../../lib/forms/use-field-events';
import { useSchemaForm, type ErrorCodes } from '../../../lib/forms/use-schema-form';
import { currentLanguage } from '../../../lib/i18n';
import { fieldId } from '../utils/field-id';
import {
  companyTypeOf,
  isRomanianVat,
  parseRegistrationValues,
  REGISTRATION_FIELDS,
  registrationValue,
  requiredDocuments,
  type RegistrationField,
  type RegistrationValues,
} from '../utils/registration-values';
import { DocumentsField } from './documents-field';
import { MultiSelectField, SelectField, TextField } from './form-fields';

type Props = {
  initialValues: RegistrationValues;
  existingDocuments?: { id: number; name: string }[];
  submitLabel: string;
  /** Sends the registration; a rejection with an ApiRequestError is shown on the fields. */
  onSubmit: (data: Registration, documents: File[]) => Promise<void>;
};

/** §8: errors the API names without a field still belong to one. */
const FIELD_OF_CODE: Record<string, string> = {
  vat_number_exists: 'company.VATNumber',
  registry_combination_exists: 'company.registry_uniqueId',
  email_exists: 'contact.email',
  insufficient_documents: 'documents',
  unsupported_file: 'documents',
  file_too_large: 'documents',
};

/** Codes whose `errors.<code>` text is the alert of a failed registration (§8); anything else is register.genericError. */
const ALERT_CODES = [
  'vat_number_exists',
  'registry_combination_exists',
  'email_exists',
  'insufficient_documents',
  'unsupported_file',
  'file_too_large',
  'validation_failed',
  'rate_limited',
  'network_error',
];

/** The API's errors as an error code per field of this form (and `documents`). */
export function serverFieldErrors(error: ApiRequestError): ErrorCodes {
  const errors: ErrorCodes = {};
  for (const [field, codes] of Object.entries(error.fields ?? {})) {
    const code = codes[0];
    // `company.registry_combination` and the like land on the field §8 names for their code.
    if (code) errors[FIELD_OF_CODE[code] ?? field] = code;
  }
  const home = FIELD_OF_CODE[error.code];
  if (home && !errors[home]) errors[home] = error.code;
  return errors;
}

const validate = (values: RegistrationValues) => parseRegistrationValues(values).errors;
const isField = (path: string) => (REGISTRATION_FIELDS as readonly string[]).includes(path);
/** The narrow phone prefix, one object for every render so that its memoised select is left alone. */
const PREFIX_WIDTH = { base: 130, sm: 220 };

const createDisplayNames = (language: string, type: 'region' | 'language') => {
  try {
    return new Intl.DisplayNames([language], { type });
  } catch {
    return null;
  }
};

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Fieldset legend={legend} radius="md">
      <Stack gap="md">{children}</Stack>
    </Fieldset>
  );
}

/**
 * The company and administrator form of §2 /register (also /registration-initialized), checked
 * field by field with the shared §5 schemas; every message in the reader's language.
 */
export function RegistrationForm({ initialValues, existingDocuments = [], submitLabel, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const schemaForm = useSchemaForm<RegistrationValues>({ initialValues, validate, fieldId });
  const { form, fieldError, submit } = schemaForm;
  // Stable handlers: a keystroke re-renders the memoised field it changes, not every field.
  const { change, leave, showServerErrors } = useFieldEvents(schemaForm);
  const [files, setFiles] = useState<File[]>([]);
  /** The API's error code for the documents (they are not a value of the form). */
  const [documentsError, setDocumentsError] = useState<string | undefined>();
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [sending, setSending] = useState(false);

  const values = form.values;
  const type = companyTypeOf(values);
  const needed = requiredDocuments(type);
  const documentCount = existingDocuments.length + files.length;
  const romanian = isRomanianVat(values.company.VATNumber);

  const countries = useMemo(() => {
    const names = createDisplayNames(language, 'region');
    return EUROPEAN_COUNTRIES.map(({ code, prefix }) => ({ code, prefix, name: names?.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, language),
    );
  }, [language]);
  const prefixes = useMemo(
    () =>
      [...countries]
        .sort((a, b) => Number(a.prefix.slice(1)) - Number(b.prefix.slice(1)))
        .map((country) => ({ value: country.prefix, label: `${country.prefix} ${country.name}` })),
    [countries],
  );
  const spokenLanguages = useMemo(() => {
    const names = createDisplayNames(language, 'language');
    return SPOKEN_LANGUAGES.map((code) => ({ value: code, label: names?.of(code) ?? code }));
  }, [language]);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

  /** The plain props of a field: name, label, value, error text and the two stable handlers. */
  const field = <K extends RegistrationField>(name: K, labelKey: string, required = false) => ({
    name,
    label: t(labelKey),
    required,
    value: registrationValue(values, name),
    error: fieldError(name),
    onValue: change,
    onLeave: leave,
  });
  const companyTypes = useMemo(
    () => COMPANY_TYPES.map((value) => ({ value: String(value), label: t(`register.companyTypes.${COMPANY_TYPE_NAMES[value]}`) })),
    [t],
  );
  const countryOptions = useMemo(() => countries.map((country) => ({ value: country.code, label: country.name })), [countries]);

  const documentsMessage = documentsError
    ? errorText(t, i18n, documentsError)
    : submitAttempted && documentCount < needed
      ? t('validation.documents_required')
      : undefined;

  const send = submit(async (checked) => {
    setSubmitAttempted(true);
    const { data } = parseRegistrationValues(checked);
    if (!data) return;
    if (documentCount < needed) {
      document.getElementById(fieldId('documents'))?.focus();
      return;
    }
    setSending(true);
    try {
      await onSubmit(data, files);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        alert.danger('register.genericError', { details: error });
        return;
      }
      const errors = serverFieldErrors(error);
      setDocumentsError(errors.documents);
      alert.danger(ALERT_CODES.includes(error.code) ? `errors.${error.code}` : 'register.genericError', { details: error });
      // On their fields in the order shown, the first focused; the documents come after every field.
      const fields = Object.fromEntries(REGISTRATION_FIELDS.flatMap((name) => (errors[name] ? [[name, [errors[name]]]] : [])));
      if (!showServerErrors(fields, isField) && errors.documents) document.getElementById(fieldId('documents'))?.focus();
    } finally {
      setSending(false);
    }
  });

  return (
    <form
      noValidate
      aria-label={t('register.formLabel')}
      onSubmit={(event) => {
        setSubmitAttempted(true);
        send(event);
      }}
    >
      <Stack gap="lg">
        <Section legend={t('register.sections.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...field('company.name', 'register.fields.companyName', true)} autoComplete="organization" />
            <SelectField
              {...field('company.type', 'register.fields.companyType', true)}
              placeholder={t('register.choose')}
              data={companyTypes}
            />
          </SimpleGrid>
          <TextField
            {...field('company.VATNumber', 'register.fields.vatNumber', true)}
            description={t('register.hints.vatNumber')}
            maxLength={16}
            autoCapitalize="characters"
          />
          {romanian && (
            <Stack gap={4}>
              <Text size="sm">{t('register.hints.registry')}</Text>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <TextField
                  {...field('company.registry_orderNumber', 'register.fields.registryOrder', true)}
                  placeholder="J40"
                  maxLength={3}
                />
                <TextField
                  {...field('company.registry_uniqueId', 'register.fields.registryUnique', true)}
                  placeholder="12345"
                  maxLength={5}
                  inputMode="numeric"
                />
                <TextField
                  {...field('company.registry_year', 'register.fields.registryYear', true)}
                  placeholder="2015"
                  maxLength={4}
                  inputMode="numeric"
                />
              </SimpleGrid>
            </Stack>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextField {...field('company.street', 'register.fields.street')} autoComplete="address-line1" />
            <TextField {...field('company.number', 'register.fields.number')} />
            <TextField {...field('company.postal_code', 'register.fields.postalCode', true)} autoComplete="postal-code" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...field('company.city', 'register.fields.city', true)} autoComplete="address-level2" />
            <SelectField
              {...field('company.country', 'register.fields.country', true)}
              placeholder={t('register.choose')}
              searchable
              nothingFound={t('register.nothingFound')}
              data={countryOptions}
              flagOf={countryOfCode}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...field('company.fax', 'register.fields.fax')} type="tel" />
            <TextField {...field('company.website', 'register.fields.website')} type="url" placeholder="https://" autoComplete="url" />
          </SimpleGrid>
          {/* Issue 33: optional; staff see it matched against refused and deactivated companies, and partners see it verified. */}
          <TextField
            {...field('company.bank_account', 'register.fields.bankAccount')}
            description={t('register.hints.bankAccount')}
            autoCapitalize="characters"
            maxLength={60}
          />
        </Section>

        <Section legend={t('register.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextField {...field('contact.first_name', 'register.fields.firstName', true)} autoComplete="given-name" />
            <TextField {...field('contact.last_name', 'register.fields.lastName', true)} autoComplete="family-name" />
            <TextField {...field('contact.email', 'register.fields.email', true)} type="email" autoComplete="email" />
            <TextField {...field('contact.position', 'register.fields.position')} autoComplete="organization-title" />
          </SimpleGrid>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <SelectField
              {...field('contact.phone_prefix', 'register.fields.phonePrefix', true)}
              searchable
              nothingFound={t('register.nothingFound')}
              data={prefixes}
              flagOf={countryOfPrefix}
              w={PREFIX_WIDTH}
              dropdownWidth={260}
            />
            <TextField
              {...field('contact.phone_number', 'register.fields.phoneNumber', true)}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              description={t('register.hints.phone')}
              flex={1}
            />
          </Group>
          <MultiSelectField
            {...field('contact.spoken_languages', 'register.fields.spokenLanguages', true)}
            placeholder={t('register.choose')}
            data={spokenLanguages}
          />
        </Section>

        <Section legend={t('register.sections.subscription')}>
          <Radio.Group
            label={t('register.fields.subscription')}
            description={t('register.hints.subscription')}
            value={values.company.subscription_months}
            onChange={(value) => change('company.subscription_months', value)}
            error={fieldError('company.subscription_months')}
          >
            <Group mt="xs" gap="xl">
              {SUBSCRIPTION_MONTHS.map((months) => (
                <Radio
                  key={months}
                  value={String(months)}
                  label={t('register.subscriptionOption', { count: months, price: money.format(SUBSCRIPTION_PRICES_EUR[months]) })}
                  data-testid={`register-subscription-${months}`}
                />
              ))}
            </Group>
          </Radio.Group>
        </Section>

        <Section legend={t('register.sections.documents')}>
          <Text size="sm">{t('register.hints.documents')}</Text>
          <Stack gap={4} component="ul" m={0} pl="md" aria-label={t('register.contracts.title')}>
            {REGISTER_CONTRACT_DOCUMENTS.map((name) => (
              <li key={name}>
                <Anchor
                  href={`/media/register_contracts/${name}_${currentLanguage()}.pdf`}
                  target="_blank"
                  rel="noopener"
                  size="sm"
                  data-testid={`register-contract-${name}`}
                >
                  {t(`register.contracts.${name}`)} {t('common.opensInNewTab')}
                </Anchor>
              </li>
            ))}
          </Stack>
          <DocumentsField
            files={files}
            onChange={(next) => {
              setFiles(next);
              setDocumentsError(undefined);
            }}
            existing={existingDocuments}
            required={needed}
            typeName={type === null ? null : t(`register.companyTypes.${COMPANY_TYPE_NAMES[type]}`)}
            error={documentsMessage}
          />
        </Section>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={sending} data-testid="register-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
