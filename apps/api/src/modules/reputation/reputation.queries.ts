import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { fromView } from '../../db/read-view';
import type { Database } from '../../db/client';
import { companyReputation, companyReputationMonths } from '../../db/schema-reputation';
import { dealFactsView, dealRatingFactsView } from '../deals/deals.service';

/** The instants and calendar dates one refresh works with (UTC). */
export type Window = {
  now: Date;
  /** Deals agreed at or after this instant count (now − 12 months). */
  from: Date;
  /** Today's calendar date in UTC: an invoice is overdue once invoice_date + term < today. */
  today: string;
  /** The first day of the trend's first month (11 months before this one). */
  trendFrom: string;
};

const ids = (companyIds: number[]) => sql`${`{${companyIds.join(',')}}`}::int[]`;

/**
 * Recomputes the companies' figures from their deals and the ratings they received, in one statement
 * per table: each company's own deals are found on the deals' (carrier|payer, agreed_at) indexes, so
 * the work is that company's deals, never the whole table. `incidents` are the decided payment
 * incidents of each company, asked of the incidents module. Medians by percentile_cont over whole
 * days (a median of integers is a whole or half number, exact in numeric(8,1)).
 */
export async function upsertFigures(tx: Database, companyIds: number[], incidents: Map<number, number>, w: Window): Promise<void> {
  const from = w.from.toISOString();
  const now = w.now.toISOString();
  const mine = (alias: string, side: 'carrier_company_id' | 'payer_company_id') =>
    sql`select ${sql.raw(alias)}.agreed_at, ${sql.raw(alias)}.delivery_state from ${fromView(dealFactsView(alias))}
      where ${sql.raw(`${alias}.${side}`)} = c.id and ${sql.raw(alias)}.status = 'agreed' and ${sql.raw(alias)}.agreed_at >= ${from}::timestamptz`;
  await tx.execute(sql`
    insert into company_reputation (company_id, window_from, computed_at, deals_agreed, deals_completed,
      punctuality_sum, punctuality_count, communication_sum, communication_count, payment_sum, payment_count,
      invoices_paid, paid_within_term, median_days_to_pay, overdue_now, payment_incidents_decided, next_change_at)
    select c.id, ${from}::timestamptz, ${now}::timestamptz, d.agreed, d.completed,
      r.p_sum, r.n, r.c_sum, r.n, r.pay_sum, r.pay_n,
      p.paid, p.within_term, p.median, o.overdue, c.incidents,
      least(d.oldest + interval '12 months', (o.next_overdue::timestamp at time zone 'UTC'))
    from unnest(${ids(companyIds)}, ${`{${companyIds.map((id) => incidents.get(id) ?? 0).join(',')}}`}::int[]) as c(id, incidents)
    cross join lateral (
      select count(*)::int as agreed, (count(*) filter (where x.delivery_state = 'confirmed'))::int as completed, min(x.agreed_at) as oldest
      from (${mine('dc', 'carrier_company_id')} union all ${mine('dp', 'payer_company_id')}) x
    ) d
    cross join lateral (
      select coalesce(sum(rt.punctuality), 0)::int as p_sum, coalesce(sum(rt.communication), 0)::int as c_sum, count(*)::int as n,
        coalesce(sum(rt.payment), 0)::int as pay_sum, count(rt.payment)::int as pay_n
      from ${fromView(dealRatingFactsView('rt'))}
      join ${fromView(dealFactsView('rd'))} on rd.id = rt.deal_id
      where rt.rated_company_id = c.id and rd.status = 'agreed' and rd.agreed_at >= ${from}::timestamptz
    ) r
    cross join lateral (
      select count(*)::int as paid, (count(*) filter (where f.paid_date - f.invoice_date <= f.payment_term_days))::int as within_term,
        (percentile_cont(0.5) within group (order by f.paid_date - f.invoice_date))::numeric(8, 1) as median
      from ${fromView(dealFactsView('f'))}
      where f.payer_company_id = c.id and f.status = 'agreed' and f.agreed_at >= ${from}::timestamptz and f.paid_date is not null
    ) p
    cross join lateral (
      select (count(*) filter (where u.invoice_date + u.payment_term_days < ${w.today}::date))::int as overdue,
        min(u.invoice_date + u.payment_term_days + 1) filter (where u.invoice_date + u.payment_term_days >= ${w.today}::date) as next_overdue
      from ${fromView(dealFactsView('u'))}
      where u.payer_company_id = c.id and u.status = 'agreed' and u.agreed_at is not null
        and u.invoice_date is not null and u.paid_date is null
    ) o
    on conflict (company_id) do update set window_from = excluded.window_from, computed_at = excluded.computed_at,
      deals_agreed = excluded.deals_agreed, deals_completed = excluded.deals_completed,
      punctuality_sum = excluded.punctuality_sum, punctuality_count = excluded.punctuality_count,
      communication_sum = excluded.communication_sum, communication_count = excluded.communication_count,
      payment_sum = excluded.payment_sum, payment_count = excluded.payment_count,
      invoices_paid = excluded.invoices_paid, paid_within_term = excluded.paid_within_term,
      median_days_to_pay = excluded.median_days_to_pay, overdue_now = excluded.overdue_now,
      payment_incidents_decided = excluded.payment_incidents_decided, next_change_at = excluded.next_change_at`);
}

/**
 * The trend's months from `trendFrom` on: deals agreed in each month (either side), and the invoices
 * the company paid in it with their median days to pay. Months without either are not stored.
 */
export async function replaceMonths(tx: Database, companyIds: number[], w: Window): Promise<void> {
  const month = (column: string) => sql.raw(`date_trunc('month', ${column})::date`);
  const side = (alias: string, column: 'carrier_company_id' | 'payer_company_id') =>
    sql`select c.id as company_id, ${month(`${alias}.agreed_at at time zone 'UTC'`)} as month
      from unnest(${ids(companyIds)}) as c(id) join ${fromView(dealFactsView(alias))}
        on ${sql.raw(`${alias}.${column}`)} = c.id and ${sql.raw(alias)}.status = 'agreed'
        and ${sql.raw(alias)}.agreed_at >= (${w.trendFrom}::date)::timestamp at time zone 'UTC'`;
  await tx.delete(companyReputationMonths).where(inArray(companyReputationMonths.companyId, companyIds));
  await tx.execute(sql`
    with dm as (
      select company_id, month, count(*)::int as deals
      from (${side('mc', 'carrier_company_id')} union all ${side('mp', 'payer_company_id')}) x
      group by company_id, month
    ), pm as (
      select c.id as company_id, ${month('f.paid_date')} as month, count(*)::int as paid,
        (percentile_cont(0.5) within group (order by f.paid_date - f.invoice_date))::numeric(8, 1) as median
      from unnest(${ids(companyIds)}) as c(id) join ${fromView(dealFactsView('f'))}
        on f.payer_company_id = c.id and f.status = 'agreed' and f.agreed_at is not null and f.paid_date >= ${w.trendFrom}::date
      group by c.id, 2
    )
    insert into company_reputation_months (company_id, month, deals, invoices_paid, median_days_to_pay)
    select coalesce(dm.company_id, pm.company_id), coalesce(dm.month, pm.month), coalesce(dm.deals, 0), coalesce(pm.paid, 0), pm.median
    from dm full join pm on pm.company_id = dm.company_id and pm.month = dm.month
    on conflict (company_id, month) do update
      set deals = excluded.deals, invoices_paid = excluded.invoices_paid, median_days_to_pay = excluded.median_days_to_pay`);
}

export type FiguresRow = typeof companyReputation.$inferSelect;

/** The company page's read: one row by primary key. */
export async function selectFigures(db: Database, companyId: number): Promise<FiguresRow | undefined> {
  const [row] = await db.select().from(companyReputation).where(eq(companyReputation.companyId, companyId));
  return row;
}

/** The trend's stored months from `from` (inclusive), on the primary key. */
export function selectMonths(db: Database, companyId: number, from: string) {
  return db
    .select()
    .from(companyReputationMonths)
    .where(and(eq(companyReputationMonths.companyId, companyId), gte(companyReputationMonths.month, from)))
    .orderBy(asc(companyReputationMonths.month));
}

/** A page's badges: the rows of its (at most a page of) companies, one lookup on the primary key. */
export function selectCompactFigures(db: Database, companyIds: number[]) {
  return db
    .select({
      companyId: companyReputation.companyId,
      punctualitySum: companyReputation.punctualitySum,
      punctualityCount: companyReputation.punctualityCount,
      communicationSum: companyReputation.communicationSum,
      communicationCount: companyReputation.communicationCount,
      paymentSum: companyReputation.paymentSum,
      paymentCount: companyReputation.paymentCount,
      invoicesPaid: companyReputation.invoicesPaid,
      paidWithinTerm: companyReputation.paidWithinTerm,
      overdueNow: companyReputation.overdueNow,
      paymentIncidentsDecided: companyReputation.paymentIncidentsDecided,
    })
    .from(companyReputation)
    .where(inArray(companyReputation.companyId, companyIds));
}

/** The companies whose figures time alone has changed by `now` (the sweep), on the partial index, at most `limit`. */
export async function selectDue(db: Database, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: companyReputation.companyId })
    .from(companyReputation)
    .where(and(isNotNull(companyReputation.nextChangeAt), lte(companyReputation.nextChangeAt, now)))
    .orderBy(asc(companyReputation.nextChangeAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
