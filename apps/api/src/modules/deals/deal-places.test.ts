import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DealDetail, DealPage } from '@freight/shared/deals';
import { deals } from '../../db/schema-deals';
import { seedTestCities, TEST_CITY_IDS } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { bearer, offer, terms, useDealSides, ware } from './deals.test-helpers';

/** Decision 074: a deal names its places as the entry lists name them, in the reader's language. */
describe('deal places in the reader’s language', () => {
  const ctx = useTestApp();
  const sides = useDealSides(() => ctx.database.db, 'Places');
  beforeAll(() => seedTestCities(ctx.database.db));

  const read = async <T>(userId: number, url: string, language?: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) => {
    const headers = { ...(await bearer(ctx.app, userId)), ...(language ? { 'accept-language': language } : {}) };
    const response = await ctx.app.inject({ method, url, headers, payload: payload as never });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const route = (deal: DealDetail | DealPage['results'][number]) => [deal.entry.loading.city, deal.entry.unloading.city];

  /** A deal on a ware from Cologne to Bucharest, published with the English names. */
  const cologneToBucharest = async () => {
    const entry = await ware(ctx.database.db, sides.owner, {
      loadingCountry: 'DE',
      loadingCityId: TEST_CITY_IDS.cologne,
      loadingCityName: 'Cologne',
      unloadingCountry: 'RO',
      unloadingCityId: TEST_CITY_IDS.bucharest,
      unloadingCityName: 'Bucharest',
    });
    return (await offer(ctx.app, sides.bidder.admin, entry.uid)).body;
  };

  it('names them in the Accept-Language the web sends, on the deal, in the lists and in a step’s answer', async () => {
    const deal = await cologneToBucharest();
    expect(route(await read<DealDetail>(sides.owner.admin, `/api/deals/${deal.id}/`, 'de'))).toEqual(['Köln', 'Bukarest']);
    expect(route(await read<DealDetail>(sides.bidder.admin, `/api/deals/${deal.id}/`, 'fr'))).toEqual(['Cologne', 'Bucarest']);
    expect(route(await read<DealDetail>(sides.bidder.admin, `/api/deals/${deal.id}/`))).toEqual(['Cologne', 'Bucharest']);
    const page = await read<DealPage>(sides.owner.admin, '/api/deals/?role=incoming&limit=200', 'de-DE,de;q=0.9');
    expect(route(page.results.find((item) => item.id === deal.id)!)).toEqual(['Köln', 'Bukarest']);
    const countered = await read<DealDetail>(sides.owner.employee, `/api/deals/${deal.id}/counter/`, 'de', 'POST', terms({ price: 2100 }));
    expect(route(countered)).toEqual(['Köln', 'Bukarest']);
    // The ids stay inside the API.
    expect(countered.entry.loading).not.toHaveProperty('city_id');
  });

  it('keeps the names a deal was made with when it holds no ids, and the migration gives them from its entry', async () => {
    const deal = await cologneToBucharest();
    const db = ctx.database.db;
    // A deal kept before decision 074: its copy of the entry has names only.
    await db
      .update(deals)
      .set({ entrySnapshot: sql`${deals.entrySnapshot} #- '{loading,city_id}' #- '{unloading,city_id}'` })
      .where(eq(deals.id, deal.id));
    expect(route(await read<DealDetail>(sides.owner.admin, `/api/deals/${deal.id}/`, 'de'))).toEqual(['Cologne', 'Bucharest']);

    const migration = fs.readFileSync(path.join(import.meta.dirname, '../../db/migrations/0035_deal_place_city_ids.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    expect(route(await read<DealDetail>(sides.owner.admin, `/api/deals/${deal.id}/`, 'de'))).toEqual(['Köln', 'Bukarest']);
  });
});
