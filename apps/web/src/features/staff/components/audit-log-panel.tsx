import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@freight/shared/audit';
import { PageLoader } from '../../../components/page-loader';
import { alert } from '../../../lib/alerts/alert';
import { downloadAuditCsv, useAuditLog, type AuditFilters } from '../api/audit-log';
import { errorKey } from '../utils/error-key';
import { useFormat } from '../../../lib/format/use-format';

const isAction = (value: string | null): value is AuditAction => AUDIT_ACTIONS.includes(value as AuditAction);
const positive = (value: string | number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** The row's details as "key: value" pairs, the way staff read them (the CSV keeps the JSON). */
const detailsText = (details: AuditEntry['details']) =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');

function AuditTable({ filters }: { filters: AuditFilters }) {
  const { t } = useTranslation();
  const format = useFormat();
  const log = useAuditLog(filters);
  if (log.isPending) return <PageLoader />;
  if (log.isError) {
    return (
      <Alert color="red" title={t(errorKey(log.error))} data-testid="audit-error">
        <Button size="xs" variant="light" onClick={() => void log.refetch()}>
          {t('staff.audit.retry')}
        </Button>
      </Alert>
    );
  }
  const rows = log.data.pages.flatMap((page) => page.results);
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-testid="audit-empty">
        {t('staff.audit.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={720}>
        <Table striped data-testid="audit-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('staff.audit.columns.at')}</Table.Th>
              <Table.Th>{t('staff.audit.columns.action')}</Table.Th>
              <Table.Th>{t('staff.audit.columns.actor')}</Table.Th>
              <Table.Th>{t('staff.audit.columns.company')}</Table.Th>
              <Table.Th>{t('staff.audit.columns.target')}</Table.Th>
              <Table.Th>{t('staff.audit.columns.details')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={`audit-row-${row.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.at)}</Table.Td>
                <Table.Td>{t(`staff.audit.actions.${row.action}`)}</Table.Td>
                <Table.Td>{row.actor === null ? row.actor_label || '—' : `${row.actor_label || '—'} (#${row.actor})`}</Table.Td>
                <Table.Td>{row.company === null ? '—' : `#${row.company}`}</Table.Td>
                <Table.Td>{row.target_type ? `${row.target_type} ${row.target_id}` : '—'}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{detailsText(row.details) || '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {log.hasNextPage && (
        <Button variant="default" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()} data-testid="audit-more">
          {t('staff.audit.more')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * Issue 33 item 7: the append-only audit log for staff, newest first, filtered by what, which company,
 * who and when (applied on "Show", so a half-typed id asks nothing), in pages, and exported as CSV with
 * the filters shown.
 */
export function AuditLogPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AuditFilters>({});
  // Read once staff ask for it: the staff page opens on decisions, not on the log.
  const [filters, setFilters] = useState<AuditFilters | null>(null);
  const [exporting, setExporting] = useState(false);
  const show = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filters ?? draft);
    } catch (error) {
      alert.danger(errorKey(error), { details: error });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack component="section" gap="md" aria-labelledby="staff-audit-title">
      <Title order={2} size="h3" id="staff-audit-title">
        {t('staff.audit.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('staff.audit.intro')}
      </Text>
      <form onSubmit={show} data-testid="audit-filters">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
          <Select
            label={t('staff.audit.filters.action')}
            placeholder={t('staff.audit.filters.anyAction')}
            clearable
            data={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`staff.audit.actions.${action}`) }))}
            value={draft.action ?? null}
            onChange={(value) => setDraft({ ...draft, action: isAction(value) ? value : undefined })}
            comboboxProps={{ withinPortal: true }}
            data-testid="audit-filter-action"
          />
          <NumberInput
            label={t('staff.audit.filters.company')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.company ?? ''}
            onChange={(value) => setDraft({ ...draft, company: positive(value) })}
            data-testid="audit-filter-company"
          />
          <NumberInput
            label={t('staff.audit.filters.actor')}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            value={draft.actor ?? ''}
            onChange={(value) => setDraft({ ...draft, actor: positive(value) })}
            data-testid="audit-filter-actor"
          />
          <TextInput
            type="date"
            label={t('staff.audit.filters.from')}
            value={draft.from ?? ''}
            onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value || undefined })}
            data-testid="audit-filter-from"
          />
          <TextInput
            type="date"
            label={t('staff.audit.filters.to')}
            value={draft.to ?? ''}
            onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value || undefined })}
            data-testid="audit-filter-to"
          />
        </SimpleGrid>
        <Group gap="sm" mt="sm">
          <Button type="submit" data-testid="audit-show">
            {t('staff.audit.show')}
          </Button>
          <Button variant="default" loading={exporting} onClick={() => void exportCsv()} data-testid="audit-export">
            {t('staff.audit.export')}
          </Button>
        </Group>
      </form>
      {filters && <AuditTable filters={filters} />}
    </Stack>
  );
}
