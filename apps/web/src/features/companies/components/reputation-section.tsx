import { Alert, Button, Loader, SimpleGrid, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { REPUTATION_MIN_DEALS, REPUTATION_MIN_RATINGS, type CompanyReputation, type ReputationFigure } from '@freight/shared/reputation';
import { useCompanyReputation } from '../../../lib/companies/companies-api';
import { useFormat } from '../../../lib/format/use-format';
import { DetailsCard } from './company-cards';
import { DetailField } from './detail-field';

const ReputationTrendChart = lazy(() => import('./reputation-trend-chart'));

/** One figure with its basis, or "not enough data" with the same basis (what there is, over which period) and the minimum. */
function Figure({
  label,
  figure,
  format,
  basisKey,
  min,
  testId,
}: {
  label: string;
  figure: ReputationFigure;
  format: (value: number) => string;
  basisKey: string;
  /** The least count that shows a number. */
  min: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DetailField label={label} testId={testId}>
      {figure.value === null ? (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t('reputation.notEnough')}
          </Text>
          <Text size="xs" c="dimmed">
            {t(basisKey, { count: figure.count })}; {t('reputation.minimum', { min })}
          </Text>
        </Stack>
      ) : (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {format(figure.value)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(basisKey, { count: figure.count })}
          </Text>
        </Stack>
      )}
    </DetailField>
  );
}

function Figures({ reputation }: { reputation: CompanyReputation }) {
  const { t } = useTranslation();
  const format = useFormat();
  const decimal = (value: number) => format.number(value, { max: 1 });
  const month = (value: string) => format.month(value, '2-digit');
  const { ratings, payment, incidents, deals } = reputation;
  const stars = (value: number) => t('reputation.stars', { value: decimal(value) });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" data-testid="reputation-period">
        {t('reputation.period', { from: format.dayInWords(reputation.period.from), to: format.dayInWords(reputation.period.to) })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <DetailField label={t('reputation.dealsAgreed')} testId="reputation-deals-agreed">
          {deals.agreed}
        </DetailField>
        <DetailField label={t('reputation.dealsCompleted')} testId="reputation-deals-completed">
          {deals.completed}
        </DetailField>
        <DetailField label={t('reputation.memberSince')} testId="reputation-member-since">
          {format.date(reputation.member_since)}
        </DetailField>
        <Figure
          label={t('reputation.punctuality')}
          figure={ratings.punctuality}
          format={stars}
          basisKey="reputation.fromRatings"
          min={REPUTATION_MIN_RATINGS}
          testId="reputation-punctuality"
        />
        <Figure
          label={t('reputation.communication')}
          figure={ratings.communication}
          format={stars}
          basisKey="reputation.fromRatings"
          min={REPUTATION_MIN_RATINGS}
          testId="reputation-communication"
        />
        <Figure
          label={t('reputation.paymentRating')}
          figure={ratings.payment}
          format={stars}
          basisKey="reputation.fromRatings"
          min={REPUTATION_MIN_RATINGS}
          testId="reputation-payment-rating"
        />
        <Figure
          label={t('reputation.paidOnTime')}
          figure={payment.paid_on_time_share}
          format={(value) => format.percent(value / 100)}
          basisKey="reputation.fromInvoices"
          min={REPUTATION_MIN_DEALS}
          testId="reputation-paid-on-time"
        />
        <Figure
          label={t('reputation.medianDays')}
          figure={payment.median_days_to_pay}
          format={(value) => t('reputation.days', { count: value, value: decimal(value) })}
          basisKey="reputation.fromInvoices"
          min={REPUTATION_MIN_DEALS}
          testId="reputation-median-days"
        />
        <DetailField label={t('reputation.overdueNow')} testId="reputation-overdue">
          <Text size="sm" fw={600} c={payment.overdue_now > 0 ? 'red.9' : undefined}>
            {t('reputation.overdueCount', { count: payment.overdue_now })}
          </Text>
        </DetailField>
        <DetailField label={t('reputation.paymentIncidents')} testId="reputation-payment-incidents">
          {t('reputation.incidentCounts', { open: incidents.payment.open, decided: incidents.payment.decided })}
        </DetailField>
        <DetailField label={t('reputation.transportIncidents')} testId="reputation-transport-incidents">
          {t('reputation.incidentCounts', { open: incidents.transport.open, decided: incidents.transport.decided })}
        </DetailField>
      </SimpleGrid>
      <Stack gap="xs">
        <Text fw={600} size="sm" id="reputation-trend-title">
          {t('reputation.trendTitle')}
        </Text>
        {reputation.trend.every((m) => m.deals === 0 && m.invoices_paid === 0) ? (
          <Text size="sm" c="dimmed" data-testid="reputation-trend-empty">
            {t('reputation.trendEmpty')}
          </Text>
        ) : (
          <Suspense fallback={<Skeleton h={220} />}>
            <ReputationTrendChart
              trend={reputation.trend}
              monthLabel={month}
              dealsLabel={t('reputation.trendDeals')}
              daysLabel={t('reputation.trendDays')}
              formatNumber={decimal}
            />
          </Suspense>
        )}
        {/* The chart's text alternative: the same months as a table, for screen readers. */}
        <VisuallyHidden>
          <Table aria-labelledby="reputation-trend-title" data-testid="reputation-trend-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('reputation.trendMonth')}</Table.Th>
                <Table.Th>{t('reputation.trendDeals')}</Table.Th>
                <Table.Th>{t('reputation.trendDays')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reputation.trend.map((m) => (
                <Table.Tr key={m.month}>
                  <Table.Td>{month(m.month)}</Table.Td>
                  <Table.Td>{m.deals}</Table.Td>
                  <Table.Td>{m.median_days_to_pay === null ? t('reputation.notEnough') : decimal(m.median_days_to_pay)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </VisuallyHidden>
      </Stack>
    </Stack>
  );
}

/** Issue 32 item 3: the company page's reputation over the last twelve months, each figure with its basis. */
export function ReputationSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const query = useCompanyReputation(companyId);
  return (
    <DetailsCard title={t('reputation.title')} testId="company-reputation">
      {query.isPending ? (
        <Loader size="sm" role="status" aria-label={t('reputation.loading')} />
      ) : query.isError ? (
        <Alert color="red" role="alert" data-testid="reputation-error">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('reputation.fetchFailed')}</Text>
            <Button size="xs" variant="light" loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('reputation.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          {query.data.deals.agreed === 0 && (
            <Text size="sm" data-testid="reputation-empty">
              {t('reputation.noDeals')}
            </Text>
          )}
          <Figures reputation={query.data} />
        </>
      )}
    </DetailsCard>
  );
}
