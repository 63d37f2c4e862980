import type { SpokenLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { BoundedMap } from './bounded-map';
import { cityNamesInEach } from './geo.service';
import { selectHomonyms, type HomonymRow } from './homonyms.queries';
import { regionNameIn } from './region-names';

/** How many cities' homonym rows one process keeps per database. */
const MAX_MEMO_CITIES = 20_000;

/**
 * Each city's homonym row, null where no other city of its country shares its name. GeoNames cities
 * change only by the import (first start, before any request), and the look-up costs tens of
 * milliseconds for a page's cities (the nearest large city of each homonym): every entry list names its
 * places with it, so it is kept in memory, per process and database (issue 30: search under load).
 */
const memos = new WeakMap<Database, BoundedMap<number, HomonymRow | null>>();

/** The cities' regions changed (their import): what was kept of them is read again. */
export function forgetHomonyms(db: Database): void {
  memos.delete(db);
}

async function homonymRows(db: Database, ids: readonly number[]): Promise<HomonymRow[]> {
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new BoundedMap(MAX_MEMO_CITIES)));
  const found: HomonymRow[] = [];
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const known = memo.get(id);
    if (known === undefined) missing.push(id);
    else if (known) found.push(known);
  }
  if (missing.length === 0) return found;
  const rows = new Map((await selectHomonyms(db, missing)).map((row) => [row.id, row]));
  for (const id of missing) {
    const row = rows.get(id) ?? null;
    memo.set(id, row);
    if (row) found.push(row);
  }
  return found;
}

/** What tells a homonym apart: its region ("Florești (Cluj)"), or else its nearest large city ("Newport, near Cardiff"). */
export type HomonymHint = { region: string } | { near: string };

/**
 * Issue 35 item 5: of these GeoNames cities, those whose name another city of their country shares
 * (Romania has five Florești), each with what tells it apart for a reader of each language: its region's
 * name when no other of those places lies in that region and the region's name is known
 * (region-names.ts), else the nearest large city's name (the British nations or a French région are
 * often shared). One lookup of the homonyms for all the languages.
 */
export async function homonymHintsInEach<Lang extends SpokenLanguage>(
  db: Database,
  ids: readonly number[],
  langs: readonly Lang[],
): Promise<Map<Lang, Map<number, HomonymHint>>> {
  const rows = await homonymRows(db, ids);
  const byLang = new Map<Lang, Map<number, HomonymHint>>(langs.map((lang) => [lang, new Map()]));
  if (rows.length === 0) return byLang;
  const nearIds = rows.flatMap((row) => (row.nearId === null ? [] : [row.nearId]));
  const nearNames = nearIds.length > 0 ? await cityNamesInEach(db, nearIds, langs) : new Map<Lang, Map<number, string>>();
  for (const [lang, hints] of byLang)
    for (const row of rows) {
      const region = row.regionTellsApart ? regionNameIn(row.country, row.admin1, lang) : undefined;
      const near = row.nearId === null ? undefined : nearNames.get(lang)?.get(row.nearId);
      if (region) hints.set(row.id, { region });
      else if (near) hints.set(row.id, { near });
    }
  return byLang;
}

/** homonymHintsInEach for one reader language. */
export async function homonymHintsIn(db: Database, ids: readonly number[], lang: SpokenLanguage): Promise<Map<number, HomonymHint>> {
  return (await homonymHintsInEach(db, ids, [lang])).get(lang) ?? new Map();
}
