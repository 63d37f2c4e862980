import { CompositeChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { ReputationTrendMonth } from '@freight/shared/reputation';

type Props = {
  trend: ReputationTrendMonth[];
  /** Month labels, axis and series names in the reader's language (the parent translates them). */
  monthLabel: (month: string) => string;
  dealsLabel: string;
  daysLabel: string;
  /** A figure on an axis or in the tooltip as the reader writes it ("2,5" in German). */
  formatNumber: (value: number) => string;
};

/**
 * The monthly trend (issue 32 item 3): deals as bars, median days to pay as a line on its own axis.
 * Loaded lazily (React.lazy) so the chart library stays out of the main bundle; the section beside it
 * carries the same figures as a table for screen readers.
 */
export default function ReputationTrendChart({ trend, monthLabel, dealsLabel, daysLabel, formatNumber }: Props) {
  const data = trend.map((month) => ({ month: monthLabel(month.month), deals: month.deals, days: month.median_days_to_pay }));
  // No month with a median (each had too few paid invoices): no line, axis or legend entry that would stand for nothing.
  const withDays = trend.some((month) => month.median_days_to_pay !== null);
  return (
    <div aria-hidden="true" data-testid="reputation-trend-chart">
      <CompositeChart
        h={220}
        data={data}
        dataKey="month"
        withLegend
        withRightYAxis={withDays}
        yAxisLabel={dealsLabel}
        rightYAxisLabel={withDays ? daysLabel : undefined}
        connectNulls={false}
        // Deals are counted whole (no "0.75" deals on the axis); every figure is written in the reader's language.
        valueFormatter={formatNumber}
        yAxisProps={{ allowDecimals: false }}
        // Hidden from assistive technology (the table beside it says the same), so nothing in it may take the focus.
        composedChartProps={{ accessibilityLayer: false }}
        series={[
          { name: 'deals', label: dealsLabel, color: 'blue.6', type: 'bar' as const },
          ...(withDays ? [{ name: 'days', label: daysLabel, color: 'orange.7', type: 'line' as const, yAxisId: 'right' }] : []),
        ]}
      />
    </div>
  );
}
