import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { SEARCH_SPELLING } from '../../db/schema-geo';
import type { CityMatch } from './geo.queries';

/**
 * Issue 30 item 2: the city picker's prefix and infix search answered from memory. Each random prefix a
 * dispatcher types is a new search, and in PostgreSQL it costs two index scans per table (about 2 ms,
 * mostly the trigram infix): at a couple of hundred searches a second that queues. GeoNames cities and
 * their names change only by the import, so the whole searchable set (about 70,000 cities and 9,000
 * other names: 27 MB of heap, read in half a second) is read once after the import and searched here
 * in about 20 µs.
 *
 * The answer must be the database's to the letter, so nothing here re-implements its rules:
 * - each name's search key is the database's own `immutable_unaccent(lower(name))`;
 * - the typed text is folded character by character with a table the database folded, and a text
 *   with a character the table lacks is left to SQL;
 * - the table is proven on every name at load (folding each name with it gives its key), or the
 *   index is not used at all;
 * - the order of the cities (population, name, id) is the database's, read with ORDER BY.
 */

/** A name's search key and the rank (position in the database's order) of its city. */
type CountryNames = {
  /** Keys sorted by code unit, for the prefix search. */
  sortedKeys: string[];
  sortedRanks: Int32Array;
  /** Every key, each after a separator no folded name holds, for the infix search with indexOf. */
  joined: string;
  /** Start of each key in `joined`, ascending, and its city's rank. */
  starts: Int32Array;
  ranks: Int32Array;
};

export type CityIndex = {
  /** The country's cities with a name starting with (then containing) the text, as selectCitiesByPrefix/ByInfix; undefined: ask SQL. */
  search(country: string, text: string, limit: number): CityMatch[] | undefined;
  /** The shown names (not the search-only spellings) of a city, in name order, as selectCityNames gives them. */
  shownNames(cityId: number): readonly string[];
};

const SEPARATOR = '\u0001';

type CityRow = { id: number; country: string; name: string; population: number; key: string };
type NameRow = { city_id: number; country: string; lang: string; name: string; key: string };
type FoldRow = { ch: string; folded: string };

const indexes = new WeakMap<Database, Promise<CityIndex | undefined>>();
const ready = new WeakMap<Database, CityIndex>();

/** The index of `db` once loaded and proven; undefined before (and for a transaction), when searches use SQL. */
export function cityIndexOf(db: Database): CityIndex | undefined {
  return ready.get(db);
}

/**
 * Reads the cities and names of `db` into memory (once; later calls share the load). Called after the
 * import at start; until it resolves, and if the fold table fails its proof, the search stays in SQL.
 */
export function loadCityIndex(db: Database): Promise<CityIndex | undefined> {
  let loading = indexes.get(db);
  if (!loading) {
    loading = buildCityIndex(db).then((index) => {
      if (index && indexes.get(db) === loading) ready.set(db, index);
      return index;
    });
    indexes.set(db, loading);
    loading.catch(() => indexes.delete(db));
  }
  return loading;
}

/** The cities or their names changed (their import): the index is dropped and read again on the next load. */
export function forgetCityIndex(db: Database): void {
  indexes.delete(db);
  ready.delete(db);
}

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

async function buildCityIndex(db: Database): Promise<CityIndex | undefined> {
  const cityRows = await rowsOf<CityRow>(
    db,
    sql`SELECT id, country, name, population, immutable_unaccent(lower(name)) AS key FROM cities ORDER BY population DESC, name, id`,
  );
  const nameRows = await rowsOf<NameRow>(
    db,
    sql`SELECT city_id, country, lang, name, immutable_unaccent(lower(name)) AS key FROM city_names ORDER BY city_id, name`,
  );
  const everyName: readonly { name: string; key: string }[] = [...cityRows, ...nameRows];
  const fold = await foldTable(
    db,
    everyName.map((row) => row.name),
  );
  const foldText = (text: string): string | undefined => {
    let folded = '';
    for (const ch of text) {
      const one = fold.get(ch);
      if (one === undefined) return undefined;
      folded += one;
    }
    return folded;
  };
  // The proof: the table folds every name to the database's key, or the index is not used.
  if (everyName.some((row) => foldText(row.name) !== row.key || row.key.includes(SEPARATOR))) return undefined;

  const rankOf = new Map<number, number>();
  cityRows.forEach((city, rank) => rankOf.set(city.id, rank));
  const keysByCountry = new Map<string, { key: string; rank: number }[]>();
  const add = (country: string, key: string, rank: number) => {
    let list = keysByCountry.get(country);
    if (!list) keysByCountry.set(country, (list = []));
    list.push({ key, rank });
  };
  for (const [rank, city] of cityRows.entries()) add(city.country, city.key, rank);
  const shown = new Map<number, string[]>();
  for (const row of nameRows) {
    const rank = rankOf.get(row.city_id);
    if (rank === undefined) continue;
    add(row.country, row.key, rank);
    if (row.lang === SEARCH_SPELLING) continue;
    let names = shown.get(row.city_id);
    if (!names) shown.set(row.city_id, (names = []));
    names.push(row.name);
  }
  const byCountry = new Map<string, CountryNames>();
  for (const [country, list] of keysByCountry) byCountry.set(country, countryNames(list));

  return {
    search(country, text, limit) {
      const query = foldText(text);
      if (query === undefined) return undefined;
      const names = byCountry.get(country);
      if (!names || query === '' || limit <= 0) return [];
      const prefixed = prefixRanks(names, query);
      const first = [...prefixed].sort((a, b) => a - b).slice(0, limit);
      const rest =
        first.length >= limit
          ? []
          : [...infixRanks(names, query)]
              .filter((rank) => !prefixed.has(rank))
              .sort((a, b) => a - b)
              .slice(0, limit - first.length);
      return [...first, ...rest].map((rank) => {
        const city = cityRows[rank]!;
        return { id: city.id, name: city.name, population: city.population };
      });
    },
    shownNames: (cityId) => shown.get(cityId) ?? [],
  };
}

/** Every character of the names, in both cases, and printable ASCII, each folded by the database. */
async function foldTable(db: Database, names: readonly string[]): Promise<Map<string, string>> {
  const chars = new Set<string>();
  for (let code = 0x20; code < 0x7f; code++) chars.add(String.fromCharCode(code));
  for (const name of names)
    for (const ch of name) {
      chars.add(ch);
      for (const variant of [ch.toLowerCase(), ch.toUpperCase()]) if ([...variant].length === 1) chars.add(variant);
    }
  chars.delete(SEPARATOR);
  const rows = await rowsOf<FoldRow>(
    db,
    sql`SELECT ch, immutable_unaccent(lower(ch)) AS folded FROM json_array_elements_text(${JSON.stringify([...chars])}::json) AS ch`,
  );
  return new Map(rows.map((row) => [row.ch, row.folded]));
}

function countryNames(list: { key: string; rank: number }[]): CountryNames {
  const starts = new Int32Array(list.length);
  const ranks = new Int32Array(list.length);
  let joined = '';
  list.forEach(({ key, rank }, at) => {
    joined += SEPARATOR;
    starts[at] = joined.length;
    ranks[at] = rank;
    joined += key;
  });
  const sorted = [...list].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank));
  return {
    sortedKeys: sorted.map((entry) => entry.key),
    sortedRanks: Int32Array.from(sorted, (entry) => entry.rank),
    joined: joined + SEPARATOR,
    starts,
    ranks,
  };
}

/** Ranks of the cities with a key starting with `query`: the run of sorted keys from its lower bound. */
function prefixRanks(names: CountryNames, query: string): Set<number> {
  let low = 0;
  let high = names.sortedKeys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (names.sortedKeys[middle]! < query) low = middle + 1;
    else high = middle;
  }
  const found = new Set<number>();
  for (let at = low; at < names.sortedKeys.length && names.sortedKeys[at]!.startsWith(query); at++) found.add(names.sortedRanks[at]!);
  return found;
}

/** Ranks of the cities with a key containing `query`: each occurrence in the joined keys, mapped to its key. */
function infixRanks(names: CountryNames, query: string): Set<number> {
  const found = new Set<number>();
  for (let position = names.joined.indexOf(query); position !== -1;) {
    // The key holding this occurrence: the last one starting at or before it.
    let low = 0;
    let high = names.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (names.starts[middle]! <= position) low = middle;
      else high = middle - 1;
    }
    found.add(names.ranks[low]!);
    // Past this key: another occurrence in it finds the same city.
    const next = low + 1 < names.starts.length ? names.starts[low + 1]! : names.joined.length;
    position = names.joined.indexOf(query, next);
  }
  return found;
}
