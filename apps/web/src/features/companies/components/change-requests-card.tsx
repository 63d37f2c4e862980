import { Alert, Badge, Button, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRequest } from '@freight/shared/change-requests';
import { FilePicker } from '../../../components/file-picker';
import { ApiRequestError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format/use-format';
import { getSessionUser } from '../../../lib/session';
import { useFileChangeRequest, useOwnChangeRequests } from '../api/change-requests';
import { DetailsCard } from './company-cards';

/** The protected fields the form offers (the API takes the registry parts, country and phone prefix too). */
const FORM_FIELDS = ['bank_account', 'phone', 'email', 'VATNumber', 'street', 'number', 'postal_code', 'city'] as const;
const STATUS_COLOR = { pending: 'yellow.4', approved: 'teal.9', refused: 'red.9' } as const;

function RequestRow({ request }: { request: ChangeRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Table.Tr data-testid={`change-request-${request.id}`}>
      <Table.Td>{format.date(request.created_at)}</Table.Td>
      <Table.Td>
        {Object.entries(request.changes).map(([field, value]) => (
          <Text size="sm" key={field}>
            {`${t(`companies.changeRequests.fields.${field}`)}: ${request.previous[field] || '—'} → ${value}`}
          </Text>
        ))}
      </Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLOR[request.status]} autoContrast data-testid={`change-request-status-${request.id}`}>
          {t(`companies.changeRequests.status.${request.status}`)}
        </Badge>
        {request.decision_reason && <Text size="xs">{request.decision_reason}</Text>}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Issue 33 item 1: a company's VAT and registry number, address, the administrator's phone and e-mail and
 * its bank account change only through a request staff decide; members see each request's state here.
 */
export function ChangeRequestsCard() {
  const { t } = useTranslation();
  const requests = useOwnChangeRequests();
  const isAdmin = getSessionUser()?.role === 'admin';
  const [values, setValues] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [document, setDocument] = useState<File[]>([]);
  const file = useFileChangeRequest(() => {
    setValues({});
    setReason('');
    setDocument([]);
  });
  const fieldErrors = file.error instanceof ApiRequestError ? (file.error.fields ?? {}) : {};
  const errorOf = (field: string) =>
    fieldErrors[field]?.map((code) => t(`validation.${code}`, { defaultValue: t('errors.validation_failed') })).join(' ');
  const pending = requests.data?.results.some((request) => request.status === 'pending') ?? false;

  return (
    <DetailsCard title={t('companies.changeRequests.title')} testId="change-requests-card">
      <Text size="sm" c="dimmed">
        {t('companies.changeRequests.intro')}
      </Text>
      {isAdmin && !pending && (
        <Stack
          component="form"
          gap="sm"
          onSubmit={(event) => {
            event.preventDefault();
            if (document[0]) file.mutate({ values, reason, document: document[0] });
          }}
          data-testid="change-request-form"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {FORM_FIELDS.map((field) => (
              <TextInput
                key={field}
                label={t(`companies.changeRequests.fields.${field}`)}
                value={values[field] ?? ''}
                onChange={(event) => setValues({ ...values, [field]: event.currentTarget.value })}
                error={errorOf(field)}
                data-testid={`change-request-${field}`}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('companies.changeRequests.reason')}
            required
            minRows={2}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errorOf('reason')}
            data-testid="change-request-reason"
          />
          <FilePicker
            files={document}
            onChange={(files) => setDocument(files.slice(0, 1))}
            accept={['.pdf', 'application/pdf']}
            multiple={false}
            label={t('companies.changeRequests.document')}
            description={t('companies.changeRequests.documentHint')}
            error={errorOf('document')}
            withAsterisk
            testIds={{ input: 'change-request-document' }}
          />
          <Group>
            <Button
              type="submit"
              loading={file.isPending}
              disabled={document.length === 0 || reason.trim() === ''}
              data-testid="change-request-submit"
            >
              {t('companies.changeRequests.submit')}
            </Button>
          </Group>
        </Stack>
      )}
      {pending && (
        <Alert color="yellow" data-testid="change-request-pending">
          {t('companies.changeRequests.pendingNote')}
        </Alert>
      )}
      {requests.isPending ? (
        <Loader size="sm" role="status" aria-label={t('companies.changeRequests.loading')} />
      ) : requests.isError ? (
        <Alert color="red" role="alert">
          {t('companies.changeRequests.loadFailed')}
        </Alert>
      ) : requests.data.results.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="change-requests-empty">
          {t('companies.changeRequests.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('companies.changeRequests.filedAt')}</Table.Th>
                <Table.Th>{t('companies.changeRequests.changes')}</Table.Th>
                <Table.Th>{t('companies.changeRequests.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.results.map((request) => (
                <RequestRow key={request.id} request={request} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailsCard>
  );
}
