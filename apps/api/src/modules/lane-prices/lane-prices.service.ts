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
import { AppError } from '../../app-error';
import { cityRegions, getCities } from '../geo/geo.service';
import { selectEntryRoute } from '../entries/entry-route.queries';
import * as queries from './lane-prices.queries';
import { rebuildAllLaneStats } from './lane-stats-rebuild.queries';

export { companyLanes, countOwnOtherCurrencyDeals, type CompanyLane } from './company-lanes.queries';

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
const enough = (counts: { deals: number; companies: number }) => counts.deals >= LANE_MIN_DEALS && counts.companies >= LANE_MIN_COMPANIES;

/** A lane's answer: the figures only when `shown`, the counts always, and whether a lane above the thresholds was withheld. */
function answer(row: queries.LaneStatsRow | null, level: 'region' | 'country', shown: boolean, now: Date): LanePrice {
  return {
    insufficient_data: !shown,
    withheld: !shown && row !== null && enough(row),
    level,
    median_per_km: shown ? figure(row!.medianPerKm) : null,
    p25: shown ? figure(row!.p25PerKm) : null,
    p75: shown ? figure(row!.p75PerKm) : null,
    deals: row?.deals ?? 0,
    companies: row?.companies ?? 0,
    currency: LANE_CURRENCY,
    excluded_other_currency: row?.excludedCurrency ?? 0,
    min_deals: LANE_MIN_DEALS,
    min_companies: LANE_MIN_COMPANIES,
    from: day(windowStart(now)),
    to: day(now),
  };
}

/** The kept lanes that hold every deal of `key` and more: all vehicle types, and country to country. */
function widerLanes(key: queries.LaneKey): queries.LaneKey[] {
  const country = { ...key, loadingRegion: '', unloadingRegion: '' };
  const wider = key.loadingRegion ? [country] : [];
  if (key.truckType !== 0) wider.push(...[key, ...wider].map((lane) => ({ ...lane, truckType: 0 })));
  return wider;
}

/**
 * Whether a lane's figures may be shown to `callerCompanyId` (null: staff). The thresholds must hold for
 * every set of prices the caller could isolate, not only for the lane: the lane without the caller's own
 * deals (it knows its own prices), and what sets the lane apart from each wider lane shown beside it
 * (region or vehicle type against country or all types), which differencing the two answers would expose.
 * Such a set may also be empty: then it reveals nothing.
 */
async function mayShow(
  db: Database,
  key: queries.LaneKey,
  row: queries.LaneStatsRow | null,
  callerCompanyId: number | null,
  now: Date,
): Promise<boolean> {
  if (!row || !enough(row)) return false;
  const since = windowStart(now);
  const caller = callerCompanyId === null ? {} : { companyId: callerCompanyId };
  const hidden = (counts: { deals: number; companies: number }) => counts.deals > 0 && !enough(counts);
  if (callerCompanyId !== null && hidden(await queries.countLaneDealsExcept(db, key, since, now, caller))) return false;
  for (const wider of widerLanes(key)) {
    const widerRow = await queries.selectLaneStats(db, wider);
    // A wider lane with no figure of its own, or with exactly these deals, gives nothing to difference.
    if (!widerRow || !enough(widerRow) || widerRow.deals === row.deals) continue;
    if (widerRow.deals - row.deals < LANE_MIN_DEALS) return false;
    if (hidden(await queries.countLaneDealsExcept(db, wider, since, now, { ...caller, lane: key }))) return false;
  }
  return true;
}

/**
 * Issue 32 items 5–6: a lane's price, for a member of `callerCompanyId` (null: staff). With both cities given
 * and their region → region lane shown, that lane; otherwise country → country. Each is a primary-key read of
 * the kept figures, and the checks of mayShow an index range of the lane's window.
 */
export async function getLanePrice(
  db: Database,
  query: LanePriceQuery,
  now: Date,
  callerCompanyId: number | null = null,
): Promise<LanePrice> {
  const base = {
    formType: query.form_type,
    loadingCountry: query.loading_country,
    unloadingCountry: query.unloading_country,
    truckType: query.truck_type ?? 0,
  };
  const read = async (key: queries.LaneKey, level: 'region' | 'country') => {
    const row = await queries.selectLaneStats(db, key);
    return answer(row, level, await mayShow(db, key, row, callerCompanyId, now), now);
  };
  const regions = await regionsOf(db, query);
  if (regions) {
    const [loadingRegion, unloadingRegion] = regions;
    if (loadingRegion && unloadingRegion) {
      const region = await read({ ...base, loadingRegion, unloadingRegion }, 'region');
      if (!region.insufficient_data) return region;
    }
  }
  return read({ ...base, loadingRegion: '', unloadingRegion: '' }, 'country');
}

/**
 * The regions ('' where unknown) of the query's two cities, null without both. A city that is not a GeoNames
 * city of its side's country is refused: its region code would name a region of another country.
 */
async function regionsOf(db: Database, query: LanePriceQuery): Promise<[string, string] | null> {
  const { loading_city: loading, unloading_city: unloading } = query;
  if (!loading || !unloading) return null;
  const known = await getCities(db, [loading, unloading]);
  const fields: Record<string, string[]> = {};
  if (known.get(loading)?.country !== query.loading_country) fields.loading_city = ['city_unknown'];
  if (known.get(unloading)?.country !== query.unloading_country) fields.unloading_city = ['city_unknown'];
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });
  const regions = await cityRegions(db, [loading, unloading]);
  return [regions.get(loading) ?? '', regions.get(unloading) ?? ''];
}
