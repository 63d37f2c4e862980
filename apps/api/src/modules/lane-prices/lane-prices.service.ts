import {
  LANE_CURRENCY,
  LANE_MIN_COMPANIES,
  LANE_MIN_DEALS,
  LANE_WINDOW_DAYS,
  type LanePrice,
  type LanePriceQuery,
} from '@freight/shared/lane-prices';
import type { Database } from '../../db/client';
import { selectDealLaneFacts } from '../deals/deals.service';
import { cityRegions } from '../geo/geo.service';
import { selectEntryRoute } from '../entries/entry-route.queries';
import * as queries from './lane-prices.queries';
import { rebuildAllLaneStats } from './lane-stats-rebuild.queries';

export { companyLanes, type CompanyLane } from './company-lanes.queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The window's start: a deal agreed more than 90 days before `now` no longer counts. */
export const windowStart = (now: Date) => new Date(now.getTime() - LANE_WINDOW_DAYS * DAY_MS);

/** The lanes a deal row counts in: country and (with both regions known) region level, its vehicle type and all types. */
function lanesOf(row: {
  formType: 'truck' | 'ware';
  loadingCountry: string;
  unloadingCountry: string;
  loadingRegion: string;
  unloadingRegion: string;
  truckType: number | null;
}): queries.LaneKey[] {
  const regions = [['', '']];
  if (row.loadingRegion && row.unloadingRegion) regions.push([row.loadingRegion, row.unloadingRegion]);
  const types = row.truckType === null ? [0] : [0, row.truckType];
  return regions.flatMap(([loadingRegion, unloadingRegion]) =>
    types.map((truckType) => ({
      formType: row.formType,
      loadingCountry: row.loadingCountry,
      unloadingCountry: row.unloadingCountry,
      loadingRegion: loadingRegion!,
      unloadingRegion: unloadingRegion!,
      truckType,
    })),
  );
}

/**
 * Issue 32 item 5: keeps the lane price of a deal's lane current when the deal is agreed or an agreed
 * deal is cancelled, on the transaction that changed it (called by the deals module). A deal counts while it
 * is agreed; a total price without a road distance (a member-typed city) cannot be priced per km.
 */
export async function refreshLanePrices(tx: Database, dealId: number, now: Date): Promise<void> {
  const facts = await selectDealLaneFacts(tx, dealId);
  if (!facts) return;
  const before = await queries.selectLaneDeal(tx, dealId);
  const lanes = before ? lanesOf(before) : [];
  if (facts.status === 'agreed' && facts.agreedAt) {
    const route = facts.entryId === null ? null : await selectEntryRoute(tx, facts.entryId);
    const distanceKm = route?.distanceKm && route.distanceKm > 0 ? route.distanceKm : null;
    if (facts.priceUnit === 'per_km' || distanceKm !== null) {
      const cityIds = [route?.loadingCityId, route?.unloadingCityId].filter((id): id is number => typeof id === 'number');
      const regions = await cityRegions(tx, cityIds);
      const row = {
        dealId,
        formType: facts.formType,
        loadingCountry: facts.loadingCountry,
        unloadingCountry: facts.unloadingCountry,
        loadingRegion: (route?.loadingCityId && regions.get(route.loadingCityId)) || '',
        unloadingRegion: (route?.unloadingCityId && regions.get(route.unloadingCityId)) || '',
        truckType: facts.truckType,
        distanceKm,
        currency: facts.currency,
        carrierCompanyId: facts.carrierCompanyId,
        payerCompanyId: facts.payerCompanyId,
        agreedAt: facts.agreedAt,
      };
      await queries.upsertLaneDeal(tx, row, { minor: facts.priceMinor, unit: facts.priceUnit, distanceKm });
      lanes.push(...lanesOf(row));
    } else if (before) await queries.deleteLaneDeal(tx, dealId);
  } else if (before) await queries.deleteLaneDeal(tx, dealId);
  const seen = new Set<string>();
  for (const lane of lanes) {
    const id = JSON.stringify(lane);
    if (seen.has(id)) continue;
    seen.add(id);
    await queries.recomputeLane(tx, lane, windowStart(now), now);
  }
}

/**
 * The window moves: lanes still counting a deal agreed before the window are recomputed (by the hourly
 * job), so a figure is never more than an hour past its 90-day edge. Answers how many lanes were recomputed.
 */
export async function refreshLeavingLanes(db: Database, now: Date): Promise<number> {
  let done = 0;
  for (;;) {
    const lanes = await queries.selectLeavingLanes(db, windowStart(now), 200);
    for (const lane of lanes) await queries.recomputeLane(db, lane, windowStart(now), now);
    done += lanes.length;
    if (lanes.length < 200) return done;
  }
}

/** Every lane's figures at once from the kept deal rows (a bulk load such as the bench's). */
export const rebuildLanePrices = (db: Database, now: Date) => rebuildAllLaneStats(db, windowStart(now), now);

const figure = (value: string | null) => (value === null ? null : Number(value));
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A lane's answer: the figures only at or above the thresholds, the counts always. */
function answer(row: queries.LaneStatsRow | null, level: 'region' | 'country', now: Date): LanePrice {
  const deals = row?.deals ?? 0;
  const companies = row?.companies ?? 0;
  const enough = deals >= LANE_MIN_DEALS && companies >= LANE_MIN_COMPANIES;
  return {
    insufficient_data: !enough,
    level,
    median_per_km: enough ? figure(row!.medianPerKm) : null,
    p25: enough ? figure(row!.p25PerKm) : null,
    p75: enough ? figure(row!.p75PerKm) : null,
    deals,
    companies,
    currency: LANE_CURRENCY,
    excluded_other_currency: row?.excludedCurrency ?? 0,
    min_deals: LANE_MIN_DEALS,
    min_companies: LANE_MIN_COMPANIES,
    from: day(windowStart(now)),
    to: day(now),
  };
}

/**
 * Issue 32 items 5–6: a lane's price. With both cities given and their region → region lane above the
 * thresholds, that lane; otherwise country → country. Each is one primary-key read of the kept figures.
 */
export async function getLanePrice(db: Database, query: LanePriceQuery, now: Date): Promise<LanePrice> {
  const base = {
    formType: query.form_type,
    loadingCountry: query.loading_country,
    unloadingCountry: query.unloading_country,
    truckType: query.truck_type ?? 0,
  };
  if (query.loading_city && query.unloading_city) {
    const regions = await cityRegions(db, [query.loading_city, query.unloading_city]);
    const loadingRegion = regions.get(query.loading_city) ?? '';
    const unloadingRegion = regions.get(query.unloading_city) ?? '';
    if (loadingRegion && unloadingRegion) {
      const region = answer(await queries.selectLaneStats(db, { ...base, loadingRegion, unloadingRegion }), 'region', now);
      if (!region.insufficient_data) return region;
    }
  }
  return answer(await queries.selectLaneStats(db, { ...base, loadingRegion: '', unloadingRegion: '' }), 'country', now);
}
