import { and, eq, sql, type SQL } from 'drizzle-orm';
import { EXPIRY_WINDOWS_HOURS, type DashboardCounts } from '@freight/shared/dashboard';
import type { Database } from '../../db/client';
import { entries } from '../../db/schema-entries';
import { expiresWithinSql, unexpiredSql } from './entry-expiry.queries';

const { truck, ware } = EXPIRY_WINDOWS_HOURS;

/**
 * §2 /dashboard cards of one company, counted in SQL in one pass over its live entries (the
 * entries_company index on company_id, form_type serves the filter). Expired entries count nowhere.
 */
export async function selectDashboardCounts(db: Database, companyId: number, now: Date): Promise<DashboardCounts> {
  const isTruck = eq(entries.formType, 'truck');
  const isWare = eq(entries.formType, 'ware');
  const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const [row] = await db
    .select({
      trucks: countWhere(isTruck),
      truckViews: sql<number>`(coalesce(sum(${entries.viewCount}) filter (where ${isTruck}), 0))::int`,
      trucksShort: countWhere(sql`${isTruck} and ${expiresWithinSql(now, truck.short)}`),
      trucksLong: countWhere(sql`${isTruck} and ${expiresWithinSql(now, truck.long)}`),
      wares: countWhere(isWare),
      wareViews: sql<number>`(coalesce(sum(${entries.viewCount}) filter (where ${isWare}), 0))::int`,
      waresShort: countWhere(sql`${isWare} and ${expiresWithinSql(now, ware.short)}`),
      waresLong: countWhere(sql`${isWare} and ${expiresWithinSql(now, ware.long)}`),
    })
    .from(entries)
    .where(and(eq(entries.companyId, companyId), unexpiredSql(now)));
  return {
    trucks: {
      total: row?.trucks ?? 0,
      views: row?.truckViews ?? 0,
      expiring_6h: row?.trucksShort ?? 0,
      expiring_24h: row?.trucksLong ?? 0,
    },
    wares: { total: row?.wares ?? 0, views: row?.wareViews ?? 0, expiring_4h: row?.waresShort ?? 0, expiring_24h: row?.waresLong ?? 0 },
  };
}
