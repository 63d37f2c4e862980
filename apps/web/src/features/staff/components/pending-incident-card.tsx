import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { INCIDENT_REASON_MAX, incidentDecisionSchema, type Incident } from '@freight/shared/incidents';
import { IncidentDealFacts } from '../../../components/incident-deal-facts';
import { alert } from '../../../lib/alerts/alert';
import { issueCodes } from '../../../lib/forms/issue-codes';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useDecideIncident } from '../api/decide-incident';
import { getIncidentDocument } from '../api/get-incident-document';
import { useFormat } from '../../../lib/format/use-format';

/** Opens the blob in a new tab (PDF and images show in the browser); the object URL is released a minute later. */
async function openDocument(path: string) {
  try {
    const url = URL.createObjectURL(await getIncidentDocument(path));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    alert.danger('staff.incidents.documentFailed', { details: error });
  }
}

type Values = { reason: string };

/** The decision's reason as the API checks it (required after trimming, at most 1000 characters). */
const reasonSchema = incidentDecisionSchema.pick({ reason: true });
const validate = (values: Values) => {
  const parsed = reasonSchema.safeParse(values);
  return parsed.success ? {} : issueCodes(parsed.error.issues);
};

/** One pending incident for staff (§4): the facts, the documents, a reason, approve or decline. */
export function PendingIncidentCard({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const format = useFormat();
  const decide = useDecideIncident();
  const key = `${incident.kind}-${incident.id}`;
  const reasonId = `staff-incident-reason-${key}`;
  // One textarea, on the app's one form layer all the same: the shared schema judges it.
  const { form, fieldError, submit } = useSchemaForm<Values>({ initialValues: { reason: '' }, validate, fieldId: () => reasonId });
  const reasonError = form.errors.reason === 'required' ? t('staff.incidents.reasonRequired') : fieldError('reason');

  const decideAs = (status: 'approved' | 'declined') =>
    submit((values) => decide.mutate({ kind: incident.kind, id: incident.id, decision: { status, reason: values.reason.trim() } }))();

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`staff-incident-title-${key}`}
      data-testid={`staff-incident-${key}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={`staff-incident-title-${key}`}>
            {t('staff.incidents.cardTitle', {
              kind: t(`staff.incidents.kind.${incident.kind}`),
              id: incident.id,
              date: format.date(incident.created_at),
            })}
          </Title>
          <Badge color="yellow.5" c="black" variant="filled">
            {t('staff.incidents.pending')}
          </Badge>
        </Group>
        <Text size="sm">{t('staff.incidents.parties', { reporter: incident.created_by_company.name, target: incident.company.name })}</Text>
        <Text size="sm">
          {incident.kind === 'payment'
            ? t('staff.incidents.paymentFacts', {
                value: format.money(incident.pending_value, incident.currency),
                deadline: format.day(incident.deadline),
              })
            : t('staff.incidents.transportFacts', { date: format.day(incident.incident_date) })}
        </Text>
        {incident.kind === 'payment' && incident.deal && <IncidentDealFacts deal={incident.deal} testId={`staff-incident-${key}-deal`} />}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {incident.description}
        </Text>
        {incident.documents.length > 0 && (
          <Group gap="xs" role="group" aria-label={t('staff.incidents.documents')}>
            {incident.documents.map((document) => (
              <Button key={document.id} size="compact-sm" variant="default" onClick={() => void openDocument(document.url)}>
                {`${document.name} (${format.fileSize(document.size)})`}
              </Button>
            ))}
          </Group>
        )}
        <Textarea
          {...form.getInputProps('reason')}
          id={reasonId}
          label={t('staff.incidents.reason')}
          withAsterisk
          rows={2}
          maxLength={INCIDENT_REASON_MAX}
          error={reasonError}
          data-testid={reasonId}
        />
        <Group gap="sm" justify="flex-end">
          <Button
            color="red.9"
            variant="outline"
            loading={decide.isPending}
            onClick={() => decideAs('declined')}
            data-testid={`staff-incident-decline-${key}`}
          >
            {t('staff.incidents.decline')}
          </Button>
          <Button
            // White on Mantine's green.9 is 4.37:1; this green reads 5.4:1 (the approved badge's).
            color="#1f7a35"
            loading={decide.isPending}
            onClick={() => decideAs('approved')}
            data-testid={`staff-incident-approve-${key}`}
          >
            {t('staff.incidents.approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
