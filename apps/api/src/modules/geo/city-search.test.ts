import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DbHandle } from '../../db/client';
import { cities } from '../../db/schema-entries';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { createTestDatabase } from '../../test/test-app';
import { citySearch } from './city-search.service';

/** Issue 30 item 2: the city picker asks at every letter; an answer is kept, as the cities change only by the import. */
describe('city search answers kept in memory', () => {
  let database: DbHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedTestCities(database.db);
  });
  afterAll(() => database.close());

  it('answers a search it has answered from memory, and reads a new one', async () => {
    const { db } = database;
    const first = await citySearch(db, 'HU', 'Buda', 'de');
    expect(first[0]).toMatchObject({ id: TEST_CITY_IDS.budapest, name: 'Budapest' });
    // The row changes behind its back (only an import could): the kept answer stands, and is the same one.
    await db.update(cities).set({ name: 'Budapest changed' }).where(eq(cities.id, TEST_CITY_IDS.gyor));
    expect(await citySearch(db, 'HU', 'Buda', 'de')).toBe(first);
    expect((await citySearch(db, 'HU', 'Budapest changed', 'de')).map((city) => city.id)).toEqual([TEST_CITY_IDS.gyor]);
    // Another language or country is another answer.
    expect(await citySearch(db, 'HU', 'Buda', 'ro')).not.toBe(first);
    expect(await citySearch(db, 'RO', 'Buda', 'de')).toEqual([]);
  });

  it('lets concurrent askers of one search share a single lookup', async () => {
    const [one, other] = await Promise.all([citySearch(database.db, 'RO', 'Cluj', 'hu'), citySearch(database.db, 'RO', 'Cluj', 'hu')]);
    expect(one).toBe(other);
    expect(one[0]).toMatchObject({ id: TEST_CITY_IDS.clujNapoca, name: 'Kolozsvár' });
  });

  it('keeps no failed lookup: the next ask reads again', async () => {
    let failures = 1;
    // A database whose first query fails, as when its connection drops.
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'select' && failures > 0) {
          failures -= 1;
          throw new Error('connection lost');
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    await expect(citySearch(flaky, 'DE', 'Münch', 'en')).rejects.toThrow('connection lost');
    expect((await citySearch(flaky, 'DE', 'Münch', 'en'))[0]).toMatchObject({ id: TEST_CITY_IDS.munich });
  });
});
