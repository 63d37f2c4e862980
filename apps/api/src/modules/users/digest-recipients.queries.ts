import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';

/* The users whose new-entries digest is due, claimed for the digest module (their digest windows are columns of the users table). */

export type FormType = 'truck' | 'ware';
export type ClaimedRecipient = {
  id: number;
  companyId: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  /** Start of this user's window: the end of the previous one. */
  since: Date;
};

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * Claims the users due a digest of `formType` and moves their window end to `now`, in ONE statement:
 * rows locked by another process are skipped and rows it has just moved no longer match, so two API
 * processes never claim (and mail) the same user for the same window.
 */
export async function claimDigestRecipients(db: Database, formType: FormType, now: Date, intervalMs: number): Promise<ClaimedRecipient[]> {
  const wants = formType === 'truck' ? 'should_receive_truck_emails' : 'should_receive_ware_emails';
  const sentAt = formType === 'truck' ? 'truck_digest_sent_at' : 'ware_digest_sent_at';
  const due = new Date(now.getTime() - intervalMs);
  const company = companyView('c');
  const result = await db.execute(sql`
    WITH due AS (
      SELECT u.id, u.${sql.raw(sentAt)} AS previous
      FROM ${users} u JOIN ${company} ON ${company.id} = u.company_id
      WHERE u.${sql.raw(wants)} AND u.is_active AND NOT u.is_superuser AND u.password_hash IS NOT NULL
        AND ${companyActiveIn(company, now)}
        AND (u.${sql.raw(sentAt)} IS NULL OR u.${sql.raw(sentAt)} <= ${at(due)})
      FOR UPDATE OF u SKIP LOCKED
    )
    UPDATE ${users} SET ${sql.raw(sentAt)} = ${at(now)}
    FROM due WHERE ${users.id} = due.id
    RETURNING ${users.id} AS id, ${users.companyId} AS company_id, ${users.email} AS email, ${users.firstName} AS first_name,
      ${users.lastName} AS last_name, ${users.language} AS language,
      to_char(coalesce(due.previous, ${at(due)}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS since`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    companyId: Number(row.company_id),
    email: String(row.email),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    language: String(row.language),
    since: new Date(String(row.since)),
  }));
}
