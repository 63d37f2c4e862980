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
};

/**
 * The Statistics page's lanes (issue 32 item 7): the company's own EUR deals in (since, now] on either side,
 * by country → country lane (all vehicle types), with the lane's kept figures. The caller applies the thresholds
 * to the lane's figures; the company's own median is its own prices.
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
    select lanes.*, s.median_per_km::text as lane_median, s.deals as lane_deals, s.companies as lane_companies
    from lanes left join lane_price_stats s
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
  }));
}
