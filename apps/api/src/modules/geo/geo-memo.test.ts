import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { cityNames } from '../../db/schema-geo';
import { cities, userAddedCities } from '../../db/schema-entries';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { createTestDatabase } from '../../test/test-app';
import { cityNamesIn, findOrCreateUserAddedCity, getCities, useGeoMemoOf } from './geo.service';

/**
 * Issue 15: GeoNames cities and their names change only by the import, so what a publish or a page looks
 * up about them is kept in memory per database; a hand-added city keeps its first spelling for good.
 */
describe('memo of cities and city names', () => {
  let database: DbHandle;
  let other: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = await createTestDatabase();
    await seedTestCities(database.db);
  });
  afterAll(async () => {
    await database.close();
    await other.close();
  });

  it('answers a city and its names from memory once read', async () => {
    const { db } = database;
    const id = TEST_CITY_IDS.timisoara;
    expect((await getCities(db, [id])).get(id)?.name).toBe('Timişoara');
    expect((await cityNamesIn(db, [id], 'hu')).get(id)).toBe('Temesvár');
    // The rows change behind its back (only an import could): the memo still answers.
    await db.delete(cityNames).where(eq(cityNames.cityId, id));
    await db.update(cities).set({ name: 'changed' }).where(eq(cities.id, id));
    expect((await getCities(db, [id])).get(id)?.name).toBe('Timişoara');
    expect((await cityNamesIn(db, [id], 'hu')).get(id)).toBe('Temesvár');
    // Another reader language is answered from the same memo.
    expect((await cityNamesIn(db, [id], 'de')).get(id)).toBe('Temeswar');
  });

  it('keeps only what exists: an unknown id is asked again, and found once it is there', async () => {
    const { db } = database;
    const id = 999_000_001;
    expect((await getCities(db, [id])).has(id)).toBe(false);
    await db.insert(cities).values({ id, name: 'Later', country: 'RO', population: 1, latitude: 45, longitude: 21, featureCode: 'PPL' });
    expect((await getCities(db, [id])).get(id)?.name).toBe('Later');
  });

  it('keeps one memo per database', async () => {
    expect((await getCities(database.db, [TEST_CITY_IDS.budapest])).size).toBe(1);
    expect((await getCities(other.db, [TEST_CITY_IDS.budapest])).size).toBe(0);
  });

  it('shares the memo with a transaction, but keeps its hand-added cities out until they are committed', async () => {
    const { db } = database;
    await db
      .transaction(async (transaction) => {
        const tx = useGeoMemoOf(db, transaction);
        expect((await getCities(tx, [TEST_CITY_IDS.timisoara])).get(TEST_CITY_IDS.timisoara)?.name).toBe('Timişoara');
        expect((await findOrCreateUserAddedCity(tx, 'RO', 'Rolled Back Village')).name).toBe('Rolled Back Village');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const count = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(userAddedCities)
          .where(eq(userAddedCities.name, 'Rolled Back Village'))
      )[0]?.n;
    expect(await count()).toBe(0);
    // Asked again, the city is created for real (the memo did not remember the rolled-back row).
    const created = await findOrCreateUserAddedCity(db, 'RO', 'Rolled  Back Village ');
    expect(created.name).toBe('Rolled Back Village');
    expect(await count()).toBe(1);
    // The first spelling stays: another spelling of it is the same city, from memory or not.
    expect(await findOrCreateUserAddedCity(db, 'RO', 'Rolled Back Village')).toEqual(created);
    expect(await findOrCreateUserAddedCity(db, 'RO', 'ROLLED BACK VILLAGE')).toEqual(created);
  });
});
