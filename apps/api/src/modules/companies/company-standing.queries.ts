import { and, eq, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';
import { companyActiveAt, companyExpiredIn, subscriptionExpiresAt } from './companies-view.queries';

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/** The paid period is over, whatever the status (an inactive company that pays again starts a new one). */
const periodOver = (now: Date) => sql`${subscriptionExpiresAt} <= ${at(now)}`;
const isExpired = (now: Date) => companyExpiredIn(companies, now);

/**
 * Approval: the company becomes active, unless it already is (approved and within its paid period,
 * the same rule as companyActiveAt): then nothing changes and the caller sends no second mail. Two
 * approvals at once cannot both change it, since the second UPDATE re-reads the row the first wrote.
 */
export async function activateCompany(
  db: Database,
  companyId: number,
  approvedAt: Date,
): Promise<'activated' | 'already_active' | 'not_found'> {
  const rows = await db
    .update(companies)
    .set({
      status: 'active',
      approvedAt,
      // Issue 33: staff checked the contacts with the registration; a later approval keeps the first date.
      phoneVerifiedSince: sql`COALESCE(${companies.phoneVerifiedSince}, ${at(approvedAt)})`,
      emailVerifiedSince: sql`COALESCE(${companies.emailVerifiedSince}, ${at(approvedAt)})`,
      bankAccountVerifiedSince: sql`COALESCE(${companies.bankAccountVerifiedSince}, ${at(approvedAt)})`,
      // Re-approving a company whose paid period is over (it has paid again) starts a new period now.
      subscriptionStartedAt: sql`CASE WHEN ${periodOver(approvedAt)} THEN ${at(approvedAt)} ELSE ${companies.subscriptionStartedAt} END`,
    })
    .where(and(eq(companies.id, companyId), not(companyActiveAt(approvedAt))))
    .returning({ id: companies.id });
  if (rows.length > 0) return 'activated';
  return (await selectCompanyStatus(db, companyId)) ? 'already_active' : 'not_found';
}

export async function deactivateCompany(db: Database, companyId: number): Promise<boolean> {
  const rows = await db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, companyId)).returning({ id: companies.id });
  return rows.length > 0;
}

/** Subscription expiry: approved companies past the end of their paid period become inactive. */
export async function deactivateExpired(db: Database, now: Date): Promise<number[]> {
  const rows = await db.update(companies).set({ status: 'inactive' }).where(isExpired(now)).returning({ id: companies.id });
  return rows.map((row) => row.id);
}

/** The stored status (pending, active, inactive), or undefined for an unknown company. */
export async function selectCompanyStatus(db: Database, companyId: number) {
  const [row] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, companyId));
  return row?.status;
}
