import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Incident } from '@freight/shared/incidents';
import { IncidentDealFacts } from '../../../components/incident-deal-facts';
import { alert } from '../../../lib/alerts/alert';
import { useFormat } from '../../../lib/format/use-format';
import { fetchIncidentDocument, saveBlob } from '../api/download-document';
import { IncidentStatusBadge, STATUS_COLOR } from './incident-status-badge';

function Field({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}
      </Text>
      {': '}
      {children}
    </Text>
  );
}

/** §2 incident card: titled with type, #id, date and target company; coloured by status; documents for those allowed. */
export function IncidentCard({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [downloading, setDownloading] = useState<number | null>(null);
  const testId = `incident-card-${incident.kind}-${incident.id}`;

  const download = async (document: Incident['documents'][number]) => {
    setDownloading(document.id);
    try {
      saveBlob(await fetchIncidentDocument(document.url), document.name);
    } catch (error) {
      alert.danger('incidents.downloadFailed', { details: error });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      style={{ borderLeft: `6px solid var(--mantine-color-${STATUS_COLOR[incident.status]}-6)` }}
    >
      <Stack gap="xs">
        {/* Issue 35 item 8: the badge keeps its whole word; on a phone it goes under the title instead of being cut. */}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={`${testId}-title`} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            {t('incidents.card.title', {
              kind: t(`incidents.kind.${incident.kind}`),
              id: incident.id,
              date: format.date(incident.created_at),
              company: incident.company.name,
            })}
          </Title>
          <IncidentStatusBadge kind={incident.kind} id={incident.id} status={incident.status} />
        </Group>
        <Field label={t('incidents.card.reportedBy')}>{incident.created_by_company.name}</Field>
        {incident.kind === 'payment' ? (
          <>
            <Field label={t('incidents.card.pendingValue')}>{format.money(incident.pending_value, incident.currency)}</Field>
            <Field label={t('incidents.card.deadline')}>{format.day(incident.deadline)}</Field>
            {incident.deal && <IncidentDealFacts deal={incident.deal} testId={`${testId}-deal`} />}
          </>
        ) : (
          <Field label={t('incidents.card.incidentDate')}>{format.day(incident.incident_date)}</Field>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {incident.description}
        </Text>
        {incident.status !== 'pending' && incident.decision_reason && (
          <Field label={t('incidents.card.decisionReason')}>{incident.decision_reason}</Field>
        )}
        {incident.documents.length > 0 && (
          <Group gap="xs" aria-label={t('incidents.card.documents')} role="group">
            {incident.documents.map((document) => (
              <Button
                key={document.id}
                size="compact-sm"
                variant="default"
                loading={downloading === document.id}
                onClick={() => void download(document)}
                aria-label={t('incidents.card.download', { name: `${document.name} (${format.fileSize(document.size)})` })}
                data-testid={`incident-document-${document.id}`}
              >
                {`${document.name} (${format.fileSize(document.size)})`}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
