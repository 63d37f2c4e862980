import type { UiLanguage } from '@freight/shared/languages';
import type { FormType } from '@freight/shared/entries';
import {
  MATCH_COUNT_CAP,
  type MatchCounts,
  type MatchCountsQuery,
  type MatchPage,
  type MatchQuery,
  matchedFormOf,
  type ReturnLoadPage,
} from '@freight/shared/matching';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { greatCircleKm } from '../geo/geo.service';
import { liveEntriesWithIds } from '../entries/entries.service';
import type { Caller } from '../entries/entry-permissions.service';
import { decodeMatchCursor, encodeMatchCursor } from './match-cursor';
import * as queries from './matching.queries';

/** Km with one decimal, as a card shows them. */
const km = (metres: number) => Math.round(metres / 100) / 10;

/**
 * The own entry whose matches are asked for. Only its company's members may ask (any of them: matches
 * are read, not changed); another company's entry answers 404 as if it did not exist.
 */
async function ownEntry(db: Database, formType: FormType, uid: string, caller: Caller) {
  const own = await queries.selectOwnEntry(db, formType, uid);
  if (!own || own.companyId !== caller.companyId) throw new AppError('not_found');
  return own;
}

/**
 * A page of ranked rows as the API answers it: the ranked ids read as entries (one statement), with
 * `extra` fields per row. One row more than the page was read to know whether another page follows.
 */
async function pageOf<R extends queries.RankedRow, X>(
  db: Database,
  formType: FormType,
  rows: R[],
  limit: number,
  caller: Caller,
  now: Date,
  lang: UiLanguage,
  extra: (row: R) => X,
) {
  const page = rows.slice(0, limit);
  const read = await liveEntriesWithIds(
    db,
    formType,
    page.map((row) => row.id),
    caller,
    now,
    lang,
  );
  const byId = new Map(page.map((row) => [row.id, row]));
  const last = page.at(-1);
  return {
    results: read.map(({ id, entry }) => ({ ...entry, ...extra(byId.get(id)!) })),
    next: rows.length > limit && last ? encodeMatchCursor(last.keys) : null,
  };
}

/** Issue 17 item 5: the entries of the other form type that fit an own entry, ranked (decision 023). */
export async function matchesOf(
  db: Database,
  formType: FormType,
  uid: string,
  caller: Caller,
  query: MatchQuery,
  now: Date,
  lang: UiLanguage,
): Promise<MatchPage> {
  const own = await ownEntry(db, formType, uid, caller);
  const cursor = query.cursor === undefined ? undefined : decodeMatchCursor(query.cursor);
  const rows = await queries.selectMatches(db, formType, own, query.radius, now, query.limit + 1, cursor);
  return pageOf(db, matchedFormOf(formType), rows, query.limit, caller, now, lang, (row) => ({ empty_km: km(row.emptyMetres) }));
}

/** Issue 17 item 6: wares that take an own truck from its unloading place toward its company's home. */
export async function returnLoadsOf(
  db: Database,
  uid: string,
  caller: Caller,
  query: MatchQuery,
  now: Date,
  lang: UiLanguage,
): Promise<ReturnLoadPage> {
  const truck = await ownEntry(db, 'truck', uid, caller);
  const home = await queries.selectHomePoint(db, caller.companyId);
  // No home point or no unloading coordinates (a city added by hand): nothing can be measured.
  if (!home || truck.unloadingLatitude === null) return { results: [], next: null };
  const cursor = query.cursor === undefined ? undefined : decodeMatchCursor(query.cursor);
  const rows = await queries.selectReturnLoads(db, truck, home, query.radius, now, query.limit + 1, cursor);
  const wayHomeKm = greatCircleKm({ latitude: truck.unloadingLatitude, longitude: truck.unloadingLongitude! }, home);
  return pageOf(db, 'ware', rows, query.limit, caller, now, lang, (row) => ({
    empty_km: km(row.emptyMetres),
    home_km_covered: km(row.gainMetres),
    home_share: wayHomeKm === 0 ? 0 : Math.min(1, Math.round((row.gainMetres / 1000 / wayHomeKm) * 100) / 100),
  }));
}

/** Issue 17 item 5: the match counts of a page of own entries, in one statement. */
export async function matchCounts(db: Database, caller: Caller, query: MatchCountsQuery, now: Date): Promise<MatchCounts> {
  const counts = await queries.selectMatchCounts(db, query.form_type, caller.companyId, query.uids, query.radius, now);
  return { counts: Object.fromEntries(counts), cap: MATCH_COUNT_CAP, radius: query.radius };
}
