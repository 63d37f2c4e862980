import { Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Registration } from '@freight/shared/accounts';
import { COMPANY_TYPE_NAMES, REGISTER_CONTRACT_DOCUMENTS } from '@freight/shared/accounts-constants';
import { SUBSCRIPTION_MONTHS, SUBSCRIPTION_PRICES_EUR } from '@freight/shared/content-constants';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format/use-format';
import { errorText } from '../../../lib/forms/error-text';
import { useFieldEvents } from '../../../lib/forms/use-field-events';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { currentLanguage } from '../../../lib/i18n';
import { fieldId } from '../utils/field-id';
import { registrationAlertKey, serverFieldErrors } from '../utils/registration-errors';
import {
  companyTypeOf,
  isRomanianVat,
  parseRegistrationValues,
  REGISTRATION_FIELDS,
  registrationValue,
  requiredDocuments,
  type RegistrationValues,
} from '../utils/registration-values';
import { CompanyFields } from './company-fields';
import { ContactFields } from './contact-fields';
import { DocumentsField } from './documents-field';
import { RegistrationSection, type FieldOf } from './registration-section';

type Props = {
  initialValues: RegistrationValues;
  existingDocuments?: { id: number; name: string }[];
  submitLabel: string;
  /** Sends the registration; a rejection with an ApiRequestError is shown on the fields. */
  onSubmit: (data: Registration, documents: File[]) => Promise<void>;
};

const validate = (values: RegistrationValues) => parseRegistrationValues(values).errors;
const isField = (path: string) => (REGISTRATION_FIELDS as readonly string[]).includes(path);
const focusDocuments = () => document.getElementById(fieldId('documents'))?.focus();

/**
 * The company and administrator form of §2 /register (also /registration-initialized), checked
 * field by field with the shared §5 schemas; every message in the reader's language.
 */
export function RegistrationForm({ initialValues, existingDocuments = [], submitLabel, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
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

  const field: FieldOf = (name, labelKey, required = false) => ({
    name,
    label: t(labelKey),
    required,
    value: registrationValue(values, name),
    error: fieldError(name),
    onValue: change,
    onLeave: leave,
  });

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
      focusDocuments();
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
      alert.danger(registrationAlertKey(error), { details: error });
      // On their fields, the one first on screen focused; the documents, below every field, when no field is wrong.
      const fields = Object.fromEntries(Object.entries(errors).map(([name, code]) => [name, [code]]));
      if (!showServerErrors(fields, isField) && errors.documents) focusDocuments();
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
        <CompanyFields field={field} romanian={isRomanianVat(values.company.VATNumber)} />
        <ContactFields field={field} />

        <RegistrationSection legend={t('register.sections.subscription')}>
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
                  label={t('register.subscriptionOption', {
                    count: months,
                    price: format.money(SUBSCRIPTION_PRICES_EUR[months], 'EUR', { max: 0 }),
                  })}
                  data-testid={`register-subscription-${months}`}
                />
              ))}
            </Group>
          </Radio.Group>
        </RegistrationSection>

        <RegistrationSection legend={t('register.sections.documents')}>
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
        </RegistrationSection>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={sending} data-testid="register-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
