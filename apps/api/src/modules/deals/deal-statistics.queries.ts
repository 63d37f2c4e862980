import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** One month (`YYYY-MM`, UTC) of a company's deal figures for the Statistics page (issue 32 item 7). */
export type DealMonth = {
  offersSent: number;
  offersReceived: number;
  offersAccepted: number;
  dealsAgreed: number;
  dealsCompleted: number;
  medianDaysToBePaid: number | null;
  invoicesPaidTo: number;
  medianDaysToPay: number | null;
  invoicesPaidBy: number;
};

const EMPTY: DealMonth = {
  offersSent: 0,
  offersReceived: 0,
  offersAccepted: 0,
  dealsAgreed: 0,
  dealsCompleted: 0,
  medianDaysToBePaid: null,
  invoicesPaidTo: 0,
  medianDaysToPay: null,
  invoicesPaidBy: 0,
};

const month = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM')`);
type Rows<T> = { rows: T[] };

/**
 * A company's deals by month since `since`: offers by the month they were made (sent = it bid, received =
 * on its entries; accepted = became agreed, even if cancelled later), deals still agreed by the month agreed,
 * deliveries confirmed by the month settled, and days to pay (paid − invoice date, calendar days) by the
 * month paid, as carrier and as payer. Each statement reads the company's rows through its own indexes.
 */
export async function dealStatisticsByMonth(db: Database, companyId: number, since: Date): Promise<Map<string, DealMonth>> {
  const from = since.toISOString();
  const offers = (await db.execute(sql`
    select ${month('created_at')} as month,
      count(*) filter (where bidder_company_id = ${companyId})::int as sent,
      count(*) filter (where owner_company_id = ${companyId})::int as received,
      count(*) filter (where agreed_at is not null)::int as accepted
    from deals where (owner_company_id = ${companyId} or bidder_company_id = ${companyId}) and created_at >= ${from}::timestamptz
    group by 1`)) as unknown as Rows<{ month: string; sent: number; received: number; accepted: number }>;
  const agreed = (await db.execute(sql`
    select ${month('agreed_at')} as month, count(*)::int as agreed
    from deals where (carrier_company_id = ${companyId} or payer_company_id = ${companyId})
      and agreed_at >= ${from}::timestamptz and status = 'agreed'
    group by 1`)) as unknown as Rows<{ month: string; agreed: number }>;
  const completed = (await db.execute(sql`
    select ${month('delivery_settled_at')} as month, count(*)::int as completed
    from deals where (carrier_company_id = ${companyId} or payer_company_id = ${companyId})
      and agreed_at is not null and status = 'agreed' and delivery_state = 'confirmed' and delivery_settled_at >= ${from}::timestamptz
    group by 1`)) as unknown as Rows<{ month: string; completed: number }>;
  // Days are whole calendar days (date − date), not money: percentile_cont's double precision is exact for them.
  const paid = (await db.execute(sql`
    select to_char(paid_date, 'YYYY-MM') as month,
      percentile_cont(0.5) within group (order by paid_date - invoice_date) filter (where carrier_company_id = ${companyId}) as to_be_paid,
      count(*) filter (where carrier_company_id = ${companyId})::int as paid_to,
      percentile_cont(0.5) within group (order by paid_date - invoice_date) filter (where payer_company_id = ${companyId}) as to_pay,
      count(*) filter (where payer_company_id = ${companyId})::int as paid_by
    from deals where (carrier_company_id = ${companyId} or payer_company_id = ${companyId})
      and agreed_at is not null and status = 'agreed' and paid_date >= (${from}::timestamptz at time zone 'UTC')::date
    group by 1`)) as unknown as Rows<{ month: string; to_be_paid: number | null; paid_to: number; to_pay: number | null; paid_by: number }>;

  const months = new Map<string, DealMonth>();
  const at = (key: string) => {
    let value = months.get(key);
    if (!value) months.set(key, (value = { ...EMPTY }));
    return value;
  };
  for (const row of offers.rows)
    Object.assign(at(row.month), { offersSent: row.sent, offersReceived: row.received, offersAccepted: row.accepted });
  for (const row of agreed.rows) at(row.month).dealsAgreed = row.agreed;
  for (const row of completed.rows) at(row.month).dealsCompleted = row.completed;
  for (const row of paid.rows) {
    Object.assign(at(row.month), {
      medianDaysToBePaid: row.to_be_paid === null ? null : Number(row.to_be_paid),
      invoicesPaidTo: row.paid_to,
      medianDaysToPay: row.to_pay === null ? null : Number(row.to_pay),
      invoicesPaidBy: row.paid_by,
    });
  }
  return months;
}
