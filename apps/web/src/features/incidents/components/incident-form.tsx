import { Alert, Box, Button, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INCIDENT_CURRENCIES,
  INCIDENT_DESCRIPTION_MAX,
  INCIDENT_DOCUMENT_MAX_BYTES,
  INCIDENT_DOCUMENTS_MAX_COUNT,
  INCIDENT_FILE_EXTENSIONS,
  INCIDENT_MIN_DOCUMENTS,
  type IncidentCurrency,
  type IncidentKind,
} from '@freight/shared/incidents';
import { DayField } from '../../../components/date-fields';
import { FilePicker, type RefusedFile } from '../../../components/file-picker';
import { FormActions } from '../../../components/form-actions';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { dealRefusal, type DealRefusal } from '../utils/deal-refusal';
import { emptyIncident, validateIncident, valuePath, type IncidentFormValues } from '../utils/incident-values';
import { CompanyPicker } from './company-picker';

type Props = {
  kind: IncidentKind;
  /** Called once the values pass §5; rejects when the call fails (the page shows the alert). */
  onSubmit: (values: IncidentFormValues) => Promise<void>;
  /** Values to start from (a payment incident prefilled from an overdue deal, issue 32). */
  initial?: Partial<IncidentFormValues>;
};

/** The input of each value path, where a failed submit puts the focus. */
const FIELD_ID: Record<keyof IncidentFormValues, string> = {
  company: 'incident-company',
  description: 'incident-description',
  pendingValue: 'incident-pending-value',
  currency: 'incident-currency',
  deadline: 'incident-deadline',
  incidentDate: 'incident-date',
  documents: 'incident-documents-button',
  deal: 'incident-deal',
};
const fieldId = (path: string) => FIELD_ID[path as keyof IncidentFormValues] ?? `incident-${path}`;
const isField = (path: string) => path in FIELD_ID;

/** A file the picker left out, as the code the documents rule gives it. */
const REFUSAL: Record<RefusedFile['reason'], string> = { type: 'unsupported_file', size: 'file_too_large', count: 'too_many_files' };

/**
 * §2 incident forms on the app's form layer: payment (company, description, documents, pending
 * value, currency, deadline) and transport (company, description, incident date, documents).
 * Checked by the shared schema; a payment incident without its four files warns that four files
 * are required (§5).
 */
export function IncidentForm({ kind, onSubmit, initial }: Props) {
  const { t, i18n } = useTranslation();
  const { form, fieldError, submit, showServerErrors } = useSchemaForm<IncidentFormValues>({
    initialValues: { ...emptyIncident(), ...initial },
    validate: (values) => validateIncident(kind, values),
    fieldId,
  });
  const values = form.values;
  // Decision 067: why the API refused to file from the deal, said in words above the fields until the next try.
  const [refusal, setRefusal] = useState<DealRefusal | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  const errorOf = (path: keyof IncidentFormValues) => {
    const code = form.errors[path];
    // The document rules differ per kind (four files of pdf/jpg/png, or one PDF).
    if (code === 'insufficient_documents') return t(`incidents.form.documentsRequired.${kind}`);
    if (code === 'unsupported_file') return t(`incidents.form.unsupportedFile.${kind}`);
    if (code === 'deal_party_mismatch') return t('incidents.dealErrors.deal_party_mismatch');
    if (typeof code === 'string' && i18n.exists(`incidents.fieldErrors.${code}`)) return t(`incidents.fieldErrors.${code}`);
    return fieldError(path);
  };

  const save = async (valid: IncidentFormValues) => {
    setRefusal(null);
    try {
      await onSubmit(valid);
    } catch (error) {
      setRefusal(dealRefusal(error));
      // The page has shown the alert; the API's field errors go under their fields.
      const fields = error instanceof ApiRequestError ? error.fields : undefined;
      if (fields) showServerErrors(Object.fromEntries(Object.entries(fields).map(([field, codes]) => [valuePath(field), codes])), isField);
    }
  };

  const onFormSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (form.submitting) {
      event?.preventDefault();
      return;
    }
    const found = validateIncident(kind, form.getValues());
    if (Object.keys(found).length > 0) {
      // §5: the missing files get their own warning (four files for a payment incident).
      const onlyDocuments = Object.keys(found).length === 1 && found.documents === 'insufficient_documents';
      alert.warning(onlyDocuments ? `incidents.form.documentsRequired.${kind}` : 'incidents.form.validationFailed');
    }
    submit(save)(event);
  };

  return (
    <form onSubmit={onFormSubmit} noValidate aria-label={t(`incidents.form.title.${kind}`)}>
      <FormActions>
        <Button onClick={() => onFormSubmit()} loading={form.submitting} data-testid="incident-submit">
          {t('incidents.form.submit')}
        </Button>
      </FormActions>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          {values.deal && (
            <Text size="sm" fw={600} id={fieldId('deal')} data-testid="incident-from-deal">
              {t('incidents.form.fromDeal', { number: values.deal.number })}
            </Text>
          )}
          {refusal && (
            <Alert
              ref={refusalRef}
              tabIndex={-1}
              color="red"
              role="alert"
              title={t('incidents.dealErrors.title')}
              data-testid="incident-deal-refusal"
            >
              {t(`incidents.dealErrors.${refusal}`)}
            </Alert>
          )}
          <CompanyPicker
            id={fieldId('company')}
            label={t('incidents.form.company')}
            value={values.company}
            error={errorOf('company')}
            onChange={(company) => form.setFieldValue('company', company)}
            testId="incident-company"
            required
          />
          <Textarea
            {...form.getInputProps('description')}
            id={fieldId('description')}
            label={t('incidents.form.description')}
            withAsterisk
            rows={4}
            maxLength={INCIDENT_DESCRIPTION_MAX}
            error={errorOf('description')}
            data-testid="incident-description"
          />
          {kind === 'payment' ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NumberInput
                {...form.getInputProps('pendingValue')}
                id={fieldId('pendingValue')}
                label={t('incidents.form.pendingValue')}
                withAsterisk
                min={0}
                decimalScale={2}
                allowNegative={false}
                // Kept as text until the shared schema reads it.
                onChange={(value) => form.setFieldValue('pendingValue', String(value))}
                error={errorOf('pendingValue')}
                data-testid="incident-pending-value"
              />
              <NativeSelect
                {...form.getInputProps('currency')}
                id={fieldId('currency')}
                label={t('incidents.form.currency')}
                withAsterisk
                data={[
                  { value: '', label: t('incidents.form.chooseCurrency') },
                  ...INCIDENT_CURRENCIES.map((value) => ({ value, label: value })),
                ]}
                onChange={(event) => form.setFieldValue('currency', event.currentTarget.value as IncidentCurrency | '')}
                error={errorOf('currency')}
                data-testid="incident-currency"
              />
              <DayField
                id={fieldId('deadline')}
                label={t('incidents.form.deadline')}
                required
                value={values.deadline}
                onChange={(deadline) => form.setFieldValue('deadline', deadline)}
                error={errorOf('deadline')}
                data-testid="incident-deadline"
              />
            </SimpleGrid>
          ) : (
            <Box maw={260}>
              <DayField
                id={fieldId('incidentDate')}
                label={t('incidents.form.incidentDate')}
                required
                value={values.incidentDate}
                onChange={(incidentDate) => form.setFieldValue('incidentDate', incidentDate)}
                error={errorOf('incidentDate')}
                data-testid="incident-date"
              />
            </Box>
          )}
          <FilePicker
            files={values.documents}
            onChange={(documents, refused) => {
              form.setFieldValue('documents', documents);
              // A file of another type or over 4 MB is left out at once, and the field says why.
              const first = refused.find((file) => file.reason !== 'count') ?? refused[0];
              if (first) form.setFieldError('documents', REFUSAL[first.reason]);
            }}
            accept={INCIDENT_FILE_EXTENSIONS[kind]}
            maxFiles={INCIDENT_DOCUMENTS_MAX_COUNT}
            maxSize={INCIDENT_DOCUMENT_MAX_BYTES}
            label={t('incidents.form.documents')}
            description={t(`incidents.form.documentsHint.${kind}`, { count: INCIDENT_MIN_DOCUMENTS[kind] })}
            error={errorOf('documents')}
            withAsterisk
            id="incident-documents"
            buttonId={fieldId('documents')}
            testIds={{ input: 'incident-documents', button: 'incident-documents-button', list: 'incident-documents-list' }}
          />
        </Stack>
      </Paper>
      {/* Enter in a field submits the form; the visible button sits in the header. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}
