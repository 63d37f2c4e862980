import { LANE_MIN_COMPANIES, LANE_MIN_DEALS } from '@freight/shared/lane-prices';
import { STATISTICS_MONTHS, type Statistics, type StatisticsMonth } from '@freight/shared/statistics';
import type { Database } from '../../db/client';
import { agentHitsByMonth } from '../agents/agents.service';
import { dealStatisticsByMonth } from '../deals/deals.service';
import { companyLanes, countOwnOtherCurrencyDeals, windowStart } from '../lane-prices/lane-prices.service';
import { entryStatisticsByMonth } from '../entries/entry-statistics.queries';

/** The last `count` calendar months (UTC) up to and including now's, oldest first, as `YYYY-MM`. */
export function lastMonths(now: Date, count = STATISTICS_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - i), 1));
    return date.toISOString().slice(0, 7);
  });
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Issue 32 item 7: the caller's company by month. The statistics module keeps no table: each figure is asked
 * of the module owning its data (entries, agents, deals, lane prices), each reading only this company's rows.
 */
export async function companyStatistics(db: Database, companyId: number, now: Date): Promise<Statistics> {
  const months = lastMonths(now);
  const since = new Date(`${months[0]}-01T00:00:00Z`);
  const [entries, hits, deals, lanes, otherCurrency] = [
    await entryStatisticsByMonth(db, companyId, since),
    await agentHitsByMonth(db, companyId, since),
    await dealStatisticsByMonth(db, companyId, since),
    await companyLanes(db, companyId, windowStart(now), now),
    await countOwnOtherCurrencyDeals(db, companyId, windowStart(now), now),
  ];
  return {
    from: day(since),
    to: day(now),
    months: months.map((month): StatisticsMonth => {
      const d = deals.get(month);
      const offers = (d?.offersSent ?? 0) + (d?.offersReceived ?? 0);
      return {
        month,
        entries_published: entries.get(month)?.published ?? 0,
        views: entries.get(month)?.views ?? 0,
        agent_hits: hits.get(month) ?? 0,
        offers_sent: d?.offersSent ?? 0,
        offers_received: d?.offersReceived ?? 0,
        offers_accepted: d?.offersAccepted ?? 0,
        acceptance_rate: offers === 0 ? null : (d?.offersAccepted ?? 0) / offers,
        deals_agreed: d?.dealsAgreed ?? 0,
        deals_completed: d?.dealsCompleted ?? 0,
        median_days_to_be_paid: d?.medianDaysToBePaid ?? null,
        invoices_paid_to_company: d?.invoicesPaidTo ?? 0,
        median_days_to_pay: d?.medianDaysToPay ?? null,
        invoices_paid_by_company: d?.invoicesPaidBy ?? 0,
      };
    }),
    lanes: lanes.map((lane) => {
      // The same thresholds as the lane price itself, and (as there) for the lane's deals other than the
      // company's own too: beside its own prices, the median of a lane it dominates would give others' away.
      const laneEnough = lane.laneDeals >= LANE_MIN_DEALS && lane.laneCompanies >= LANE_MIN_COMPANIES;
      const othersEnough = lane.othersDeals === 0 || (lane.othersDeals >= LANE_MIN_DEALS && lane.othersCompanies >= LANE_MIN_COMPANIES);
      const enough = laneEnough && othersEnough;
      return {
        form_type: lane.formType,
        loading_country: lane.loadingCountry,
        unloading_country: lane.unloadingCountry,
        own_deals: lane.ownDeals,
        own_median_per_km: lane.ownMedian,
        lane_median_per_km: enough ? lane.laneMedian : null,
        lane_deals: lane.laneDeals,
        lane_companies: lane.laneCompanies,
        insufficient_data: !enough,
        withheld: laneEnough && !othersEnough,
      };
    }),
    lanes_excluded_other_currency: otherCurrency,
    lanes_from: day(windowStart(now)),
    lanes_to: day(now),
  };
}
