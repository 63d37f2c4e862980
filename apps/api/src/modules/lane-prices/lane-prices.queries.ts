import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lanePriceDeals, lanePriceStats } from '../../db/schema-lane-prices';

/** A lane as its figures are kept: regions '' = country to country, truckType 0 = all vehicle types. */
export type LaneKey = {
  formType: 'truck' | 'ware';
  loadingCountry: string;
  unloadingCountry: string;
  loadingRegion: string;
  unloadingRegion: string;
  truckType: number;
};

export type LaneDealRow = typeof lanePriceDeals.$inferInsert;
export type LaneStatsRow = typeof lanePriceStats.$inferSelect;

export async function selectLaneDeal(db: Database, dealId: number) {
  const [row] = await db.select().from(lanePriceDeals).where(eq(lanePriceDeals.dealId, dealId));
  return row ?? null;
}

/**
 * The deal's row, its price per km computed exactly in SQL (numeric): a per-km price as is, a total divided
 * by the road distance, rounded to 4 decimals.
 */
export async function upsertLaneDeal(
  db: Database,
  row: Omit<LaneDealRow, 'pricePerKm'>,
  price: { minor: number; unit: 'total' | 'per_km'; distanceKm: number | null },
): Promise<void> {
  const perKm =
    price.unit === 'per_km'
      ? sql`round(${price.minor}::numeric / 100, 4)`
      : sql`round(${price.minor}::numeric / 100 / ${price.distanceKm}::numeric, 4)`;
  await db
    .insert(lanePriceDeals)
    .values({ ...row, pricePerKm: perKm })
    .onConflictDoUpdate({ target: lanePriceDeals.dealId, set: { ...row, pricePerKm: perKm } });
}

export async function deleteLaneDeal(db: Database, dealId: number): Promise<void> {
  await db.delete(lanePriceDeals).where(eq(lanePriceDeals.dealId, dealId));
}

type Figures = {
  deals: number;
  companies: number;
  excluded: number;
  oldest: string | null;
  median: string | null;
  p25: string | null;
  p75: string | null;
};

/**
 * Recomputes one lane over (since, now]: EUR deals give the percentiles (lane_percentile, percentile_cont's
 * interpolation on numeric) and the counts; other currencies are only counted. One range of the lane index.
 */
export async function recomputeLane(db: Database, key: LaneKey, since: Date, now: Date): Promise<void> {
  const result = (await db.execute(sql`
    with lane as (
      select price_per_km, currency, carrier_company_id, payer_company_id, agreed_at
      from lane_price_deals
      where form_type = ${key.formType} and loading_country = ${key.loadingCountry} and unloading_country = ${key.unloadingCountry}
        and agreed_at > ${since.toISOString()}::timestamptz and agreed_at <= ${now.toISOString()}::timestamptz
        and (${key.loadingRegion}::text = '' or loading_region = ${key.loadingRegion})
        and (${key.unloadingRegion}::text = '' or unloading_region = ${key.unloadingRegion})
        and (${key.truckType}::int = 0 or truck_type = ${key.truckType})
    ), eur as (
      select array_agg(price_per_km order by price_per_km) as sorted, count(*)::int as deals,
        least(count(distinct carrier_company_id), count(distinct payer_company_id))::int as companies
      from lane where currency = 'EUR'
    )
    select eur.deals, eur.companies,
      (select count(*)::int from lane where currency <> 'EUR') as excluded,
      (select min(agreed_at) from lane)::text as oldest,
      round(lane_percentile(eur.sorted, 0.5), 4)::text as median,
      round(lane_percentile(eur.sorted, 0.25), 4)::text as p25,
      round(lane_percentile(eur.sorted, 0.75), 4)::text as p75
    from eur`)) as unknown as { rows: Figures[] };
  const figures = result.rows[0]!;
  const where = and(
    eq(lanePriceStats.formType, key.formType),
    eq(lanePriceStats.loadingCountry, key.loadingCountry),
    eq(lanePriceStats.unloadingCountry, key.unloadingCountry),
    eq(lanePriceStats.loadingRegion, key.loadingRegion),
    eq(lanePriceStats.unloadingRegion, key.unloadingRegion),
    eq(lanePriceStats.truckType, key.truckType),
  );
  if (figures.oldest === null) {
    await db.delete(lanePriceStats).where(where);
    return;
  }
  const values = {
    deals: figures.deals,
    companies: figures.companies,
    excludedCurrency: figures.excluded,
    medianPerKm: figures.median,
    p25PerKm: figures.p25,
    p75PerKm: figures.p75,
    oldestAgreedAt: new Date(figures.oldest),
    windowFrom: since,
    computedAt: now,
  };
  await db
    .insert(lanePriceStats)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [
        lanePriceStats.formType,
        lanePriceStats.loadingCountry,
        lanePriceStats.unloadingCountry,
        lanePriceStats.loadingRegion,
        lanePriceStats.unloadingRegion,
        lanePriceStats.truckType,
      ],
      set: values,
    });
}

/** The deals of a lane's key: its countries, and its regions and vehicle type unless '' and 0 (all). */
const inLane = (key: LaneKey) => sql`form_type = ${key.formType} and loading_country = ${key.loadingCountry}
  and unloading_country = ${key.unloadingCountry}
  and (${key.loadingRegion}::text = '' or loading_region = ${key.loadingRegion})
  and (${key.unloadingRegion}::text = '' or unloading_region = ${key.unloadingRegion})
  and (${key.truckType}::int = 0 or coalesce(truck_type = ${key.truckType}, false))`;

/**
 * The EUR deals of `key`'s lane in (since, now] that are neither in the narrower lane `except.lane` nor deals
 * of the company `except.companyId`: how many, and from how many companies (counted as recomputeLane does).
 * One range of the lane index.
 */
export async function countLaneDealsExcept(
  db: Database,
  key: LaneKey,
  since: Date,
  now: Date,
  except: { lane?: LaneKey; companyId?: number },
): Promise<{ deals: number; companies: number }> {
  const result = (await db.execute(sql`
    select count(*)::int as deals, least(count(distinct carrier_company_id), count(distinct payer_company_id))::int as companies
    from lane_price_deals
    where ${inLane(key)} and currency = 'EUR'
      and agreed_at > ${since.toISOString()}::timestamptz and agreed_at <= ${now.toISOString()}::timestamptz
      ${except.lane ? sql`and not (${inLane(except.lane)})` : sql``}
      ${except.companyId === undefined ? sql`` : sql`and carrier_company_id <> ${except.companyId} and payer_company_id <> ${except.companyId}`}`)) as unknown as {
    rows: { deals: number; companies: number }[];
  };
  return result.rows[0]!;
}

/** One lane's kept figures: a primary-key lookup (the ≤ 5 ms read of issue 32). */
export async function selectLaneStats(db: Database, key: LaneKey): Promise<LaneStatsRow | null> {
  const [row] = await db
    .select()
    .from(lanePriceStats)
    .where(
      and(
        eq(lanePriceStats.formType, key.formType),
        eq(lanePriceStats.loadingCountry, key.loadingCountry),
        eq(lanePriceStats.unloadingCountry, key.unloadingCountry),
        eq(lanePriceStats.loadingRegion, key.loadingRegion),
        eq(lanePriceStats.unloadingRegion, key.unloadingRegion),
        eq(lanePriceStats.truckType, key.truckType),
      ),
    );
  return row ?? null;
}

/** Lanes that still count a deal which has left the window (the hourly job recomputes them). */
export function selectLeavingLanes(db: Database, cutoff: Date, limit: number): Promise<LaneKey[]> {
  return db
    .select({
      formType: lanePriceStats.formType,
      loadingCountry: lanePriceStats.loadingCountry,
      unloadingCountry: lanePriceStats.unloadingCountry,
      loadingRegion: lanePriceStats.loadingRegion,
      unloadingRegion: lanePriceStats.unloadingRegion,
      truckType: lanePriceStats.truckType,
    })
    .from(lanePriceStats)
    .where(lte(lanePriceStats.oldestAgreedAt, cutoff))
    .limit(limit);
}
