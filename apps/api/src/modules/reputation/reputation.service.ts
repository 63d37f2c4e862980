import { REPUTATION_MIN_DEALS, REPUTATION_MIN_RATINGS, type CompactReputation, type CompanyReputation } from '@freight/shared/reputation';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { visibleCompanyJoinedAt } from '../companies/companies.service';
import { decidedPaymentIncidentCounts, incidentSummaryOf } from '../incidents/incidents.service';
import { average, EMPTY_COMPACT, figure, isoDay, percent, presentCompact, presentTrend, windowAt } from './reputation-present';
import * as queries from './reputation.queries';

/** The sweep refreshes at most this many companies per run; the rest are due again at the next run. */
export const SWEEP_BATCH = 500;

/**
 * Issue 32 item 3: keeps the companies' reputation figures current after a change to one of their deals
 * (or a decided payment incident), on the transaction that changed it: their rows are recomputed from
 * their own deals only, so the cost is that of the two companies, whatever the number of deals.
 */
export async function refreshReputation(tx: Database, companyIds: number[], now: Date): Promise<void> {
  const unique = [...new Set(companyIds)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  const w = windowAt(now);
  const incidents = await decidedPaymentIncidentCounts(tx, unique);
  await queries.upsertFigures(tx, unique, incidents, w);
  await queries.replaceMonths(tx, unique, w);
}

/**
 * The hourly sweep: figures that change with time alone (a deal leaves the twelve months, an unpaid
 * invoice passes its term) are refreshed for the companies whose next such moment has come, found on
 * an index; every other company is untouched. Answers how many were refreshed.
 */
export async function sweepReputation(db: Database, now: Date, batch = SWEEP_BATCH): Promise<number> {
  const due = await queries.selectDue(db, now, batch);
  if (due.length > 0) await db.transaction((tx) => refreshReputation(tx, due, now));
  return due.length;
}

/** The badges of a page of entries or offers: one lookup by the page's company ids; a company without deals gets an empty one. */
export async function compactReputationsOf(db: Database, companyIds: number[]): Promise<Map<number, CompactReputation>> {
  const unique = [...new Set(companyIds)];
  const rows = unique.length === 0 ? [] : await queries.selectCompactFigures(db, unique);
  const byId = new Map(rows.map((row) => [row.companyId, row]));
  return new Map(unique.map((id) => [id, presentCompact(byId.get(id) ?? EMPTY_COMPACT)]));
}

/**
 * GET /api/companies/{id}/reputation/: for whoever may see the company page (as it is authorised). A
 * company whose row was never computed (deals from before reputation existed) is computed once here.
 */
export async function getCompanyReputation(db: Database, auth: AuthUser, companyId: number, now: Date): Promise<CompanyReputation> {
  const memberSince = await visibleCompanyJoinedAt(db, auth, companyId, now);
  let row = await queries.selectFigures(db, companyId);
  if (!row) {
    await db.transaction((tx) => refreshReputation(tx, [companyId], now));
    row = (await queries.selectFigures(db, companyId))!;
  }
  const readWindow = windowAt(now);
  const [months, incidents] = await Promise.all([
    queries.selectMonths(db, companyId, readWindow.trendFrom),
    incidentSummaryOf(db, companyId),
  ]);
  const period = { from: isoDay(row.windowFrom), to: isoDay(row.computedAt) };
  const rating = (sum: number, count: number) => figure(average(sum, count), count, REPUTATION_MIN_RATINGS, period);
  const median = row.medianDaysToPay === null ? null : Number(row.medianDaysToPay);
  return {
    company_id: companyId,
    member_since: memberSince.toISOString(),
    period,
    deals: { agreed: row.dealsAgreed, completed: row.dealsCompleted },
    ratings: {
      punctuality: rating(row.punctualitySum, row.punctualityCount),
      communication: rating(row.communicationSum, row.communicationCount),
      payment: rating(row.paymentSum, row.paymentCount),
    },
    payment: {
      paid_on_time_share: figure(percent(row.paidWithinTerm, row.invoicesPaid), row.invoicesPaid, REPUTATION_MIN_DEALS, period),
      median_days_to_pay: figure(median, row.invoicesPaid, REPUTATION_MIN_DEALS, period),
      overdue_now: row.overdueNow,
    },
    incidents: {
      payment: { open: incidents.payment.pending, decided: incidents.payment.approved },
      transport: { open: incidents.transport.pending, decided: incidents.transport.approved },
    },
    trend: presentTrend(months, readWindow),
    compact: presentCompact(row),
  };
}
