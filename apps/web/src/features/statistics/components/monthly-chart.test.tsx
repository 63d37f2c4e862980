import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import MonthlyChart from './monthly-chart';

const german = (value: number) => new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(value);
const ticks = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')).map((tick) => tick.textContent);

describe('MonthlyChart', () => {
  // jsdom lays nothing out: the chart is given the size a page gives it, so it draws its axes.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, 800, 220) : new DOMRect(0, 0, 0, 0);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const draw = (kind: 'bar' | 'line', values: number[], wholeNumbers: boolean) =>
    renderWithProviders(
      <MonthlyChart
        kind={kind}
        data={values.map((value, index) => ({ label: `M${index}`, figure: value }))}
        series={[{ name: 'figure', label: 'Figure', color: 'blue.6' }]}
        label="Chart: offers by month"
        valueFormatter={german}
        wholeNumbers={wholeNumbers}
      />,
    );

  it.each(['bar', 'line'] as const)('is one image with a label, with no unnamed tab stop inside it (%s)', async (kind) => {
    const { container } = draw(kind, [1, 3], true);
    expect(screen.getByRole('img', { name: 'Chart: offers by month' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg.recharts-surface')).not.toBeNull());
    // Recharts' keyboard layer made the drawing a focusable "application" without a name (axe: nested-interactive).
    expect(container.querySelector('svg.recharts-surface')).not.toHaveAttribute('tabindex');
    expect(container.querySelector('[role="application"]')).toBeNull();
  });

  it('counts in whole numbers on the axis: no "0.75 offers"', async () => {
    const { container } = draw('bar', [1, 3], true);
    await waitFor(() => expect(ticks(container).length).toBeGreaterThan(1));
    expect(ticks(container).every((tick) => /^\d+$/.test(tick ?? ''))).toBe(true);
  });

  it('writes the figures on the axis as the reader does ("2,5" in German)', async () => {
    const { container } = draw('line', [0.5, 2.5], false);
    await waitFor(() => expect(ticks(container).length).toBeGreaterThan(1));
    expect(ticks(container).some((tick) => tick?.includes(','))).toBe(true);
    expect(ticks(container).some((tick) => tick?.includes('.'))).toBe(false);
  });
});
