import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CombinedLocation, CitySearchResult } from '@freight/shared/geo';
import { seedTestCities, TEST_CITY_IDS as ID } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer, insertMember } from '../staff/staff.test-helpers';
import { citiesByInfixQuery, citiesByPrefixQuery } from './geo.queries';
import { cityNamesIn, findOrCreateUserAddedCity, searchCities } from './geo.service';

/** Issue 12: cities found by any of their names and named in the reader's language (fixture + the real name file). */
describe('city names in every language', () => {
  const ctx = useTestApp();
  let member: { authorization: string };

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    member = await bearer(ctx.app, (await insertMember(ctx.database.db)).user.id);
  });

  const citySearch = async (country: string, search: string, lang?: string): Promise<CitySearchResult[]> => {
    const query = new URLSearchParams({ country, search, ...(lang ? { lang } : {}) });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/city-search/?${query}`, headers: member });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const combined = async (query: string): Promise<CombinedLocation> => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/combined-location/?${query}`, headers: member });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const firstId = async (country: string, search: string) => (await searchCities(ctx.database.db, country, search))[0]?.id;

  it.each([
    ['PL', 'Warszawa', ID.warsaw],
    ['AT', 'Wien', ID.vienna],
    ['DE', 'München', ID.munich],
    ['DE', 'Köln', ID.cologne],
    ['RO', 'București', ID.bucharest],
    ['CZ', 'Praha', ID.prague],
    ['IT', 'Roma', ID.rome],
    ['BG', 'София', ID.sofia],
    ['BE', 'Brussel', ID.brussels],
    ['BE', 'Bruxelles', ID.brussels],
    ['GR', 'Αθήνα', ID.athens],
    ['PT', 'Lisboa', ID.lisbon],
    ['RS', 'Beograd', ID.belgrade],
    ['UA', 'Київ', ID.kyiv],
  ])('finds %s %s by its local name', async (country, search, id) => {
    expect(await firstId(country, search)).toBe(id);
  });

  it.each([
    ['AT', 'Bécs', ID.vienna],
    ['PL', 'Warschau', ID.warsaw],
    ['PL', 'Varsovie', ID.warsaw],
    ['PL', 'Varșovia', ID.warsaw],
    ['CZ', 'Prag', ID.prague],
    ['CZ', 'Prága', ID.prague],
    ['IT', 'Rom', ID.rome],
    ['DE', 'Cologne', ID.cologne],
    ['RO', 'Bukarest', ID.bucharest],
    ['RO', 'Kronstadt', ID.brasov],
    ['RO', 'Temesvár', ID.timisoara],
    ['PL', 'Krakau', ID.krakow],
    ['HU', 'Budapesta', ID.budapest],
    ['FR', 'Párizs', ID.paris],
    ['GR', 'Athènes', ID.athens],
    ['PT', 'Lisszabon', ID.lisbon],
  ])('finds %s %s by an interface-language name', async (country, search, id) => {
    expect(await firstId(country, search)).toBe(id);
  });

  it.each([
    ['DE', 'munchen', ID.munich],
    ['DE', 'MUENCHEN', ID.munich],
    ['DE', 'koeln', ID.cologne],
    ['DE', 'koln', ID.cologne],
    ['AT', 'becs', ID.vienna],
    ['RO', 'bucuresti', ID.bucharest],
    ['RO', 'temesvar', ID.timisoara],
    ['RO', 'brasso', ID.brasov],
    ['PL', 'varso', ID.warsaw],
    ['CZ', 'praga', ID.prague],
    ['BG', 'szofia', ID.sofia],
    ['HU', 'budapesta', ID.budapest],
    ['GR', 'athenes', ID.athens],
  ])('finds %s %s without accents or umlauts', async (country, search, id) => {
    expect(await firstId(country, search)).toBe(id);
  });

  it('ranks by any name: prefix matches first, larger cities first, population-zero duplicates last', async () => {
    const bucur = await searchCities(ctx.database.db, 'RO', 'bucur');
    expect(bucur[0]?.id).toBe(ID.bucharest);
    expect(bucur.map((city) => city.id)).toContain(ID.bucurestiDuplicate);
    expect(bucur.at(-1)?.id).toBe(ID.bucurestiDuplicate);
    // Typing the duplicate's own name still offers Bucharest first: it has that name too.
    expect((await searchCities(ctx.database.db, 'RO', 'Bucuresti')).map((city) => city.id)).toEqual([ID.bucharest, ID.bucurestiDuplicate]);

    const wie = await searchCities(ctx.database.db, 'AT', 'wie');
    expect(wie.map((city) => city.id).slice(0, 2)).toEqual([ID.vienna, ID.wienerNeustadt]);
    // "ien" is inside both Wien and Wiener Neustadt but starts no name: inner matches, larger first.
    const inner = await searchCities(ctx.database.db, 'AT', 'ien');
    expect(inner.map((city) => city.id).slice(0, 2)).toEqual([ID.vienna, ID.wienerNeustadt]);
    // A prefix match by another name beats an inner match of a larger city.
    const viena = await searchCities(ctx.database.db, 'AT', 'viena');
    expect(viena[0]?.id).toBe(ID.vienna);
  });

  it('names each answer in the request language, else the local name, else the GeoNames name', async () => {
    // The name the text matched comes along when the shown one does not contain it.
    expect(await citySearch('AT', 'wien', 'hu')).toEqual([
      { id: ID.vienna, name: 'Bécs', matched_name: 'Wien' },
      { id: ID.wienerNeustadt, name: 'Bécsújhely', matched_name: 'Wiener Neustadt' },
    ]);
    expect((await citySearch('AT', 'Bécs', 'de'))[0]).toEqual({ id: ID.vienna, name: 'Wien', matched_name: 'Bécs' });
    expect((await citySearch('AT', 'Bécs'))[0]).toEqual({ id: ID.vienna, name: 'Vienna', matched_name: 'Bécs' });
    expect((await citySearch('AT', 'bécs', 'hu'))[0]).toEqual({ id: ID.vienna, name: 'Bécs' });
    expect((await citySearch('PL', 'warsz', 'fr'))[0]).toEqual({ id: ID.warsaw, name: 'Varsovie', matched_name: 'Warszawa' });
    expect((await citySearch('DE', 'koeln', 'en'))[0]).toEqual({ id: ID.cologne, name: 'Cologne', matched_name: 'Köln' });
    expect((await citySearch('DE', 'muenchen', 'de'))[0]).toEqual({ id: ID.munich, name: 'München' });
    // The shown name contains the text, but another name is exactly it: said, so nobody adds it by hand again.
    expect((await citySearch('HU', 'budapest', 'ro'))[0]).toEqual({ id: ID.budapest, name: 'Budapesta', matched_name: 'Budapest' });
    expect((await citySearch('HU', 'budapes', 'ro'))[0]).toEqual({ id: ID.budapest, name: 'Budapesta' });

    const ids = `city_ids=${ID.munich}&city_ids=${ID.warsaw}&city_ids=${ID.brasov}&city_ids=${ID.sofia}`;
    const countries = 'countries=DE&countries=PL&countries=RO';
    expect(await combined(`${countries}&${ids}&lang=de`)).toEqual({
      DE: { [ID.munich]: 'München' },
      PL: { [ID.warsaw]: 'Warschau' },
      RO: { [ID.brasov]: 'Kronstadt' },
    });
    expect(await combined(`${countries}&${ids}&lang=en`)).toEqual({
      DE: { [ID.munich]: 'Munich' },
      PL: { [ID.warsaw]: 'Warsaw' },
      RO: { [ID.brasov]: 'Braşov' },
    });
    // Italian (a spoken language without names in the data for these): the local names.
    expect(await combined(`${countries}&${ids}&lang=it`)).toEqual({
      DE: { [ID.munich]: 'München' },
      PL: { [ID.warsaw]: 'Warszawa' },
      RO: { [ID.brasov]: 'Braşov' },
    });
    expect(await combined(`countries=RO&search=bucur&lang=ro`)).toMatchObject({ RO: { [ID.bucharest]: 'București' } });
  });

  it('cityNamesIn: one name per GeoNames city, never a local name in a script the reader does not use', async () => {
    const db = ctx.database.db;
    const ids = [ID.sofia, ID.vienna, ID.munich, ID.belgrade];
    expect(Object.fromEntries(await cityNamesIn(db, ids, 'ro'))).toEqual({
      [ID.sofia]: 'Sofia', // the ro catalogue's София is dropped; the local bg name is Cyrillic
      [ID.vienna]: 'Viena',
      [ID.munich]: 'München',
      [ID.belgrade]: 'Belgrad',
    });
    expect((await cityNamesIn(db, ids, 'bg')).get(ID.sofia)).toBe('София');
    expect((await cityNamesIn(db, ids, 'sr')).get(ID.belgrade)).toBe('Beograd');
    expect((await cityNamesIn(db, [], 'de')).size).toBe(0);
  });

  it('leaves cities members added by hand as typed', async () => {
    const added = await findOrCreateUserAddedCity(ctx.database.db, 'AT', 'Wienerwaldsiedlung Süd');
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user-added-cities/?country=AT&search=wiener', headers: member });
    expect(response.json()).toEqual([{ id: added.id, name: 'Wienerwaldsiedlung Süd', country: 'AT' }]);
    // Not a GeoNames city: cityNamesIn has no name for it, callers keep the typed one.
    expect((await cityNamesIn(ctx.database.db, [added.id], 'de')).has(added.id)).toBe(false);
  });

  describe('search plan', () => {
    /** Drizzle's placeholders replaced by literals, as the planner sees the values of a one-off query. */
    const inline = ({ sql: text, params }: { sql: string; params: unknown[] }) =>
      text.replace(/\$(\d+)/g, (_, n: string) => {
        const value = params[Number(n) - 1];
        return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
      });
    const plan = (query: { toSQL(): { sql: string; params: unknown[] } }) =>
      ctx.database.db.transaction(async (tx) => {
        // The fixture is tiny, so a sequential scan would be cheapest; forbidding it shows an index can serve.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const result = await tx.execute(sql.raw(`EXPLAIN ${inline(query.toSQL())}`));
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });

    // Both tables are searched (the GeoNames name in cities, every other name in city_names), each on an
    // index of its own: the country-scoped btree, or the trigram index where the planner prefers it.
    it.each([
      ['prefix', citiesByPrefixQuery, /cities_country_name_prefix/, /city_names_country_name_prefix/],
      ['inner', citiesByInfixQuery, /cities_(country_name_prefix|name_trgm)/, /city_names_(country_name_prefix|name_trgm)/],
    ] as const)('finds %s matches in cities and city_names through their indexes', async (_kind, build, citiesIndex, namesIndex) => {
      const text = await plan(build(ctx.database.db, 'AT', 'bécs', 20));
      expect(text).not.toMatch(/Seq Scan on (cities|city_names)\b/);
      expect(text).toMatch(new RegExp(`Index Scan (on|using) ${citiesIndex.source}`));
      expect(text).toMatch(new RegExp(`Index Scan (on|using) ${namesIndex.source}`));
    });
  });
});
