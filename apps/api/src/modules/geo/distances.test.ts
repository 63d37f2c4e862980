import { beforeAll, describe, expect, it } from 'vitest';
import type { Distance } from '@freight/shared/geo';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer, insertMember } from '../staff/staff.test-helpers';

describe('GET /api/distances/ (issue 35 item 1)', () => {
  const ctx = useTestApp();
  let member: { authorization: string };

  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    member = await bearer(ctx.app, (await insertMember(ctx.database.db)).user.id);
  });

  const get = (query: string, headers: Record<string, string> = member) =>
    ctx.app.inject({ method: 'GET', url: `/api/distances/?${query}`, headers });

  it('answers the great-circle distance and the road estimate of entries, with the way it was made', async () => {
    const response = await get(`from_city=${TEST_CITY_IDS.clujNapoca}&to_city=${TEST_CITY_IDS.bucharest}&lang=en`);
    expect(response.statusCode, response.body).toBe(200);
    const distance: Distance = response.json();
    // Cluj-Napoca – Bucharest: about 324 km as the crow flies.
    expect(distance.great_circle_km).toBeGreaterThan(315);
    expect(distance.great_circle_km).toBeLessThan(335);
    expect(distance.method).toBe('great_circle_factor');
    expect(distance.road_factor).toBe(1.2);
    expect(distance.road_km).toBe(Math.round(distance.great_circle_km * 1.2));
    expect(distance.from).toMatchObject({ id: TEST_CITY_IDS.clujNapoca, country: 'RO' });
    expect(distance.to).toMatchObject({ id: TEST_CITY_IDS.bucharest, country: 'RO', name: 'Bucharest' });
  });

  it('names the places in the reader’s language', async () => {
    const response = await get(`from_city=${TEST_CITY_IDS.vienna}&to_city=${TEST_CITY_IDS.budapest}&lang=de`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Distance>().from.name).toBe('Wien');
    const hu = await get(`from_city=${TEST_CITY_IDS.vienna}&to_city=${TEST_CITY_IDS.budapest}&lang=hu`);
    expect(hu.json<Distance>().from.name).toBe('Bécs');
  });

  it('is zero from a city to itself', async () => {
    const response = await get(`from_city=${TEST_CITY_IDS.paris}&to_city=${TEST_CITY_IDS.paris}`);
    expect(response.json()).toMatchObject({ great_circle_km: 0, road_km: 0 });
  });

  it('asks for a session before anything else, refuses bad ids and answers 404 for a city not in the data', async () => {
    expect((await get('from_city=abc', {})).statusCode).toBe(401);
    expect((await get(`from_city=${TEST_CITY_IDS.paris}&to_city=${TEST_CITY_IDS.berlin}`, {})).statusCode).toBe(401);
    const invalid = await get(`from_city=2147483648&to_city=${TEST_CITY_IDS.berlin}`);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'validation_failed', fields: { from_city: expect.any(Array) as unknown } });
    expect((await get(`to_city=${TEST_CITY_IDS.berlin}`)).statusCode).toBe(400);
    const missing = await get(`from_city=999999999&to_city=${TEST_CITY_IDS.berlin}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });
});
