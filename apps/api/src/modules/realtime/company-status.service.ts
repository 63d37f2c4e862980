import { and, inArray, not, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
// The one module file realtime imports (decision 030): it imports only the schema, so no cycle passes through it.
import { companyActiveIn, companyView } from '../companies/companies-view.queries';

/**
 * The NOTIFY channel on which a company's change of standing (deactivated by staff or by the
 * subscription sweep, re-approved) reaches every API process: each clears its caches, closes the
 * sockets of members who may no longer use the exchange and tells the others' lists to re-read.
 */
export const COMPANY_STATUS_CHANNEL = 'company_status';

/** NOTIFY payloads are limited to 8000 bytes; a sweep of very many companies travels as "some companies". */
const MAX_PAYLOAD_BYTES = 7000;

/** `companyIds` null: too many to name; every process then treats every company as changed. */
export type CompanyStatusChange = { companyIds: number[] | null };

/**
 * Sends the change with the transaction it is part of (`db` may be a transaction): PostgreSQL
 * delivers a NOTIFY on commit, so no process hears of a change that was rolled back.
 */
export async function notifyCompanyStatus(db: Database, companyIds: number[]): Promise<void> {
  if (companyIds.length === 0) return;
  const named = JSON.stringify({ company_ids: companyIds });
  const payload = Buffer.byteLength(named) <= MAX_PAYLOAD_BYTES ? named : JSON.stringify({ company_ids: null });
  await db.execute(sql`select pg_notify(${COMPANY_STATUS_CHANNEL}, ${payload})`);
}

export function parseCompanyStatus(payload: string): CompanyStatusChange | null {
  try {
    const parsed = JSON.parse(payload) as { company_ids?: unknown };
    if (parsed.company_ids === null) return { companyIds: null };
    if (Array.isArray(parsed.company_ids) && parsed.company_ids.every((id) => Number.isSafeInteger(id))) {
      return { companyIds: parsed.company_ids as number[] };
    }
  } catch {
    // not ours: ignored below
  }
  return null;
}

/** Of these companies, those that may no longer use the exchange at `now` (unknown ids are left out). */
export async function selectInactiveCompanyIds(db: Database, companyIds: number[], now: Date): Promise<number[]> {
  if (companyIds.length === 0) return [];
  const company = companyView('c');
  const rows = await db
    .select({ id: company.id })
    .from(company)
    .where(and(inArray(company.id, companyIds), not(companyActiveIn(company, now))));
  return rows.map((row) => row.id);
}
