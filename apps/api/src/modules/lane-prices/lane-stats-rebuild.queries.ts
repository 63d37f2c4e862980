import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** The figures of a group of deal rows, as recomputeLane computes them for one lane. */
const FIGURES = `
  count(*) filter (where currency = 'EUR')::int,
  least(count(distinct carrier_company_id) filter (where currency = 'EUR'), count(distinct payer_company_id) filter (where currency = 'EUR'))::int,
  count(*) filter (where currency <> 'EUR')::int,
  round(lane_percentile(coalesce(array_agg(price_per_km order by price_per_km) filter (where currency = 'EUR'), '{}'), 0.5), 4),
  round(lane_percentile(coalesce(array_agg(price_per_km order by price_per_km) filter (where currency = 'EUR'), '{}'), 0.25), 4),
  round(lane_percentile(coalesce(array_agg(price_per_km order by price_per_km) filter (where currency = 'EUR'), '{}'), 0.75), 4),
  min(agreed_at)`;

/**
 * Every lane's figures from the deal rows in (since, now], in one statement: one grouping per kind of lane
 * (country or region level, one vehicle type or all), each a single pass over the window's rows. Used where
 * many rows arrive at once (a bulk load such as the bench's); migration 0030 runs the same SQL after its backfill.
 */
export function laneStatsRebuildSql(since: SQL, now: SQL): SQL {
  const figures = sql.raw(FIGURES);
  const lane = sql.raw('form_type, loading_country, unloading_country');
  const both = sql.raw(`loading_region <> '' and unloading_region <> ''`);
  return sql`
    with w as (select * from lane_price_deals where agreed_at > ${since} and agreed_at <= ${now})
    insert into lane_price_stats (form_type, loading_country, unloading_country, loading_region, unloading_region, truck_type,
      deals, companies, excluded_currency, median_per_km, p25_per_km, p75_per_km, oldest_agreed_at, window_from, computed_at)
    select *, ${since}, ${now} from (
      select ${lane}, '', '', 0::smallint, ${figures} from w group by ${lane}
      union all
      select ${lane}, '', '', truck_type, ${figures} from w where truck_type is not null group by ${lane}, truck_type
      union all
      select ${lane}, loading_region, unloading_region, 0::smallint, ${figures} from w where ${both}
        group by ${lane}, loading_region, unloading_region
      union all
      select ${lane}, loading_region, unloading_region, truck_type, ${figures} from w where ${both} and truck_type is not null
        group by ${lane}, loading_region, unloading_region, truck_type
    ) lanes`;
}

/** Replaces every lane's figures (a bulk rebuild); day to day they are kept by refreshLanePrices and the window job. */
export async function rebuildAllLaneStats(db: Database, since: Date, now: Date): Promise<void> {
  await db.execute(sql`delete from lane_price_stats`);
  await db.execute(laneStatsRebuildSql(sql`${since.toISOString()}::timestamptz`, sql`${now.toISOString()}::timestamptz`));
}
