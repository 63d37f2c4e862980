import {
  Autocomplete,
  Button,
  Checkbox,
  FileInput,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EUROPEAN_COUNTRIES } from '@freight/shared/countries';
import { HIRING_PROOF_EXTENSIONS, JOB_TITLE_SUGGESTIONS } from '@freight/shared/employees';
import { SPOKEN_LANGUAGES } from '@freight/shared/languages';
import { FormActions } from '../../../components/form-actions';
import type { EmployeeValues, FieldErrors } from '../utils/employee-values';
import { languageName } from '../utils/language-flags';
import { ExtraEmails, ExtraPhones } from './extra-contacts';

type Props = {
  mode: 'create' | 'edit';
  initialValues: EmployeeValues;
  /** Fields this viewer may change (§6); the others are shown disabled. */
  editable: Set<string>;
  /** Create: the proof is required. Edit: an admin may replace it. */
  hiringProof: 'required' | 'optional' | 'hidden';
  /** Checks and sends; answers field errors to show (server or client), or nothing on success. */
  onSubmit: (values: EmployeeValues, hiringProof: File | null) => Promise<FieldErrors | void>;
};

function useCountryLists(language: string) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = null;
    }
    const prefixes = [...EUROPEAN_COUNTRIES]
      .sort((a, b) => Number(a.prefix.slice(1)) - Number(b.prefix.slice(1)))
      .map((country) => ({ value: country.prefix, label: `${country.prefix} ${names?.of(country.code) ?? country.code}` }));
    return { prefixes };
  }, [language]);
}

/** §2 add/edit employee form; every rule of §5 through the shared schemas, every text through t(). */
export function EmployeeForm({ mode, initialValues, editable, hiringProof, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [proof, setProof] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const { prefixes } = useCountryLists(i18n.language);
  const set = <K extends keyof EmployeeValues>(name: K, value: EmployeeValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const can = (field: string) => editable.has(field);
  const errorOf = (path: string) => {
    const code = errors[path];
    if (!code) return undefined;
    return t([`validation.${code}`, `errors.${code}`, 'validation.invalid_value']);
  };

  // The combobox offers the three suggested titles in the reader's language and keeps their key.
  const jobTitles = useMemo(() => JOB_TITLE_SUGGESTIONS.map((key) => ({ key, label: t(`employees.jobTitles.${key}`) })), [t]);
  const jobTitleText = jobTitles.find((title) => title.key === values.job_title)?.label ?? values.job_title;
  const languages = useMemo(
    () => SPOKEN_LANGUAGES.map((code) => ({ value: code, label: languageName(code, i18n.language) })),
    [i18n.language],
  );

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      const result = await onSubmit(values, proof);
      setErrors(result ?? {});
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t(mode === 'create' ? 'employees.form.createTitle' : 'employees.form.editTitle')}
    >
      <FormActions>
        <Button onClick={() => void submit()} loading={saving} data-testid="employee-save">
          {t('common.save')}
        </Button>
      </FormActions>
      <Stack gap="md">
        <Fieldset legend={t('employees.form.person')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('employees.form.firstName')}
              withAsterisk
              value={values.first_name}
              disabled={!can('first_name')}
              onChange={(event) => set('first_name', event.currentTarget.value)}
              error={errorOf('first_name')}
              autoComplete="off"
              data-testid="employee-first-name"
            />
            <TextInput
              label={t('employees.form.lastName')}
              withAsterisk
              value={values.last_name}
              disabled={!can('last_name')}
              onChange={(event) => set('last_name', event.currentTarget.value)}
              error={errorOf('last_name')}
              autoComplete="off"
              data-testid="employee-last-name"
            />
            <Autocomplete
              label={t('employees.form.jobTitle')}
              withAsterisk
              data={jobTitles.map((title) => title.label)}
              value={jobTitleText}
              disabled={!can('job_title')}
              onChange={(text) => set('job_title', jobTitles.find((title) => title.label === text)?.key ?? text)}
              error={errorOf('job_title')}
              data-testid="employee-job-title"
            />
            <TextInput
              label={t('employees.form.email')}
              withAsterisk
              type="email"
              value={values.email}
              // §2: the e-mail is the login and is not changed from the edit form.
              disabled={mode === 'edit' || !can('email')}
              onChange={(event) => set('email', event.currentTarget.value)}
              error={errorOf('email')}
              autoComplete="off"
              data-testid="employee-email"
            />
            {hiringProof !== 'hidden' && (
              <FileInput
                label={t(hiringProof === 'required' ? 'employees.form.hiringProof' : 'employees.form.replaceHiringProof')}
                withAsterisk={hiringProof === 'required'}
                accept={['application/pdf', 'image/jpeg', 'image/png', ...HIRING_PROOF_EXTENSIONS].join(',')}
                value={proof}
                onChange={setProof}
                clearable
                description={t('employees.form.hiringProofHint')}
                error={errorOf('hiring_proof')}
                data-testid="employee-hiring-proof"
              />
            )}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend={t('employees.form.contact')} disabled={!can('phone')}>
          <Stack gap="md">
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <Select
                label={t('employees.form.prefix')}
                data={prefixes}
                value={values.phone_prefix}
                onChange={(value) => value && set('phone_prefix', value)}
                searchable
                allowDeselect={false}
                w={130}
                comboboxProps={{ width: 260 }}
                error={errorOf('phone_prefix')}
                disabled={!can('phone_prefix')}
                data-testid="employee-phone-prefix"
              />
              <TextInput
                label={t('employees.form.phone')}
                withAsterisk
                inputMode="tel"
                value={values.phone}
                onChange={(event) => set('phone', event.currentTarget.value)}
                error={errorOf('phone')}
                disabled={!can('phone')}
                style={{ flex: 1 }}
                data-testid="employee-phone"
              />
            </Group>
            <Group gap="lg">
              <Checkbox
                label={t('employees.form.signal')}
                disabled={!can('hasSignalApp')}
                checked={values.hasSignalApp}
                onChange={(event) => set('hasSignalApp', event.currentTarget.checked)}
                data-testid="employee-signal"
              />
              <Checkbox
                label={t('employees.form.whatsapp')}
                disabled={!can('hasWhatsApp')}
                checked={values.hasWhatsApp}
                onChange={(event) => set('hasWhatsApp', event.currentTarget.checked)}
                data-testid="employee-whatsapp"
              />
            </Group>
            <Group gap="lg">
              <Switch
                label={t('employees.form.truckEmails')}
                disabled={!can('should_receive_truck_emails')}
                checked={values.should_receive_truck_emails}
                onChange={(event) => set('should_receive_truck_emails', event.currentTarget.checked)}
                data-testid="employee-truck-emails"
              />
              <Switch
                label={t('employees.form.wareEmails')}
                disabled={!can('should_receive_ware_emails')}
                checked={values.should_receive_ware_emails}
                onChange={(event) => set('should_receive_ware_emails', event.currentTarget.checked)}
                data-testid="employee-ware-emails"
              />
            </Group>
            <MultiSelect
              label={t('employees.form.languages')}
              data={languages}
              value={values.spoken_languages}
              onChange={(value) => set('spoken_languages', value)}
              searchable
              clearable
              disabled={!can('spoken_languages')}
              error={errorOf('spoken_languages')}
              data-testid="employee-languages"
            />
          </Stack>
        </Fieldset>

        <ExtraPhones
          rows={values.phones}
          onChange={(rows) => set('phones', rows)}
          disabled={!can('phones')}
          errorOf={errorOf}
          prefixes={prefixes}
        />
        <ExtraEmails
          rows={values.alt_emails}
          onChange={(rows) => set('alt_emails', rows)}
          disabled={!can('alt_emails')}
          errorOf={errorOf}
        />

        <Group justify="flex-end">
          <Button type="submit" loading={saving} data-testid="employee-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
