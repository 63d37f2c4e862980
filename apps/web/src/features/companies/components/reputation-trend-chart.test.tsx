import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReputationTrendMonth } from '@freight/shared/reputation';
import { renderWithProviders } from '../../../test/render';
import ReputationTrendChart from './reputation-trend-chart';

const german = (value: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value);
const month = (value: string, deals: number, median: number | null): ReputationTrendMonth => ({
  month: value,
  deals,
  invoices_paid: median === null ? 0 : 3,
  median_days_to_pay: median,
  insufficient_data: median === null,
});
const ticks = (container: HTMLElement, axis: 'yAxis' | 'xAxis') =>
  Array.from(container.querySelectorAll(`.recharts-${axis}-tick-labels .recharts-cartesian-axis-tick-value`)).map(
    (tick) => tick.textContent,
  );

function draw(trend: ReputationTrendMonth[]) {
  return renderWithProviders(
    <ReputationTrendChart
      trend={trend}
      monthLabel={(value) => value}
      dealsLabel="Aufträge"
      daysLabel="Median Tage bis zur Zahlung"
      formatNumber={german}
    />,
  );
}

/** Issue 32 item 3's trend on a company page: "0.75" deals on the axis read wrong, and "2.25" is not German. */
describe('ReputationTrendChart', () => {
  // jsdom lays nothing out: the chart is given the size a page gives it, so it draws its axes.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 900, 220) : new DOMRect(0, 0, 0, 0);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('counts deals in whole numbers and writes the days as the reader does', async () => {
    const { container } = draw([month('2026-10', 1, 12.5), month('2026-11', 3, 27.5)]);
    await waitFor(() => expect(ticks(container, 'yAxis').length).toBeGreaterThan(2));
    const [left, right] = Array.from(container.querySelectorAll('.recharts-yAxis-tick-labels')).map((axis) =>
      Array.from(axis.querySelectorAll('.recharts-cartesian-axis-tick-value')).map((tick) => tick.textContent ?? ''),
    );
    expect(left?.every((tick) => /^\d+$/.test(tick))).toBe(true);
    expect(right?.some((tick) => tick.includes('.'))).toBe(false);
  });

  it('draws no days line, axis or legend entry when no month has a median', async () => {
    const { container } = draw([month('2026-10', 1, null), month('2026-11', 2, null)]);
    await waitFor(() => expect(ticks(container, 'yAxis').length).toBeGreaterThan(1));
    expect(container.querySelectorAll('.recharts-yAxis-tick-labels')).toHaveLength(1);
    expect(container).not.toHaveTextContent('Median Tage bis zur Zahlung');
    expect(container).toHaveTextContent('Aufträge');
  });
});
