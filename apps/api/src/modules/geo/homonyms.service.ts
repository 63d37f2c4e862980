import type { SpokenLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { cityNamesIn } from './geo.service';
import { selectHomonyms } from './homonyms.queries';
import { regionNameIn } from './region-names';

/** What tells a homonym apart: its region ("Florești (Cluj)"), or else its nearest large city ("Newport, near Cardiff"). */
export type HomonymHint = { region: string } | { near: string };

/**
 * Issue 35 item 5: of these GeoNames cities, those whose name another city of their country shares
 * (Romania has five Florești), each with what tells it apart for a reader of `lang`: its region's name
 * when no other of those places lies in that region and the region's name is known (region-names.ts),
 * else the nearest large city's name (the British nations or a French région are often shared).
 */
export async function homonymHintsIn(db: Database, ids: readonly number[], lang: SpokenLanguage): Promise<Map<number, HomonymHint>> {
  const rows = await selectHomonyms(db, [...new Set(ids)]);
  if (rows.length === 0) return new Map();
  const hints = new Map<number, HomonymHint>();
  const needNear: { id: number; nearId: number }[] = [];
  for (const row of rows) {
    const region = row.regionTellsApart ? regionNameIn(row.country, row.admin1, lang) : undefined;
    if (region) hints.set(row.id, { region });
    else if (row.nearId !== null) needNear.push({ id: row.id, nearId: row.nearId });
  }
  if (needNear.length === 0) return hints;
  const names = await cityNamesIn(
    db,
    needNear.map((pair) => pair.nearId),
    lang,
  );
  for (const pair of needNear) {
    const name = names.get(pair.nearId);
    if (name) hints.set(pair.id, { near: name });
  }
  return hints;
}
