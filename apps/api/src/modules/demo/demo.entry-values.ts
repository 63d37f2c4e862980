import crypto from 'node:crypto';
import { OFFER_VALIDITY_DAYS } from '@freight/shared/entries';
import { roadDistanceKm } from '../geo/geo.service';
import { timeZoneOfCountry } from '@freight/shared/country-time-zones';
import { loadingEndsAt } from '@freight/shared/entry-dates';
import { localDateIn, wallTimeIn } from '@freight/shared/zoned-time';
import type { EntryInsert } from '../entries/entries.queries';
import { makeIdentificationId } from '../entries/entry-writes.service';
import { DEMO_PLACES, TRUCK_PROFILES, WARE_PROFILES, type DemoLane, type PlaceKey } from './demo.entries';

export type DemoCity = { id: number; name: string; country: string; latitude: number; longitude: number; featureCode: string };

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);
export const addDays = (date: string, days: number) => isoDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/** Loading days spread over the next week, so the demo lists are live and sorted naturally. */
const LOADING_DAY_OFFSETS = [0, 1, 1, 2, 2, 3, 4, 5, 6, 7];
/** Loading windows (local time of the loading place, as the §4 expiry rule reads them); none means the whole day, until 23:59. */
const LOADING_TIMES: [string | null, string | null][] = [
  [null, null],
  ['08:00', '16:00'],
  ['06:00', '14:00'],
  ['10:00', '18:00'],
];

export type Schedule = { dateStart: string; dateEnd: string; timeStart: string | null; timeEnd: string | null };

/**
 * When lane `index` loads. The first entry of each form type ends its loading a few hours from now
 * (inside the §9 expiry windows, so the dashboard shows them); loads of today have no end time,
 * so they stay live until the end of the day whenever the demo starts.
 */
function scheduleOf(index: number, firstOfItsForm: boolean, formType: 'truck' | 'ware', now: Date, zone: string): Schedule {
  if (firstOfItsForm) {
    const endsAt = new Date(
      Math.floor((now.getTime() + (formType === 'truck' ? 4 : 3) * 60 * MINUTE_MS) / (5 * MINUTE_MS)) * 5 * MINUTE_MS,
    );
    const local = wallTimeIn(endsAt, zone);
    return { dateStart: local.date, dateEnd: local.date, timeStart: null, timeEnd: local.time };
  }
  const offset = LOADING_DAY_OFFSETS[index % LOADING_DAY_OFFSETS.length] ?? 1;
  const dateStart = addDays(localDateIn(now, zone), offset);
  const dateEnd = addDays(dateStart, index % 4 === 0 ? 1 : 0);
  const [timeStart, timeEnd] = offset === 0 ? [null, null] : (LOADING_TIMES[index % LOADING_TIMES.length] ?? [null, null]);
  return { dateStart, dateEnd, timeStart, timeEnd };
}

/** The entry rows of one demo company: lanes whose cities are not in the table are skipped. */
export function buildDemoEntries(options: {
  lanes: DemoLane[];
  cities: ReadonlyMap<PlaceKey, DemoCity>;
  companyId: number;
  userIds: number[];
  now: Date;
  takenIds: Set<string>;
}): EntryInsert[] {
  const { lanes, cities, companyId, userIds, now, takenIds } = options;
  const seenForms = new Set<string>();
  const rows: EntryInsert[] = [];
  lanes.forEach((lane, index) => {
    const from = cities.get(lane.from);
    const to = cities.get(lane.to);
    if (!from || !to) return;
    const firstOfItsForm = !seenForms.has(lane.formType);
    seenForms.add(lane.formType);
    const loading = scheduleOf(index, firstOfItsForm, lane.formType, now, timeZoneOfCountry(from.country) ?? 'UTC');
    const unloadingDate = addDays(loading.dateEnd, transitDaysOf(from, to));
    // Published over the last two days, the newest first in the list; never in the future.
    const createdAt = new Date(now.getTime() - (index * 97 + 5) * MINUTE_MS);
    const validityDays = OFFER_VALIDITY_DAYS[index % OFFER_VALIDITY_DAYS.length] ?? 45;
    rows.push(
      demoEntryRow({
        lane,
        from,
        to,
        loading,
        unloadingDate,
        createdAt,
        validUntil: new Date(createdAt.getTime() + validityDays * DAY_MS),
        companyId,
        userId: userIds[index % userIds.length] ?? null,
        index,
        takenIds,
      }),
    );
  });
  return rows;
}

/** About 650 km a day on the road; short hops unload the same day. */
export function transitDaysOf(from: DemoCity, to: DemoCity): number {
  const distanceKm = roadDistanceKm(from, to);
  return Math.max(0, distanceKm === null ? 1 : Math.ceil(distanceKm / 650) - 1);
}

/**
 * One entry row on a lane between two imported cities, with its schedule and publication given: the live
 * entries above and the entries of the deal history (demo.deal-history.ts) are written alike. `index`
 * varies the details (views, VAT, payment term) from entry to entry.
 */
export function demoEntryRow(input: {
  lane: DemoLane;
  from: DemoCity;
  to: DemoCity;
  loading: Schedule;
  unloadingDate: string;
  createdAt: Date;
  validUntil: Date;
  companyId: number;
  userId: number | null;
  index: number;
  takenIds: Set<string>;
}): EntryInsert {
  const { lane, from, to, loading, unloadingDate, createdAt, index, takenIds } = input;
  const profile = (lane.formType === 'truck' ? TRUCK_PROFILES : WARE_PROFILES)[lane.profile];
  if (!profile) throw new Error(`demo lane ${lane.from} → ${lane.to}: no ${lane.formType} profile ${lane.profile}`);
  let identificationId = makeIdentificationId(lane.formType);
  while (takenIds.has(identificationId)) identificationId = makeIdentificationId(lane.formType);
  takenIds.add(identificationId);
  return {
    uid: crypto.randomUUID(),
    identificationId,
    formType: lane.formType,
    companyId: input.companyId,
    userId: input.userId,
    createdAt,
    modifiedAt: createdAt,
    validUntil: input.validUntil,
    loadingEndsAt: loadingEndsAt(from.country, loading.dateEnd, loading.timeEnd),
    viewCount: (index * 7) % 19,
    distanceKm: roadDistanceKm(from, to),
    notes: lane.notes ?? '',
    loadingCountry: from.country,
    loadingCityId: from.id,
    loadingCityName: from.name,
    loadingCityType: from.featureCode,
    loadingLatitude: from.latitude,
    loadingLongitude: from.longitude,
    loadingPostalCode: DEMO_PLACES[lane.from].postalCode,
    loadingDateStart: loading.dateStart,
    loadingDateEnd: loading.dateEnd,
    loadingTimeStart: loading.timeStart,
    loadingTimeEnd: loading.timeEnd,
    unloadingCountry: to.country,
    unloadingCityId: to.id,
    unloadingCityName: to.name,
    unloadingCityType: to.featureCode,
    unloadingLatitude: to.latitude,
    unloadingLongitude: to.longitude,
    unloadingPostalCode: DEMO_PLACES[lane.to].postalCode,
    unloadingDateStart: unloadingDate,
    unloadingDateEnd: unloadingDate,
    unloadingTimeStart: null,
    unloadingTimeEnd: null,
    truckTransportType: profile.truckTransportType,
    truckCoating: profile.truckCoating,
    truckType: lane.formType === 'truck' ? profile.truckType : null,
    truckSpecialFeatures: profile.specialFeatures,
    platformTypes: lane.formType === 'ware' ? profile.platformTypes : [],
    escrowAccount: lane.formType === 'ware' && profile.escrowAccount,
    dangerousLoad: profile.dangerousLoad,
    weight: profile.weight,
    volume: profile.volume,
    mdp: profile.mdp,
    price: lane.price ?? null,
    currency: lane.currency ?? 'EUR',
    vatType: index % 3 === 0,
    paymentTerm: [30, 45, 60, 14][index % 4] ?? 30,
  };
}
