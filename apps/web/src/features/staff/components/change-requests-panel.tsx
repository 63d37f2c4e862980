import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '@freight/shared/change-requests';
import { PageLoader } from '../../../components/page-loader';
import { useDecideChangeRequest, usePendingChangeRequests } from '../api/change-requests';
import { useFormat } from '../../../lib/format/use-format';

/** One pending request: each field from its value at filing to the requested one, the reason, and the decision. */
function ChangeRequestCard({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const decide = useDecideChangeRequest();
  const run = (decision: 'approve' | 'refuse') => decide.mutate({ id: request.id, decision, reason });
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={titleId} data-testid={`staff-change-request-${request.id}`}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('staff.changeRequests.cardTitle', { name: request.company.name, date: format.date(request.created_at) })}
        </Title>
        {Object.entries(request.changes).map(([field, value]) => (
          <Text size="sm" key={field}>
            {t('staff.changeRequests.change', {
              field: t(`companies.changeRequests.fields.${field}`),
              from: request.previous[field] || '—',
              to: value,
            })}
          </Text>
        ))}
        <Text size="sm">{t('staff.changeRequests.reasonGiven', { reason: request.reason })}</Text>
        <Text size="sm">{t('staff.changeRequests.document', { name: request.document.name })}</Text>
        <Textarea
          label={t('staff.changeRequests.decisionReason')}
          description={t('staff.changeRequests.decisionHint')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid={`staff-change-request-reason-${request.id}`}
        />
        <Group gap="sm">
          <Button
            color="teal.9"
            loading={decide.isPending}
            onClick={() => run('approve')}
            data-testid={`staff-change-request-approve-${request.id}`}
          >
            {t('staff.changeRequests.approve')}
          </Button>
          <Button
            color="red.9"
            variant="outline"
            loading={decide.isPending}
            disabled={reason.trim().length < 3}
            onClick={() => run('refuse')}
            data-testid={`staff-change-request-refuse-${request.id}`}
          >
            {t('staff.changeRequests.refuse')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Issue 33 item 1: the change requests of protected company data waiting for staff, newest first. */
export function ChangeRequestsPanel() {
  const { t } = useTranslation();
  const requests = usePendingChangeRequests();
  let content;
  if (requests.isPending) content = <PageLoader />;
  else if (requests.isError)
    content = (
      <Alert color="red" role="alert" data-testid="staff-change-requests-error">
        {t('staff.changeRequests.loadFailed')}
      </Alert>
    );
  else if (requests.data.results.length === 0)
    content = (
      <Alert color="blue" data-testid="staff-change-requests-empty">
        {t('staff.changeRequests.empty')}
      </Alert>
    );
  else
    content = (
      <Stack gap="md">
        {requests.data.results.map((request) => (
          <ChangeRequestCard key={request.id} request={request} />
        ))}
      </Stack>
    );
  return (
    <Stack component="section" gap="md" aria-labelledby="staff-change-requests-title" id="staff-change-requests">
      <Title order={2} size="h3" id="staff-change-requests-title">
        {t('staff.changeRequests.title')}
      </Title>
      {content}
    </Stack>
  );
}
