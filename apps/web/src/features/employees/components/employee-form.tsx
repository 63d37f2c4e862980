import { Autocomplete, Button, Checkbox, Fieldset, Group, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useMemo, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOfPrefix, flagSelectProps } from '../../../components/flag-select';
import { HIRING_PROOF_EXTENSIONS, JOB_TITLE_SUGGESTIONS } from '@freight/shared/employees';
import { FilePicker } from '../../../components/file-picker';
import { FormActions } from '../../../components/form-actions';
import { alert } from '../../../lib/alerts/alert';
import { useCountryOptions, useSpokenLanguageOptions } from '../../../lib/format/select-options';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import {
  employeeFieldId,
  validateEmployee,
  type EmailRow,
  type EmployeeFormValues,
  type EmployeeValues,
  type PhoneRow,
} from '../utils/employee-values';
import { ExtraEmails, ExtraPhones } from './extra-contacts';

/** The API's field errors (`fields`): codes per dotted path, the first shown. */
export type ServerFieldErrors = Record<string, string[]>;

type Props = {
  mode: 'create' | 'edit';
  initialValues: EmployeeValues;
  /** Fields this viewer may change (§6); the others are shown disabled. */
  editable: Set<string>;
  /** Create: the proof is required. Edit: an admin may replace it. */
  hiringProof: 'required' | 'optional' | 'hidden';
  /** Sends values that passed the shared schema; answers the API's field errors to show, or nothing. */
  onSubmit: (values: EmployeeValues, hiringProof: File | null) => Promise<ServerFieldErrors | void>;
};

/** The proof is a PDF or a photo of the paper (§5). */
const PROOF_ACCEPT = ['application/pdf', 'image/jpeg', 'image/png', ...HIRING_PROOF_EXTENSIONS];

/** §2 add/edit employee form on the app's form layer: every rule of §5 through the shared schemas, every text through t(). */
export function EmployeeForm({ mode, initialValues, editable, hiringProof, onSubmit }: Props) {
  const { t } = useTranslation();
  const proofRequired = hiringProof === 'required';
  const validate = (values: EmployeeFormValues) => validateEmployee(mode, values, editable, proofRequired);
  const { form, fieldError, submit, showServerErrors } = useSchemaForm<EmployeeFormValues>({
    initialValues: { ...initialValues, hiring_proof: [] },
    validate,
    fieldId: employeeFieldId,
  });
  const values = form.values;
  const { prefixes } = useCountryOptions();
  const can = (field: string) => editable.has(field);
  /** A field's id, its shown error and the check when it is left. */
  const field = (path: string) => ({
    id: employeeFieldId(path),
    error: fieldError(path),
    onBlur: () => form.validateField(path),
  });

  // The combobox offers the three suggested titles in the reader's language and keeps their key.
  const jobTitles = useMemo(() => JOB_TITLE_SUGGESTIONS.map((key) => ({ key, label: t(`employees.jobTitles.${key}`) })), [t]);
  const jobTitleText = jobTitles.find((title) => title.key === values.job_title)?.label ?? values.job_title;
  const languages = useSpokenLanguageOptions();

  const save = async ({ hiring_proof: proof, ...valid }: EmployeeFormValues) => {
    const fields = await onSubmit(valid, proof[0] ?? null);
    if (fields) showServerErrors(fields);
  };

  /** A list of rows (extra phones or e-mails): one value set by its path, rows added and removed. */
  const listHandlers = (list: 'phones' | 'alt_emails') => ({
    onField: (path: string, value: unknown) => form.setFieldValue(path, value as never),
    onAdd: (row: PhoneRow | EmailRow) => form.insertListItem(list, row),
    onRemove: (index: number) => form.removeListItem(list, index),
    onLeave: (path: string) => form.validateField(path),
    errorOf: fieldError,
  });

  const onFormSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (form.submitting) {
      event?.preventDefault();
      return;
    }
    if (Object.keys(validate(form.getValues())).length > 0) alert.warning('employees.form.invalid');
    submit(save)(event);
  };

  return (
    <form onSubmit={onFormSubmit} noValidate aria-label={t(mode === 'create' ? 'employees.form.createTitle' : 'employees.form.editTitle')}>
      <FormActions>
        <Button onClick={() => onFormSubmit()} loading={form.submitting} data-testid="employee-save">
          {t('common.save')}
        </Button>
      </FormActions>
      <Stack gap="md">
        <Fieldset legend={t('employees.form.person')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('employees.form.firstName')}
              withAsterisk
              {...form.getInputProps('first_name')}
              {...field('first_name')}
              disabled={!can('first_name')}
              autoComplete="off"
              data-testid="employee-first-name"
            />
            <TextInput
              label={t('employees.form.lastName')}
              withAsterisk
              {...form.getInputProps('last_name')}
              {...field('last_name')}
              disabled={!can('last_name')}
              autoComplete="off"
              data-testid="employee-last-name"
            />
            <Autocomplete
              label={t('employees.form.jobTitle')}
              withAsterisk
              data={jobTitles.map((title) => title.label)}
              value={jobTitleText}
              disabled={!can('job_title')}
              onChange={(text) => form.setFieldValue('job_title', jobTitles.find((title) => title.label === text)?.key ?? text)}
              {...field('job_title')}
              data-testid="employee-job-title"
            />
            <TextInput
              label={t('employees.form.email')}
              withAsterisk
              type="email"
              {...form.getInputProps('email')}
              {...field('email')}
              // §2: the e-mail is the login and is not changed from the edit form.
              disabled={mode === 'edit' || !can('email')}
              autoComplete="off"
              data-testid="employee-email"
            />
            {hiringProof !== 'hidden' && (
              <FilePicker
                files={values.hiring_proof}
                onChange={(files, refused) => {
                  form.setFieldValue('hiring_proof', files);
                  if (refused[0]) form.setFieldError('hiring_proof', 'unsupported_file');
                }}
                accept={PROOF_ACCEPT}
                multiple={false}
                label={t(proofRequired ? 'employees.form.hiringProof' : 'employees.form.replaceHiringProof')}
                withAsterisk={proofRequired}
                description={t('employees.form.hiringProofHint')}
                error={fieldError('hiring_proof')}
                id="employee-hiring-proof"
                buttonId={employeeFieldId('hiring_proof')}
                testIds={{ input: 'employee-hiring-proof', button: 'employee-hiring-proof-button' }}
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
                {...flagSelectProps(countryOfPrefix, values.phone_prefix)}
                onChange={(value) => value && form.setFieldValue('phone_prefix', value)}
                searchable
                allowDeselect={false}
                w={130}
                comboboxProps={{ width: 260 }}
                {...field('phone_prefix')}
                disabled={!can('phone_prefix')}
                data-testid="employee-phone-prefix"
              />
              <TextInput
                label={t('employees.form.phone')}
                withAsterisk
                inputMode="tel"
                {...form.getInputProps('phone')}
                {...field('phone')}
                disabled={!can('phone')}
                style={{ flex: 1 }}
                data-testid="employee-phone"
              />
            </Group>
            <Group gap="lg">
              <Checkbox
                label={t('employees.form.signal')}
                disabled={!can('hasSignalApp')}
                {...form.getInputProps('hasSignalApp', { type: 'checkbox' })}
                data-testid="employee-signal"
              />
              <Checkbox
                label={t('employees.form.whatsapp')}
                disabled={!can('hasWhatsApp')}
                {...form.getInputProps('hasWhatsApp', { type: 'checkbox' })}
                data-testid="employee-whatsapp"
              />
            </Group>
            <Group gap="lg">
              <Switch
                label={t('employees.form.truckEmails')}
                disabled={!can('should_receive_truck_emails')}
                {...form.getInputProps('should_receive_truck_emails', { type: 'checkbox' })}
                data-testid="employee-truck-emails"
              />
              <Switch
                label={t('employees.form.wareEmails')}
                disabled={!can('should_receive_ware_emails')}
                {...form.getInputProps('should_receive_ware_emails', { type: 'checkbox' })}
                data-testid="employee-ware-emails"
              />
            </Group>
            <MultiSelect
              label={t('employees.form.languages')}
              data={languages}
              value={values.spoken_languages}
              onChange={(value) => form.setFieldValue('spoken_languages', value)}
              searchable
              clearable
              disabled={!can('spoken_languages')}
              {...field('spoken_languages')}
              data-testid="employee-languages"
            />
          </Stack>
        </Fieldset>

        <ExtraPhones rows={values.phones} {...listHandlers('phones')} disabled={!can('phones')} prefixes={prefixes} />
        <ExtraEmails rows={values.alt_emails} {...listHandlers('alt_emails')} disabled={!can('alt_emails')} />

        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting} data-testid="employee-submit">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
