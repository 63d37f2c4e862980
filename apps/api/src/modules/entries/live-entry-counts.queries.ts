import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { entries } from '../../db/schema-entries';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';
import { atSql, expiresAtSql, liveSql } from './entry-expiry.queries';

const HOUR_MS = 60 * 60 * 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
type FormCounts = { form_type: 'truck' | 'ware'; n: number }[];
const byForm = (rows: FormCounts, form: 'truck' | 'ware') =>
  rows.filter((row) => row.form_type === form).reduce((sum, row) => sum + Number(row.n), 0);

/** Trucks and wares counted apart (the §3 realtime stats show them so). */
export type FormTypeCounts = { trucks: number; wares: number };

/**
 * Live entries of each form type without reading them all (migration 0011): the counters of whole hours
 * still to come, plus the entries expiring in the hour under way, minus the live entries of companies that
 * may not use the exchange now (few, each read on its own index range).
 */
export async function countLiveEntries(db: Database, now: Date): Promise<FormTypeCounts> {
  const hourEnd = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
  const company = companyView('c');
  const [counted, expiringThisHour, ofInactive] = await Promise.all([
    db.execute(sql`select form_type, sum(n)::int as n from entry_expiry_counts where expires_hour >= ${atSql(hourEnd)} group by form_type`),
    db.execute(
      sql`select ${entries.formType} as form_type, count(*)::int as n from ${entries}
        where ${entries.formType} in ('truck', 'ware') and ${expiresAtSql} >= ${atSql(now)} and ${expiresAtSql} < ${atSql(hourEnd)}
        group by 1`,
    ),
    db.execute(
      sql`select ${entries.formType} as form_type, count(*)::int as n from ${company}
        join ${entries} on ${entries.companyId} = ${company.id} and ${entries.formType} in ('truck', 'ware') and ${expiresAtSql} >= ${atSql(now)}
        where not coalesce(${companyActiveIn(company, now)}, false)
        group by 1`,
    ),
  ]);
  const live = (form: 'truck' | 'ware') =>
    byForm(rowsOf(counted), form) + byForm(rowsOf(expiringThisHour), form) - byForm(rowsOf(ofInactive), form);
  return { trucks: live('truck'), wares: live('ware') };
}

/**
 * Live entries of each form type created since `since` by companies that may use the exchange at
 * `now`, read on the creation-time index.
 */
export async function countLiveEntriesCreatedSince(db: Database, since: Date, now: Date): Promise<FormTypeCounts> {
  const company = companyView('c');
  const [row] = await db
    .select({
      trucks: sql<number>`(count(*) filter (where ${entries.formType} = 'truck'))::int`,
      wares: sql<number>`(count(*) filter (where ${entries.formType} = 'ware'))::int`,
    })
    .from(entries)
    .innerJoin(company, eq(company.id, entries.companyId))
    .where(
      and(
        inArray(entries.formType, ['truck', 'ware']),
        sql`${entries.createdAt} >= ${atSql(since)}`,
        liveSql(now),
        companyActiveIn(company, now),
      ),
    );
  return { trucks: row?.trucks ?? 0, wares: row?.wares ?? 0 };
}
