import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compactOf } from '../test/reputation';
import { renderWithProviders } from '../test/render';
import { ReputationBadge } from './reputation-badge';

/** Issue 32 item 4: the compact badge shows numbers only above their thresholds, and warnings in words. */
describe('ReputationBadge', () => {
  it('shows the rating with its count and the paid-on-time share', () => {
    renderWithProviders(<ReputationBadge reputation={compactOf()} testId="badge" />);
    expect(screen.getByTestId('badge')).toHaveTextContent('★ 4.6 (12) · 92% paid on time');
    expect(screen.getByText('Rating 4.6 of 5 from 12 ratings; 92% of 12 paid invoices paid on time')).toBeInTheDocument();
  });

  it('says "not enough data" below the thresholds, never a number', () => {
    renderWithProviders(
      <ReputationBadge
        reputation={compactOf({
          rating: { value: null, count: 2, insufficient_data: true },
          paid_on_time: { value: null, count: 2, insufficient_data: true },
        })}
        testId="badge"
      />,
    );
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveTextContent('Reputation: not enough data');
    expect(badge).not.toHaveTextContent('★');
    expect(badge).not.toHaveTextContent('%');
    expect(screen.getByText('Rating: not enough data (2 ratings); Paid on time: not enough data (2 paid invoices)')).toBeInTheDocument();
  });

  it('names overdue invoices and decided payment incidents with their numbers, in German too', () => {
    renderWithProviders(<ReputationBadge reputation={compactOf({ overdue_now: 3, payment_incidents_decided: 1 })} testId="badge" />, 'de');
    expect(screen.getByTestId('badge')).toHaveTextContent('3 überfällige Rechnungen · 1 entschiedener Zahlungsvorfall');
  });

  it('dense (the entry table): figures without words, ☆ for none, ⚠ for warnings; the words are read out', () => {
    const { unmount } = renderWithProviders(<ReputationBadge reputation={compactOf({ overdue_now: 1 })} dense testId="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^★ 4\.6 \(12\) · 92% · ⚠$/);
    expect(
      screen.getByText('Rating 4.6 of 5 from 12 ratings; 92% of 12 paid invoices paid on time; 1 overdue invoice'),
    ).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ReputationBadge
        reputation={compactOf({
          rating: { value: null, count: 0, insufficient_data: true },
          paid_on_time: { value: null, count: 0, insufficient_data: true },
        })}
        dense
        testId="badge"
      />,
    );
    expect(screen.getByTestId('badge').querySelector('[aria-hidden="true"]')).toHaveTextContent(/^☆$/);
  });
});
