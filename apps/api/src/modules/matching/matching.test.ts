import { beforeAll, describe, expect, it } from 'vitest';
import { MATCH_COUNT_CAP, type MatchCounts, type MatchPage } from '@freight/shared/matching';
import { entries } from '../../db/schema-entries';
import { createCompany, createUser, entryValues } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { destination } from '../../test/geo-points';
import { dayFrom, getAs, HOME, placeEntry, type Placed } from './matching.test-helpers';

/**
 * Issue 17 item 5 on a small fixed map around HOME: the match rule at each of its edges (radius, loading
 * dates, weight, loading metres), who may ask, the ranking, paging, and the counts of several entries.
 */
describe('matches of own entries', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date();
  let ownCompany: number;
  let owner: number;
  let colleague: number;
  let otherCompany: number;
  let other: number;
  const uids = new Map<string, string>();

  const east = (km: number) => destination(HOME, km, 90);
  const north = (km: number) => destination(HOME, km, 0);
  const place = async (name: string, placed: Omit<Placed, 'companyId' | 'userId'> & { companyId?: number; userId?: number }) => {
    const row = await placeEntry(ctx.database.db, now, { companyId: otherCompany, userId: other, ...placed });
    uids.set(name, row.uid);
  };
  const uid = (name: string) => uids.get(name)!;
  const matches = async (formType: 'truck' | 'ware', name: string, query = '', userId = owner) =>
    getAs<MatchPage>(ctx.app, userId, `/api/${formType}-requests/${uid(name)}/matches/?${query}`);
  const names = (page: MatchPage) => page.results.map((entry) => [...uids].find(([, value]) => value === entry.uid)?.[0]);

  beforeAll(async () => {
    const db = ctx.database.db;
    ownCompany = (await createCompany(db)).id;
    owner = (await createUser(db, { companyId: ownCompany, password: null })).id;
    colleague = (await createUser(db, { companyId: ownCompany, role: 'employee', password: null })).id;
    otherCompany = (await createCompany(db)).id;
    other = (await createUser(db, { companyId: otherCompany, password: null })).id;
    const inactive = (await createCompany(db, { status: 'inactive' })).id;
    const inactiveUser = (await createUser(db, { companyId: inactive, password: null })).id;
    const own = { companyId: ownCompany, userId: owner };

    // The own trucks: a big one at HOME loading on days 3–5, a small one, one in a city added by hand.
    await place('truck', { ...own, formType: 'truck', loading: HOME, from: 3, to: 5, weight: 24, mdp: 13.6 });
    await place('smallTruck', { ...own, formType: 'truck', loading: HOME, from: 3, to: 5, weight: 10, mdp: 6 });
    await place('handAddedTruck', { ...own, formType: 'truck', loading: null, from: 3, to: 5, weight: 24, mdp: 13.6 });

    // Wares of another company (10 t, 6 m unless said otherwise).
    await place('edge99_9', { formType: 'ware', loading: north(99.9), from: 3, to: 3, weight: 24, mdp: 13.6 });
    await place('out100_1', { formType: 'ware', loading: north(100.1), from: 3, to: 3 });
    await place('east10gap0', { formType: 'ware', loading: east(10), from: 3, to: 4 });
    await place('east10gap1', { formType: 'ware', loading: east(10), from: 4, to: 4 });
    await place('endsOnFirstDay', { formType: 'ware', loading: east(20), from: 1, to: 3 });
    await place('endsBefore', { formType: 'ware', loading: east(20), from: 1, to: 2 });
    await place('startsOnLastDay', { formType: 'ware', loading: east(30), from: 5, to: 6 });
    await place('startsAfter', { formType: 'ware', loading: east(30), from: 6, to: 7 });
    await place('heavy', { formType: 'ware', loading: east(10), from: 3, to: 3, weight: 24.01, mdp: 6 });
    await place('long', { formType: 'ware', loading: east(10), from: 3, to: 3, weight: 10, mdp: 13.61 });
    await place('expired', { formType: 'ware', loading: east(10), from: 3, to: 3, validUntil: new Date(now.getTime() - 60_000) });
    await place('inactive', { formType: 'ware', loading: east(10), from: 3, to: 3, companyId: inactive, userId: inactiveUser });
    await place('ownWare', { ...own, formType: 'ware', loading: east(10), from: 3, to: 3 });

    // An own ware of 20 t and 10 m at HOME on day 3, and trucks of another company.
    await place('ware', { ...own, formType: 'ware', loading: HOME, from: 3, to: 3, weight: 20, mdp: 10 });
    await place('truckFits', { formType: 'truck', loading: east(30), from: 2, to: 3, weight: 20, mdp: 10 });
    await place('truckNear', { formType: 'truck', loading: east(5), from: 3, to: 3, weight: 24, mdp: 13.6 });
    await place('truckLight', { formType: 'truck', loading: east(10), from: 3, to: 3, weight: 19.99, mdp: 13.6 });
    await place('truckShort', { formType: 'truck', loading: east(10), from: 3, to: 3, weight: 24, mdp: 9.99 });
  });

  it('finds the wares that fit a truck: radius, date and capacity edges included, ranked by empty km then date fit', async () => {
    const page = await matches('truck', 'truck');
    expect(names(page)).toEqual(['east10gap0', 'east10gap1', 'endsOnFirstDay', 'startsOnLastDay', 'edge99_9']);
    expect(page.next).toBeNull();
    expect(page.results.map((entry) => entry.empty_km)).toEqual([10, 10, 20, 30, 99.9]);
    expect(page.results.every((entry) => !entry.is_own && !entry.can_manage)).toBe(true);
    expect(page.results[0]!.loading_location.date_start).toBe(dayFrom(now, 3));
  });

  it('widens with the radius the member picks', async () => {
    expect(names(await matches('truck', 'truck', 'radius=200'))).toEqual([
      'east10gap0',
      'east10gap1',
      'endsOnFirstDay',
      'startsOnLastDay',
      'edge99_9',
      'out100_1',
    ]);
    expect(names(await matches('truck', 'truck', 'radius=25'))).toEqual(['east10gap0', 'east10gap1', 'endsOnFirstDay']);
  });

  it('finds the trucks that fit a ware: a truck takes at least its weight and loading metres', async () => {
    const page = await matches('ware', 'ware');
    expect(names(page)).toEqual(['truckNear', 'truckFits']);
    expect(page.results.map((entry) => entry.empty_km)).toEqual([5, 30]);
  });

  it('pages through the ranking without gaps or repeats', async () => {
    const seen: (string | undefined)[] = [];
    let cursor: string | null = null;
    do {
      const page: MatchPage = await matches('truck', 'truck', `limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.results.length).toBeLessThanOrEqual(2);
      seen.push(...names(page));
      cursor = page.next;
    } while (cursor);
    expect(seen).toEqual(['east10gap0', 'east10gap1', 'endsOnFirstDay', 'startsOnLastDay', 'edge99_9']);
    await getAs(ctx.app, owner, `/api/truck-requests/${uid('truck')}/matches/?cursor=nonsense`, 400);
  });

  it("lets only the entry's company ask: another company's entry, a wrong form type and an unknown uid answer 404", async () => {
    expect(names(await matches('truck', 'truck', '', colleague))).toHaveLength(5);
    await getAs(ctx.app, other, `/api/truck-requests/${uid('truck')}/matches/`, 404);
    await getAs(ctx.app, owner, `/api/ware-requests/${uid('truck')}/matches/`, 404);
    await getAs(ctx.app, owner, `/api/truck-requests/${uid('truckFits')}/matches/`, 404);
    await getAs(ctx.app, owner, `/api/truck-requests/00000000-0000-4000-8000-000000000000/matches/`, 404);
    await getAs(ctx.app, owner, `/api/truck-requests/${uid('truck')}/matches/?radius=30`, 400);
  });

  it('counts the matches of several own entries in one request, leaving out uids of other companies', async () => {
    const ask = (query: string, userId = owner) => getAs<MatchCounts>(ctx.app, userId, `/api/matching/counts/?${query}`);
    const trucks = ['truck', 'smallTruck', 'handAddedTruck', 'truckFits'].map(uid).join(',');
    expect(await ask(`form_type=truck&uids=${trucks}`)).toEqual({
      counts: { [uid('truck')]: 5, [uid('smallTruck')]: 4, [uid('handAddedTruck')]: 0 },
      cap: MATCH_COUNT_CAP,
      radius: 100,
    });
    const wider = await ask(`form_type=truck&uids=${trucks}&radius=200`);
    expect(wider.counts).toEqual({ [uid('truck')]: 6, [uid('smallTruck')]: 5, [uid('handAddedTruck')]: 0 });
    expect((await ask(`form_type=ware&uids=${uid('ware')}`)).counts).toEqual({ [uid('ware')]: 2 });
    // The other company gets its own truck's count only: the own company's two wares that fit it.
    expect((await ask(`form_type=truck&uids=${trucks}`, other)).counts).toEqual({ [uid('truckFits')]: 2 });
    await getAs(ctx.app, owner, '/api/matching/counts/?form_type=truck', 400);
    await getAs(ctx.app, owner, `/api/matching/counts/?form_type=boat&uids=${uid('truck')}`, 400);
  });

  it(`stops counting at ${MATCH_COUNT_CAP}`, async () => {
    const far = destination(HOME, 1000, 180);
    await place('farTruck', {
      companyId: ownCompany,
      userId: owner,
      formType: 'truck',
      loading: far,
      from: 3,
      to: 3,
      weight: 24,
      mdp: 13.6,
    });
    const loadingDay = dayFrom(now, 3);
    await ctx.database.db.insert(entries).values(
      Array.from({ length: MATCH_COUNT_CAP + 5 }, () =>
        entryValues({
          companyId: otherCompany,
          userId: other,
          formType: 'ware',
          loadingLatitude: far.latitude,
          loadingLongitude: far.longitude,
          loadingDateStart: loadingDay,
          loadingDateEnd: loadingDay,
          loadingEndsAt: new Date(`${loadingDay}T23:59:00Z`),
        }),
      ),
    );
    const answer = await getAs<MatchCounts>(ctx.app, owner, `/api/matching/counts/?form_type=truck&uids=${uid('farTruck')}`);
    expect(answer.counts[uid('farTruck')]).toBe(MATCH_COUNT_CAP);
  });
});
