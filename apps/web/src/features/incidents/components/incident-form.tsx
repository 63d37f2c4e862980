import { Box, Button, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INCIDENT_CURRENCIES, INCIDENT_DESCRIPTION_MAX, type IncidentCurrency, type IncidentKind } from '@freight/shared/incidents';
import { DayField } from '../../../components/date-fields';
import { FormActions } from '../../../components/form-actions';
import { alert } from '../../../lib/alerts/alert';
import { ApiRequestError } from '../../../lib/api-client';
import { emptyIncident, validateIncident, type IncidentFieldErrors, type IncidentFormValues } from '../utils/incident-values';
import { CompanyPicker } from './company-picker';
import { DocumentsInput } from './documents-input';

type Props = {
  kind: IncidentKind;
  /** Called once the values pass §5; rejects when the call fails (the page shows the alert). */
  onSubmit: (values: IncidentFormValues) => Promise<void>;
};

const inputId = (field: string) => `incident-${field}`;
/** The order in which a failed submit looks for the first field to focus. */
const FIELD_ORDER = ['companyId', 'description', 'pendingValue', 'currency', 'deadline', 'incident_date', 'documents'] as const;
const FIELD_INPUT: Record<(typeof FIELD_ORDER)[number], string> = {
  companyId: 'company',
  description: 'description',
  pendingValue: 'pending-value',
  currency: 'currency',
  deadline: 'deadline',
  incident_date: 'date',
  documents: 'documents-button',
};

/**
 * §2 incident forms: payment (company, description, documents, pending value, currency, deadline)
 * and transport (company, description, incident date, documents). Checked by the shared schema;
 * a payment incident without its four files warns that four files are required (§5).
 */
export function IncidentForm({ kind, onSubmit }: Props) {
  const { t, i18n } = useTranslation();
  const [values, setFormValues] = useState<IncidentFormValues>(emptyIncident);
  const [serverErrors, setServerErrors] = useState<IncidentFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const errors = useMemo(() => (submitted ? validateIncident(kind, values) : {}), [submitted, kind, values]);

  const set = (patch: Partial<IncidentFormValues>) => {
    setFormValues((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const errorOf = (field: keyof IncidentFieldErrors) => {
    const code = serverErrors[field] ?? errors[field];
    if (!code) return undefined;
    // The document rules differ per kind (four files of pdf/jpg/png, or one PDF).
    if (code === 'insufficient_documents') return t(`incidents.form.documentsRequired.${kind}`);
    if (code === 'unsupported_file') return t(`incidents.form.unsupportedFile.${kind}`);
    const key = [`incidents.fieldErrors.${code}`, `validation.${code}`, `errors.${code}`].find((candidate) => i18n.exists(candidate));
    return t(key ?? 'validation.invalid_value');
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const found = validateIncident(kind, values);
    const first = FIELD_ORDER.find((field) => found[field] !== undefined);
    if (first) {
      // §5: the missing files get their own warning (four files for a payment incident).
      const onlyDocuments = Object.keys(found).length === 1 && found.documents === 'insufficient_documents';
      alert.warning(onlyDocuments ? `incidents.form.documentsRequired.${kind}` : 'incidents.form.validationFailed');
      document.getElementById(inputId(FIELD_INPUT[first]))?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      if (error instanceof ApiRequestError && error.fields) {
        setServerErrors(Object.fromEntries(Object.entries(error.fields).map(([field, codes]) => [field, codes[0]])) as IncidentFieldErrors);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={t(`incidents.form.title.${kind}`)}>
      <FormActions>
        <Button onClick={() => void save()} loading={saving} data-testid="incident-submit">
          {t('incidents.form.submit')}
        </Button>
      </FormActions>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <CompanyPicker
            id={inputId('company')}
            label={t('incidents.form.company')}
            value={values.company}
            error={errorOf('companyId')}
            onChange={(company) => set({ company })}
            testId="incident-company"
            required
          />
          <Textarea
            id={inputId('description')}
            label={t('incidents.form.description')}
            withAsterisk
            rows={4}
            maxLength={INCIDENT_DESCRIPTION_MAX}
            value={values.description}
            onChange={(event) => set({ description: event.currentTarget.value })}
            error={errorOf('description')}
            data-testid="incident-description"
          />
          {kind === 'payment' ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <NumberInput
                id={inputId('pending-value')}
                label={t('incidents.form.pendingValue')}
                withAsterisk
                min={0}
                decimalScale={2}
                allowNegative={false}
                value={values.pendingValue}
                onChange={(value) => set({ pendingValue: String(value) })}
                error={errorOf('pendingValue')}
                data-testid="incident-pending-value"
              />
              <NativeSelect
                id={inputId('currency')}
                label={t('incidents.form.currency')}
                withAsterisk
                data={[
                  { value: '', label: t('incidents.form.chooseCurrency') },
                  ...INCIDENT_CURRENCIES.map((value) => ({ value, label: value })),
                ]}
                value={values.currency}
                onChange={(event) => set({ currency: event.currentTarget.value as IncidentCurrency | '' })}
                error={errorOf('currency')}
                data-testid="incident-currency"
              />
              <DayField
                id={inputId('deadline')}
                label={t('incidents.form.deadline')}
                required
                value={values.deadline}
                onChange={(deadline) => set({ deadline })}
                error={errorOf('deadline')}
                data-testid="incident-deadline"
              />
            </SimpleGrid>
          ) : (
            <Box maw={260}>
              <DayField
                id={inputId('date')}
                label={t('incidents.form.incidentDate')}
                required
                value={values.incidentDate}
                onChange={(incidentDate) => set({ incidentDate })}
                error={errorOf('incident_date')}
                data-testid="incident-date"
              />
            </Box>
          )}
          <DocumentsInput kind={kind} files={values.documents} error={errorOf('documents')} onChange={(documents) => set({ documents })} />
        </Stack>
      </Paper>
      {/* Enter in a field submits the form; the visible button sits in the header. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </form>
  );
}
