import type { CitySearchResult } from '@freight/shared/geo';
import type { SpokenLanguage } from '@freight/shared/languages';
import type { Database } from '../../db/client';
import { BoundedMap } from './bounded-map';
import { searchCities } from './geo.service';
import { homonymHintsIn } from './homonyms.service';

/** How many answers of the city picker one process keeps per database: a few hundred KB. */
const MAX_ANSWERS = 20_000;

/**
 * The city picker's answers, kept per database and shared by concurrent askers (issue 30 item 2): a
 * dispatcher's picker asks again at every letter, and many ask the same first letters. GeoNames cities and
 * their names change only by the import, before any request (geo.service.ts's memo rests on the same), so
 * an answer never goes stale; a failed lookup is not kept.
 */
const answers = new WeakMap<Database, BoundedMap<string, Promise<CitySearchResult[]>>>();

async function lookUp(db: Database, country: string, search: string, lang: SpokenLanguage): Promise<CitySearchResult[]> {
  const found = await searchCities(db, country, search, lang);
  const hints = await homonymHintsIn(
    db,
    found.map((city) => city.id),
    lang,
  );
  return found.map((city) => {
    const hint = hints.get(city.id);
    return {
      id: city.id,
      name: city.name,
      ...(city.matchedName ? { matched_name: city.matchedName } : {}),
      ...(hint && 'region' in hint ? { region: hint.region } : {}),
      ...(hint && 'near' in hint ? { near_city: hint.near } : {}),
    };
  });
}

/** §7 city search: the country's cities whose name in any language starts with (then contains) the text, with homonym hints. */
export function citySearch(db: Database, country: string, search: string, lang: SpokenLanguage): Promise<CitySearchResult[]> {
  let kept = answers.get(db);
  if (!kept) {
    kept = new BoundedMap(MAX_ANSWERS);
    answers.set(db, kept);
  }
  const key = `${country}\u0000${lang}\u0000${search.trim()}`;
  const known = kept.get(key);
  if (known) return known;
  const answer = lookUp(db, country, search, lang);
  kept.set(key, answer);
  answer.catch(() => {
    if (kept.get(key) === answer) kept.delete(key);
  });
  return answer;
}
