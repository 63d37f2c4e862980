import type { StatisticsMonth } from '@freight/shared/statistics';

/** A month of the Statistics page with nothing in it, or the `figures` given. */
export const statisticsMonth = (month: string, figures: Partial<StatisticsMonth> = {}): StatisticsMonth => ({
  month,
  entries_published: 0,
  views: 0,
  agent_hits: 0,
  offers_sent: 0,
  offers_received: 0,
  offers_accepted: 0,
  acceptance_rate: null,
  deals_agreed: 0,
  deals_completed: 0,
  median_days_to_be_paid: null,
  invoices_paid_to_company: 0,
  median_days_to_pay: null,
  invoices_paid_by_company: 0,
  ...figures,
});
