import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';

export type ChartSeries = { name: string; label: string; color: string };
type Props = {
  kind: 'bar' | 'line';
  data: Record<string, string | number | null>[];
  series: ChartSeries[];
  /** What the chart shows, read by screen readers instead of the drawing (the table beside it has the figures). */
  label: string;
  unit?: string;
  /** A figure on the axis or in the tooltip as the reader writes it ("24,5" in German). */
  valueFormatter: (value: number) => string;
  /** Counts have whole ticks only (no "0.75 offers"); medians of days may fall between. */
  wholeNumbers: boolean;
};

/**
 * A month-by-month chart of the Statistics page, in its own chunk (loaded with React.lazy, so the charting
 * library stays out of the main bundle). The drawing is an image with a label; the figures are in the table.
 */
export default function MonthlyChart({ kind, data, series, label, unit, valueFormatter, wholeNumbers }: Props) {
  const common = {
    h: 220,
    data,
    dataKey: 'label',
    series,
    withLegend: true,
    unit,
    tickLine: 'y' as const,
    valueFormatter,
    yAxisProps: { allowDecimals: !wholeNumbers },
    // The drawing is an image with a label: recharts' keyboard layer would add a tab stop inside it with no name.
    accessibilityLayer: false,
  };
  return (
    <div role="img" aria-label={label}>
      {kind === 'bar' ? <BarChart {...common} /> : <LineChart {...common} connectNulls={false} />}
    </div>
  );
}
