import type pg from 'pg';
import type { Member } from './seed';

/** Seeded deals carry this entry uid prefix; the offers the phase itself makes carry OFFER_NOTE. */
export const DEAL_UID_PREFIX = 'bench-deal-';
export const OFFER_NOTE = 'bench offer';
/** The seeded deals' lanes: every pair of these countries (64 lanes, each form type). */
const LANE_COUNTRIES = "array['RO','DE','HU','FR','PL','IT','AT','NL']";
/** The road distance the seeded deals' prices are per km of (their entries are not kept). */
const LANE_KM = 1500;

/**
 * `count` deals between the reading members' companies (issue 31's bench: 100,000 deals), each company the
 * entry's owner of count/companies of them and the bidder of as many, with another reader's company each
 * time: 10 % open, 60 % agreed (numbered, most delivered, invoiced and paid 10–59 days after the invoice),
 * 10 % each declined, withdrawn and cancelled; created over the last year. One offer event (and an accept
 * event when agreed) and one message per deal. Earlier bench deals and offers are removed first. The deals'
 * entries are not kept (entry_id is null): what a deal page and list read is the snapshot.
 */
export async function seedDeals(client: pg.Client, count: number, readers: Member[]): Promise<void> {
  await client.query(`delete from deals where entry_uid like '${DEAL_UID_PREFIX}%' or note = $1`, [OFFER_NOTE]);
  const companies = readers.map((reader) => reader.companyId);
  const users = readers.map((reader) => reader.userId);
  await client.query(
    `insert into deals (entry_uid, form_type, entry_snapshot, owner_company_id, bidder_company_id, owner_user_id, bidder_user_id,
        status, price_minor, price_unit, currency, payment_term_days, loading_date, unloading_date, note, terms_by, number,
        agreed_at, created_at, updated_at, delivery_state, delivered_at, delivery_settled_at, invoice_date, paid_date)
     select '${DEAL_UID_PREFIX}' || g, kind.form_type,
       jsonb_build_object('uid', '${DEAL_UID_PREFIX}' || g, 'identification_id', 'BD' || g, 'form_type', kind.form_type,
         'loading', jsonb_build_object('country', lane.loading, 'city', 'Bench', 'postal_code', '', 'date_start', d.loading::text, 'date_end', d.loading::text),
         'unloading', jsonb_build_object('country', lane.unloading, 'city', 'Bench', 'postal_code', '', 'date_start', d.unloading::text, 'date_end', d.unloading::text),
         'weight', 24, 'volume', null, 'mdp', 13.6, 'truck_type', 1, 'platform_types', '[]'::jsonb, 'vat_type', false, 'notes', ''),
       ($1::int[])[1 + side.owner], ($1::int[])[1 + side.bidder], ($2::int[])[1 + side.owner], ($2::int[])[1 + side.bidder],
       s.status, 90000 + (g % 97) * 1000, 'total', 'EUR', 30 + (g % 3) * 15, d.loading, d.unloading, '', 'bidder',
       case when s.status = 'agreed' then 'FX-2025-' || lpad(g::text, 7, '0') end,
       case when s.status = 'agreed' then d.created + interval '30 minutes' end,
       d.created, d.created + interval '1 hour',
       case when s.delivered then 'confirmed' end,
       case when s.delivered then d.unloading + interval '18 hours' end,
       case when s.delivered then d.unloading + interval '2 days' end,
       case when s.delivered then d.unloading + 1 end,
       case when s.delivered and g % 5 <> 0 and d.unloading + 1 + 10 + (g % 50) <= current_date then d.unloading + 1 + 10 + (g % 50) end
     from generate_series(0, $3::int - 1) g
     cross join lateral (select g % $4::int as owner, (g % $4::int + 1 + (g / $4::int) % ($4::int - 1)) % $4::int as bidder) side
     cross join lateral (select case when g % 2 = 0 then 'truck' else 'ware' end as form_type) kind
     cross join lateral (select (${LANE_COUNTRIES})[1 + (g / 2) % 8] as loading, (${LANE_COUNTRIES})[1 + (g / 16) % 8] as unloading) lane
     cross join lateral (select now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute' as created) c
     cross join lateral (select c.created, c.created::date + 2 as loading, c.created::date + 4 as unloading) d
     cross join lateral (select case g % 10 when 0 then 'open' when 7 then 'declined' when 8 then 'withdrawn' when 9 then 'cancelled' else 'agreed' end as status) s0
     cross join lateral (select s0.status, s0.status = 'agreed' and d.unloading < current_date - 2 as delivered) s`,
    [companies, users, count, companies.length],
  );
  await client.query(
    `insert into deal_events (deal_id, kind, side, company_id, user_id, terms, created_at)
     select id, 'offer', 'bidder', bidder_company_id, bidder_user_id, null::jsonb, created_at from deals where entry_uid like '${DEAL_UID_PREFIX}%'
     union all
     select id, 'accept', 'owner', owner_company_id, owner_user_id, null, agreed_at from deals where entry_uid like '${DEAL_UID_PREFIX}%' and agreed_at is not null`,
  );
  await client.query(
    `insert into deal_messages (deal_id, side, company_id, user_id, text, created_at)
     select id, 'bidder', bidder_company_id, bidder_user_id, 'Can you load on the morning of the first day?', created_at + interval '5 minutes'
     from deals where entry_uid like '${DEAL_UID_PREFIX}%'`,
  );
  // What the lane prices keep of each agreed deal (lane-prices.refreshLanePrices would, one by one); the
  // lanes' figures are then built at once by the API's own rebuild.
  await client.query(
    `insert into lane_price_deals (deal_id, form_type, loading_country, unloading_country, loading_region, unloading_region,
        truck_type, distance_km, currency, price_per_km, carrier_company_id, payer_company_id, agreed_at)
     select id, form_type, entry_snapshot->'loading'->>'country', entry_snapshot->'unloading'->>'country', '', '', 1, ${LANE_KM},
       currency, round(price_minor::numeric / 100 / ${LANE_KM}, 4), carrier_company_id, payer_company_id, agreed_at
     from deals where entry_uid like '${DEAL_UID_PREFIX}%' and status = 'agreed'`,
  );
  await client.query('analyze deals; analyze deal_events; analyze deal_messages; analyze lane_price_deals');
}

/** Per reading member's company, some of its seeded deals as the entry's owner, with the bidder's company. */
export async function dealsByOwner(client: pg.Client, perCompany: number): Promise<Map<number, { id: number; bidder: number }[]>> {
  const { rows } = await client.query<{ id: number; owner: number; bidder: number }>(
    `select id, owner_company_id as owner, bidder_company_id as bidder from (
       select id, owner_company_id, bidder_company_id, row_number() over (partition by owner_company_id order by id) as n
       from deals where entry_uid like '${DEAL_UID_PREFIX}%' and status in ('open', 'agreed')) ranked
     where n <= $1`,
    [perCompany],
  );
  const byOwner = new Map<number, { id: number; bidder: number }[]>();
  for (const row of rows) {
    const list = byOwner.get(row.owner) ?? [];
    list.push({ id: row.id, bidder: row.bidder });
    byOwner.set(row.owner, list);
  }
  return byOwner;
}

/** Live entries of companies other than the readers' (where they may make offers), with their first loading and unloading days. */
export async function offerTargets(client: pg.Client, readers: Member[], limit: number) {
  const { rows } = await client.query<{ uid: string; form_type: 'truck' | 'ware'; loading: string; unloading: string }>(
    `select uid, form_type, to_char(loading_date_start, 'YYYY-MM-DD') as loading, to_char(unloading_date_start, 'YYYY-MM-DD') as unloading
     from entries tablesample system (1)
     where not (company_id = any($1::int[])) and loading_ends_at > now() + interval '1 day' and valid_until > now() + interval '1 day'
       and taken_at is null
     limit $2`,
    [readers.map((reader) => reader.companyId), limit],
  );
  return rows;
}
