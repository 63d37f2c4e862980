import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** A lane the company dealt on in the window: its own median beside the lane's kept figures. */
export type CompanyLane = {
  formType: 'truck' | 'ware';
  loadingCountry: string;
  unloadingCountry: string;
  ownDeals: number;
  ownMedian: number;
  laneMedian: number | null;
  laneDeals: number;
  laneCompanies: number;
  /** The lane's EUR deals in the window that are not the company's own, and their companies. */
  othersDeals: number;
  othersCompanies: number;
};

type Row = {
  form_type: 'truck' | 'ware';
  loading_country: string;
  unloading_country: string;
  own_deals: number;
  own_median: string;
  lane_median: string | null;
  lane_deals: number | null;
  lane_companies: number | null;
  others_deals: number;
  others_companies: number;
};

/**
 * The Statistics page's lanes (issue 32 item 7): the company's own EUR deals in (since, now] on either side,
 * by country → country lane (all vehicle types), with the lane's kept figures and the counts of the lane's deals
 * that are not the company's (what the company does not know of the lane's prices). The caller applies the
 * thresholds to both; the company's own median is its own prices. One range of the lane index per lane.
 */
export async function companyLanes(db: Database, companyId: number, since: Date, now: Date, limit = 50): Promise<CompanyLane[]> {
  const window = sql`agreed_at > ${since.toISOString()}::timestamptz and agreed_at <= ${now.toISOString()}::timestamptz and currency = 'EUR'`;
  const result = (await db.execute(sql`
    with own as (
      select deal_id, form_type, loading_country, unloading_country, price_per_km from lane_price_deals
      where carrier_company_id = ${companyId} and ${window}
      union
      select deal_id, form_type, loading_country, unloading_country, price_per_km from lane_price_deals
      where payer_company_id = ${companyId} and ${window}
    ), lanes as (
      select form_type, loading_country, unloading_country, count(*)::int as own_deals,
        round(lane_percentile(array_agg(price_per_km order by price_per_km), 0.5), 4)::text as own_median
      from own group by form_type, loading_country, unloading_country
    )
    select lanes.*, s.median_per_km::text as lane_median, s.deals as lane_deals, s.companies as lane_companies,
      others.deals as others_deals, others.companies as others_companies
    from lanes cross join lateral (
      select count(*)::int as deals, least(count(distinct o.carrier_company_id), count(distinct o.payer_company_id))::int as companies
      from lane_price_deals o
      where o.form_type = lanes.form_type and o.loading_country = lanes.loading_country and o.unloading_country = lanes.unloading_country
        and o.agreed_at > ${since.toISOString()}::timestamptz and o.agreed_at <= ${now.toISOString()}::timestamptz and o.currency = 'EUR'
        and o.carrier_company_id <> ${companyId} and o.payer_company_id <> ${companyId}
    ) others
    left join lane_price_stats s
      on s.form_type = lanes.form_type and s.loading_country = lanes.loading_country
      and s.unloading_country = lanes.unloading_country and s.loading_region = '' and s.unloading_region = '' and s.truck_type = 0
    order by lanes.own_deals desc, lanes.loading_country, lanes.unloading_country, lanes.form_type
    limit ${limit}`)) as unknown as { rows: Row[] };
  return result.rows.map((row) => ({
    formType: row.form_type,
    loadingCountry: row.loading_country,
    unloadingCountry: row.unloading_country,
    ownDeals: row.own_deals,
    ownMedian: Number(row.own_median),
    laneMedian: row.lane_median === null ? null : Number(row.lane_median),
    laneDeals: row.lane_deals ?? 0,
    laneCompanies: row.lane_companies ?? 0,
    othersDeals: row.others_deals,
    othersCompanies: row.others_companies,
  }));
}

/**
 * The company's agreed deals in (since, now] on either side that the lanes leave out for their currency (only
 * EUR counts, no exchange-rate table is kept): the Statistics page says how many (issue 32 item 5).
 */
export async function countOwnOtherCurrencyDeals(db: Database, companyId: number, since: Date, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as deals from lane_price_deals
    where (carrier_company_id = ${companyId} or payer_company_id = ${companyId}) and currency <> 'EUR'
      and agreed_at > ${since.toISOString()}::timestamptz and agreed_at <= ${now.toISOString()}::timestamptz`)) as unknown as {
    rows: { deals: number }[];
  };
  return result.rows[0]!.deals;
}
