import { beforeAll, describe, expect, it } from 'vitest';
import type { ReturnLoadPage } from '@freight/shared/matching';
import { createCompany, createUser } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { destination } from '../../test/geo-points';
import { getAs, HOME, placeEntry, type Placed } from './matching.test-helpers';

/**
 * Issue 17 item 6 on a small fixed map: the own company is at home in Cluj-Napoca (HOME); its truck unloads
 * 600 km west of it on day 4. Return loads load near there from day 4 on and unload nearer home.
 */
describe('return loads of an own truck', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let owner: number;
  let other: number;
  let otherCompany: number;
  const uids = new Map<string, string>();

  const west = (km: number) => destination(HOME, km, 270);
  const away = west(600);
  const place = async (name: string, placed: Omit<Placed, 'companyId' | 'userId'> & { companyId?: number; userId?: number }) => {
    uids.set(name, (await placeEntry(ctx.database.db, now, { companyId: otherCompany, userId: other, ...placed })).uid);
  };
  const names = (page: ReturnLoadPage) => page.results.map((entry) => [...uids].find(([, uid]) => uid === entry.uid)?.[0]);
  const returnLoads = (query = '', userId = owner) =>
    getAs<ReturnLoadPage>(ctx.app, userId, `/api/truck-requests/${uids.get('truck')}/return-loads/?${query}`);

  beforeAll(async () => {
    const db = ctx.database.db;
    await seedTestCities(db);
    const home = await createCompany(db, { country: 'RO', city: 'Cluj-Napoca' });
    owner = (await createUser(db, { companyId: home.id, password: null })).id;
    otherCompany = (await createCompany(db)).id;
    other = (await createUser(db, { companyId: otherCompany, password: null })).id;

    await place('truck', {
      companyId: home.id,
      userId: owner,
      formType: 'truck',
      loading: HOME,
      unloading: away,
      from: 1,
      to: 2,
      unloadingDay: 4,
      weight: 24,
      mdp: 13.6,
    });
    const nearAway = destination(away, 20, 0);
    // All the way home, loading on the truck's unloading day (the date edge).
    await place('allTheWay', { formType: 'ware', loading: nearAway, unloading: HOME, from: 4, to: 4 });
    // Half the way, loading later; the same half from farther away ranks below it on empty km.
    await place('half', { formType: 'ware', loading: destination(away, 5, 90), unloading: west(300), from: 6, to: 7 });
    await place('halfFarther', { formType: 'ware', loading: destination(away, 60, 90), unloading: west(300), from: 5, to: 5 });
    // Away from home, before the truck is free, too far from where it unloads, too heavy: none of them.
    await place('awayFromHome', { formType: 'ware', loading: nearAway, unloading: west(900), from: 4, to: 4 });
    await place('beforeUnloading', { formType: 'ware', loading: nearAway, unloading: HOME, from: 2, to: 3 });
    await place('tooFar', { formType: 'ware', loading: destination(away, 100.1, 180), unloading: HOME, from: 4, to: 4 });
    await place('tooHeavy', { formType: 'ware', loading: nearAway, unloading: HOME, from: 4, to: 4, weight: 24.5 });
    await place('ownWare', { companyId: home.id, userId: owner, formType: 'ware', loading: nearAway, unloading: HOME, from: 4, to: 4 });
  });

  it('ranks the wares going home by how much of the way they cover, then by empty km', async () => {
    const page = await returnLoads();
    expect(names(page)).toEqual(['allTheWay', 'half', 'halfFarther']);
    const [allTheWay, half, halfFarther] = page.results;
    expect(allTheWay!.home_share).toBe(1);
    expect(allTheWay!.home_km_covered).toBeCloseTo(600, 0);
    expect(allTheWay!.empty_km).toBeCloseTo(20, 0);
    expect(half!.home_share).toBe(0.5);
    expect(half!.home_km_covered).toBeCloseTo(300, 0);
    expect(halfFarther!.empty_km).toBeCloseTo(60, 0);
  });

  it('takes the radius around the unloading place and pages through the ranking', async () => {
    expect(names(await returnLoads('radius=200'))).toEqual(['allTheWay', 'tooFar', 'half', 'halfFarther']);
    expect(names(await returnLoads('radius=25'))).toEqual(['allTheWay', 'half']);
    const first = await returnLoads('limit=2');
    expect(names(first)).toEqual(['allTheWay', 'half']);
    expect(names(await returnLoads(`limit=2&cursor=${first.next}`))).toEqual(['halfFarther']);
  });

  it("heads for the country's capital when the company's city is not known", async () => {
    const db = ctx.database.db;
    const elsewhere = await createCompany(db, { country: 'RO', city: 'Satul Nostru' });
    const dispatcher = (await createUser(db, { companyId: elsewhere.id, password: null })).id;
    // Home is Bucharest (the capital in the test cities), about 325 km south-east of HOME: a ware to HOME
    // takes the truck part of the way, one to Bucharest all of it.
    const truck = await placeEntry(db, now, {
      companyId: elsewhere.id,
      userId: dispatcher,
      formType: 'truck',
      loading: HOME,
      unloading: away,
      from: 1,
      to: 2,
      unloadingDay: 4,
      weight: 24,
      mdp: 13.6,
    });
    const page = await getAs<ReturnLoadPage>(ctx.app, dispatcher, `/api/truck-requests/${truck.uid}/return-loads/`);
    const allTheWay = page.results.find((entry) => entry.uid === uids.get('allTheWay'));
    expect(allTheWay?.home_share).toBeGreaterThan(0);
    expect(allTheWay?.home_share).toBeLessThan(1);
    expect(names(page)).not.toContain('awayFromHome');
  });

  it("answers 404 for another company's truck and for a ware", async () => {
    await getAs(ctx.app, other, `/api/truck-requests/${uids.get('truck')}/return-loads/`, 404);
    await getAs(ctx.app, owner, `/api/truck-requests/${uids.get('ownWare')}/return-loads/`, 404);
  });
});
