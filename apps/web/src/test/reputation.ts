import type { CompactReputation, CompanyReputation, ReputationFigure } from '@freight/shared/reputation';

const period = { from: '2025-11-28', to: '2026-11-28' };
export const figureOf = (value: number | null, count: number): ReputationFigure => ({
  value,
  insufficient_data: value === null,
  count,
  ...period,
});

export const compactOf = (overrides: Partial<CompactReputation> = {}): CompactReputation => ({
  rating: { value: 4.6, count: 12, insufficient_data: false },
  paid_on_time: { value: 92, count: 12, insufficient_data: false },
  overdue_now: 0,
  payment_incidents_decided: 0,
  ...overrides,
});

/** A company's reputation as the API answers it: twelve deals, figures above every threshold. */
export function makeReputation(overrides: Partial<CompanyReputation> = {}): CompanyReputation {
  return {
    company_id: 42,
    member_since: '2024-03-01T10:00:00.000Z',
    period,
    deals: { agreed: 12, completed: 11 },
    ratings: { punctuality: figureOf(4.6, 12), communication: figureOf(4.4, 12), payment: figureOf(4.8, 10) },
    payment: { paid_on_time_share: figureOf(92, 12), median_days_to_pay: figureOf(14.5, 12), overdue_now: 0 },
    incidents: { payment: { open: 0, decided: 0 }, transport: { open: 1, decided: 0 } },
    trend: Array.from({ length: 12 }, (_, i) => {
      const month = `${i < 1 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`;
      return { month, deals: i % 3, invoices_paid: 0, median_days_to_pay: null, insufficient_data: true };
    }),
    compact: compactOf(),
    ...overrides,
  };
}
