import { beforeAll, describe, expect, it } from 'vitest';
import type { CombinedLocation, Country, UserAddedCity } from '@freight/shared/geo';
import { seedTestCities, TEST_CITIES, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer, insertMember } from '../staff/staff.test-helpers';
import { findOrCreateUserAddedCity, getCities, searchCities } from './geo.service';

describe('geo API', () => {
  const ctx = useTestApp();
  let member: { authorization: string };

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    member = await bearer(ctx.app, (await insertMember(ctx.database.db)).user.id);
  });

  const get = (url: string, headers: Record<string, string> = member) => ctx.app.inject({ method: 'GET', url, headers });
  const lookup = async (query: string): Promise<CombinedLocation> => {
    const response = await get(`/api/combined-location/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const names = (map: Record<string, string> | undefined) => Object.values(map ?? {});

  describe('GET /api/countries/', () => {
    const countries = async (lang?: string): Promise<Country[]> => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/countries/${lang ? `?lang=${lang}` : ''}` });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const nameOf = (list: Country[], code: string) => list.find((country) => country.code === code)?.name;

    it('is public and lists the 47 European countries, in English by default', async () => {
      const list = await countries();
      expect(list).toHaveLength(47);
      expect(new Set(list.map((country) => country.code)).size).toBe(47);
      expect(nameOf(list, 'DE')).toBe('Germany');
      expect(nameOf(list, 'XK')).toBe('Kosovo');
    });

    it('names the countries in the requested language, sorted in that language', async () => {
      const [de, hu, ro, it] = await Promise.all(['de', 'hu', 'ro', 'it'].map((lang) => countries(lang)));
      expect(nameOf(de!, 'DE')).toBe('Deutschland');
      expect(nameOf(de!, 'HU')).toBe('Ungarn');
      expect(nameOf(hu!, 'HU')).toBe('Magyarország');
      expect(nameOf(hu!, 'AT')).toBe('Ausztria');
      expect(nameOf(ro!, 'RO')).toBe('România');
      expect(nameOf(ro!, 'CH')).toBe('Elveția');
      expect(nameOf(it!, 'DE')).toBe('Germania');
      for (const [lang, list] of [
        ['de', de!],
        ['hu', hu!],
        ['ro', ro!],
        ['it', it!],
      ] as const) {
        const sorted = [...list].sort((a, b) => a.name.localeCompare(b.name, lang));
        expect(list.map((country) => country.code)).toEqual(sorted.map((country) => country.code));
      }
      // Romanian collation puts Ț between T and U (a code-point sort would put it after every ASCII name).
      const romanian = ro!.map((country) => country.name);
      expect(romanian.indexOf('Turcia')).toBeLessThan(romanian.indexOf('Țările de Jos'));
      expect(romanian.indexOf('Țările de Jos')).toBeLessThan(romanian.indexOf('Ucraina'));
    });

    it('falls back to English for an unknown language', async () => {
      expect(nameOf(await countries('xx'), 'HU')).toBe('Hungary');
      expect(nameOf(await countries('sr'), 'HU')).toBe('Мађарска');
    });
  });

  describe('GET /api/combined-location/', () => {
    it('refuses guests', async () => {
      const response = await get('/api/combined-location/?countries=RO&search=timi', {});
      expect([response.statusCode, response.json().code]).toEqual([401, 'not_authenticated']);
    });

    it('ignores accents and case', async () => {
      expect(await lookup('countries=RO&search=timisoara')).toEqual({ RO: { [TEST_CITY_IDS.timisoara]: 'Timişoara' } });
      expect(names((await lookup('countries=RO&search=brasov')).RO)).toContain('Braşov');
      expect(names((await lookup('countries=RO&search=Brașov')).RO)).toContain('Braşov'); // comma-below ș finds cedilla ş
      expect(names((await lookup('countries=HU&search=GYOR')).HU)).toContain('Győr');
      expect(names((await lookup('countries=DE&lang=de&search=munchen')).DE)).toEqual(
        expect.arrayContaining(['München', 'Münchenbernsdorf', 'Garching bei München', 'Schwabmünchen']),
      );
      expect(names((await lookup('countries=CH&search=zurich')).CH)).toContain('Zürich');
      expect(names((await lookup('countries=PL&search=krakow')).PL)).toContain('Kraków');
    });

    it('answers per requested country', async () => {
      const answer = await lookup('countries=RO&countries=HU&lang=ro&search=buda');
      expect(Object.keys(answer).sort()).toEqual(['HU', 'RO']);
      expect(answer.HU?.[TEST_CITY_IDS.budapest]).toBe('Budapesta'); // named in the request's lang (issue 12)
      for (const name of names(answer.RO)) expect(name.toLowerCase()).toContain('buda');
    });

    it('ranks names starting with the text before names containing it, larger cities first', async () => {
      const gyor = await searchCities(ctx.database.db, 'HU', 'gyor');
      const prefix = gyor.filter((city) => city.name.toLowerCase().startsWith('győr'));
      expect(prefix.map((city) => city.name)).toEqual(['Győr', 'Győrújbarát', 'Győrszemere']);
      expect(gyor.slice(0, 3)).toEqual(prefix);
      // Mogyoród is larger than Győrszemere but only contains the text.
      const rest = gyor.slice(3);
      expect(rest.map((city) => city.name)).toContain('Mogyoród');
      expect(rest.map((city) => city.population)).toEqual([...rest.map((city) => city.population)].sort((a, b) => b - a));

      const timi = await searchCities(ctx.database.db, 'RO', 'timi');
      expect(timi.map((city) => city.name)).toEqual(['Timişoara', 'Timişeşti', 'Slatina-Timiş', 'Eftimie Murgu']);
    });

    it("keeps that ranking in the entry form's ordered city search, which refuses guests", async () => {
      const response = await get('/api/city-search/?country=HU&search=gyor');
      expect(response.statusCode, response.body).toBe(200);
      const ranked = (await searchCities(ctx.database.db, 'HU', 'gyor')).map((city) => ({ id: city.id, name: city.name }));
      expect(response.json()).toEqual(ranked);
      expect(ranked[0]?.name).toBe('Győr');
      expect((await get('/api/city-search/?country=HU&search=gyor', {})).statusCode).toBe(401);
      expect((await get('/api/city-search/?country=XX&search=gyor')).statusCode).toBe(400);
    });

    it('keeps the best matches when more match than the limit', async () => {
      const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      const romanian = TEST_CITIES.filter((city) => city.country === 'RO');
      const prefix = romanian.filter((city) => fold(city.name).startsWith('bra')).sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
      const infix = romanian.filter((city) => fold(city.name).includes('bra') && !fold(city.name).startsWith('bra'));
      expect(prefix.length).toBeGreaterThan(5);
      expect(infix.length).toBeGreaterThan(0);

      const top = await searchCities(ctx.database.db, 'RO', 'bra', 'en', 5);
      expect(top.map((city) => city.id)).toEqual(prefix.slice(0, 5).map((city) => city.id));
      const answer = await lookup('countries=RO&search=bra');
      expect(Object.keys(answer.RO ?? {})).toHaveLength(Math.min(20, prefix.length + infix.length));
      for (const city of prefix) expect(answer.RO?.[city.id]).toBe(city.name);
    });

    it('finds nothing (without an error) for fewer than 3 characters', async () => {
      expect(await lookup('countries=RO&countries=HU&search=ti')).toEqual({ RO: {}, HU: {} });
      expect(await lookup('countries=RO')).toEqual({ RO: {} });
    });

    it('treats LIKE wildcards literally', async () => {
      expect(await lookup('countries=RO&search=%25%25%25')).toEqual({ RO: {} });
      expect(await lookup('countries=RO&search=___')).toEqual({ RO: {} });
    });

    it('adds the cities asked for by id whatever the search', async () => {
      const answer = await lookup(
        `countries=RO&countries=HU&search=xyz&city_ids=${TEST_CITY_IDS.brasov}&city_ids=${TEST_CITY_IDS.gyor}&city_ids=999999999`,
      );
      expect(answer).toEqual({ RO: { [TEST_CITY_IDS.brasov]: 'Braşov' }, HU: { [TEST_CITY_IDS.gyor]: 'Győr' } });
      const single = await lookup(`countries=RO&city_ids=${TEST_CITY_IDS.clujNapoca}`);
      expect(single).toEqual({ RO: { [TEST_CITY_IDS.clujNapoca]: 'Cluj-Napoca' } });
    });

    it('accepts at most 3 known countries', async () => {
      const tooMany = await get('/api/combined-location/?countries=RO&countries=HU&countries=DE&countries=AT&search=bra');
      expect([tooMany.statusCode, tooMany.json().code]).toEqual([400, 'validation_failed']);
      const none = await get('/api/combined-location/?search=bra');
      expect(none.statusCode).toBe(400);
      const unknown = await get('/api/combined-location/?countries=US&search=bra');
      expect(unknown.statusCode).toBe(400);
      const three = await lookup('countries=RO&countries=HU&countries=DE&search=bra');
      expect(Object.keys(three).sort()).toEqual(['DE', 'HU', 'RO']);
    });
  });

  it('documents the three calls in the OpenAPI description', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, { get?: { parameters?: { name: string }[] } }> }).paths;
    expect(paths['/api/combined-location/']?.get?.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'city_ids',
      'countries',
      'lang',
      'search',
    ]);
    expect(paths['/api/countries/']).toBeDefined();
    expect(paths['/api/user-added-cities/']).toBeDefined();
  });

  describe('getCities', () => {
    it('returns the cities by id with coordinates and feature code', async () => {
      const found = await getCities(ctx.database.db, [TEST_CITY_IDS.timisoara, TEST_CITY_IDS.paris, 999999999]);
      expect([...found.keys()].sort()).toEqual([TEST_CITY_IDS.paris, TEST_CITY_IDS.timisoara].sort());
      expect(found.get(TEST_CITY_IDS.timisoara)).toEqual({
        id: TEST_CITY_IDS.timisoara,
        name: 'Timişoara',
        country: 'RO',
        latitude: expect.closeTo(45.75, 1),
        longitude: expect.closeTo(21.23, 1),
        featureCode: 'PPLA',
      });
      expect(found.get(TEST_CITY_IDS.paris)?.featureCode).toBe('PPLC');
      expect((await getCities(ctx.database.db, [])).size).toBe(0);
    });
  });

  describe('user-added cities', () => {
    it('creates a city once per country, whatever the accents, case and spacing', async () => {
      const db = ctx.database.db;
      const first = await findOrCreateUserAddedCity(db, 'RO', '  Sânmărtinu  Nou ');
      expect(first).toEqual({ id: expect.any(Number), name: 'Sânmărtinu Nou', country: 'RO' });
      for (const spelling of ['sanmartinu nou', 'SÂNMĂRTINU NOU', 'Sanmartinu   Nou']) {
        expect(await findOrCreateUserAddedCity(db, 'RO', spelling)).toEqual(first);
      }
      const elsewhere = await findOrCreateUserAddedCity(db, 'HU', 'Sânmărtinu Nou');
      expect(elsewhere.id).not.toBe(first.id);
      const concurrent = await Promise.all(Array.from({ length: 5 }, () => findOrCreateUserAddedCity(db, 'RO', 'Valea Lungă Mică')));
      expect(new Set(concurrent.map((city) => city.id)).size).toBe(1);
    });

    it('searches them per country, prefix matches first, members only', async () => {
      const db = ctx.database.db;
      await findOrCreateUserAddedCity(db, 'RO', 'Nouăsat');
      await findOrCreateUserAddedCity(db, 'RO', 'Satu Nou de Jos');
      const search = async (query: string): Promise<UserAddedCity[]> => {
        const response = await get(`/api/user-added-cities/?${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return response.json();
      };
      expect((await search('country=RO&search=nou')).map((city) => city.name)).toEqual(['Nouăsat', 'Satu Nou de Jos', 'Sânmărtinu Nou']);
      expect((await search('country=RO&search=SANMAR')).map((city) => city.name)).toEqual(['Sânmărtinu Nou']);
      expect(await search('country=HU&search=nouasat')).toEqual([]);
      expect(await search('country=RO&search=no')).toEqual([]);
      expect((await get('/api/user-added-cities/?country=RO&search=nou', {})).statusCode).toBe(401);
      expect((await get('/api/user-added-cities/?country=ZZ&search=nou')).statusCode).toBe(400);
    });
  });
});
