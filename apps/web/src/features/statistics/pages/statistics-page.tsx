import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REPUTATION_MIN_DEALS } from '@freight/shared/reputation';
import type { StatisticsMonth } from '@freight/shared/statistics';
import { useFormat } from '../../../lib/format/use-format';
import { statisticsQuery } from '../api/get-statistics';
import { MonthTable, type MonthColumn } from '../components/month-table';
import { StatisticsLanes } from '../components/statistics-lanes';

// The charting library is loaded only with this page's charts (issue 32: the main bundle does not grow).
const MonthlyChart = lazy(() => import('../components/monthly-chart'));

type Key = Exclude<keyof StatisticsMonth, 'month'>;
type Section = { id: string; kind: 'bar' | 'line'; chart: Key[]; table: Key[]; unit?: 'days' | 'percent' };

const SECTIONS: Section[] = [
  { id: 'activity', kind: 'bar', chart: ['entries_published', 'views', 'agent_hits'], table: ['entries_published', 'views', 'agent_hits'] },
  {
    id: 'offers',
    kind: 'bar',
    chart: ['offers_sent', 'offers_received', 'offers_accepted', 'deals_completed'],
    table: ['offers_sent', 'offers_received', 'offers_accepted', 'acceptance_rate', 'deals_agreed', 'deals_completed'],
  },
  {
    id: 'payments',
    kind: 'line',
    chart: ['median_days_to_be_paid', 'median_days_to_pay'],
    table: ['median_days_to_be_paid', 'invoices_paid_to_company', 'median_days_to_pay', 'invoices_paid_by_company'],
    unit: 'days',
  },
];
const COLORS = ['blue.6', 'teal.6', 'orange.6', 'grape.6'];

/**
 * What stands behind a rate or a median: with fewer than REPUTATION_MIN_DEALS the page says "not enough data",
 * never a number (issue 32 item 3: a median of one invoice or a rate of one offer reads as a trend it is not).
 */
type Figures = Partial<Record<Key, number | null>>;
const BASIS: Partial<Record<Key, (month: Figures) => number>> = {
  acceptance_rate: (month) => (month.offers_sent ?? 0) + (month.offers_received ?? 0),
  median_days_to_be_paid: (month) => month.invoices_paid_to_company ?? 0,
  median_days_to_pay: (month) => month.invoices_paid_by_company ?? 0,
};
const tooFew = (key: Key, month: Figures) => {
  const basis = BASIS[key];
  return basis !== undefined && basis(month) < REPUTATION_MIN_DEALS;
};
/** The month with each figure that has too little behind it left out (a gap in the chart). */
const shownFigures = (month: StatisticsMonth): StatisticsMonth => {
  const shown = { ...month };
  for (const key of Object.keys(BASIS) as Key[]) if (tooFew(key, month)) Object.assign(shown, { [key]: null });
  return shown;
};

function Box({ title, basis, children, testId }: { title: string; basis: string; children: ReactNode; testId: string }) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {basis}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The member's Statistics page (§2 menu "Statistics", issue 32 item 7): the company's last twelve months in
 * charts, each with its figures as a table, and its lanes beside the lane medians. Every box says what its
 * figures are computed from.
 */
export function StatisticsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useQuery(statisticsQuery());

  const header = (
    <>
      <Title order={1}>{t('statistics.title')}</Title>
      <Text c="dimmed">{t('statistics.intro')}</Text>
    </>
  );
  if (query.isPending)
    return (
      <Stack gap="lg">
        {header}
        <Loader role="status" aria-label={t('common.loading')} />
      </Stack>
    );
  if (query.isError)
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" data-testid="statistics-error">
          <Stack gap="xs" align="flex-start">
            <Text>{t('statistics.failed')}</Text>
            <Button size="xs" variant="light" onClick={() => void query.refetch()}>
              {t('statistics.retry')}
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );

  const stats = query.data;
  const months = stats.months.map((month) => ({ ...month, label: format.month(month.month) }));
  const charted = stats.months.map((month) => ({ ...shownFigures(month), label: format.month(month.month) }));
  const figure = (key: Key) => (value: number | null, row: Record<string, number | null>) =>
    value === null
      ? '–'
      : tooFew(key, row)
        ? t('statistics.notEnough')
        : key === 'acceptance_rate'
          ? format.percent(value, { max: 0 })
          : format.number(value, { max: 1 });
  const empty = stats.months.every((month) =>
    SECTIONS.every((section) => section.table.every((key) => month[key] === null || month[key] === 0)),
  );

  return (
    <Stack gap="lg" maw={960}>
      {header}
      <Text size="sm" data-testid="statistics-period">
        {t('statistics.period', { from: format.dayInWords(stats.from), to: format.dayInWords(stats.to) })}
      </Text>
      <Text size="sm" c="dimmed" data-testid="statistics-threshold">
        {t('statistics.threshold', { min: REPUTATION_MIN_DEALS })}
      </Text>
      {empty && (
        <Alert color="gray" data-testid="statistics-empty">
          {t('statistics.empty')}
        </Alert>
      )}
      {SECTIONS.map((section) => {
        const columns: MonthColumn[] = section.table.map((key) => ({ key, label: t(`statistics.figures.${key}`), format: figure(key) }));
        const title = t(`statistics.sections.${section.id}.title`);
        return (
          <Box key={section.id} title={title} basis={t(`statistics.sections.${section.id}.basis`)} testId={`statistics-${section.id}`}>
            {/* A chart with nothing to draw (every median "not enough data") would be an empty grid: the table says it. */}
            {!empty && charted.some((month) => section.chart.some((key) => month[key] !== null)) && (
              <Suspense fallback={<Loader size="sm" role="status" aria-label={t('statistics.chartLoading')} />}>
                <MonthlyChart
                  kind={section.kind}
                  data={charted}
                  series={section.chart.map((key, index) => ({ name: key, label: t(`statistics.figures.${key}`), color: COLORS[index]! }))}
                  label={t('statistics.chartLabel', { title })}
                  unit={section.unit === 'days' ? ` ${t('statistics.daysUnit')}` : undefined}
                  valueFormatter={(value) => format.number(value, { max: 1 })}
                  wholeNumbers={section.unit !== 'days'}
                />
              </Suspense>
            )}
            <MonthTable
              caption={t('statistics.tableCaption', { title })}
              monthLabel={t('statistics.month')}
              rows={months.map(({ label, month: _month, ...values }) => ({ label, values }))}
              columns={columns}
              testId={`statistics-${section.id}-table`}
            />
          </Box>
        );
      })}
      <Box
        title={t('statistics.lanes.title')}
        basis={t('statistics.lanes.basis', { from: format.dayInWords(stats.lanes_from), to: format.dayInWords(stats.lanes_to) })}
        testId="statistics-lanes-box"
      >
        <StatisticsLanes stats={stats} />
      </Box>
    </Stack>
  );
}

export { StatisticsPage as Component };
