import { beforeAll, describe, expect, it } from 'vitest';
import type { EntryPage } from '@freight/shared/entries';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { act, as, company, offer, ware } from './deals.test-helpers';

type Company = Awaited<ReturnType<typeof company>>;

/**
 * Issue 31 item 2: My wares counts each entry's open offers; the search of other companies never
 * carries the count. The list cache is on, as in production: an offer changes no entry, and still shows.
 */
describe('open offers on My trucks / My wares', () => {
  const ctx = useTestApp({ config: testConfig({ listCacheMs: 60_000 }) });
  let a: Company;
  let b: Company;
  let c: Company;

  beforeAll(async () => {
    const db = ctx.database.db;
    a = await company(db, 'Alpha Spedition SRL');
    b = await company(db, 'Beta Trans Kft');
    c = await company(db, 'Gamma Logistik GmbH');
  });

  const list = async (userId: number, query: string) => {
    const answer = await as(ctx.app, userId, { method: 'GET', url: `/api/ware-requests/${query}` });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as EntryPage).results;
  };
  const countsOf = (results: EntryPage['results']) => Object.fromEntries(results.map((entry) => [entry.uid, entry.open_offers]));

  it('counts the open offers of each own entry, follows new and closed offers through the cache, and stays out of searches', async () => {
    const db = ctx.database.db;
    const two = await ware(db, a);
    const withdrawn = await ware(db, a);
    const none = await ware(db, a);

    expect(countsOf(await list(a.admin, '?my=true'))).toEqual({ [two.uid]: 0, [withdrawn.uid]: 0, [none.uid]: 0 });

    expect((await offer(ctx.app, b.employee, two.uid)).status).toBe(201);
    expect((await offer(ctx.app, c.admin, two.uid)).status).toBe(201);
    const closing = await offer(ctx.app, b.admin, withdrawn.uid);
    expect(closing.status).toBe(201);
    // The same question again (a cached answer): the offers made since show.
    expect(countsOf(await list(a.admin, '?my=true'))).toEqual({ [two.uid]: 2, [withdrawn.uid]: 1, [none.uid]: 0 });

    expect((await act(ctx.app, b.admin, closing.body.id, 'withdraw')).status).toBe(200);
    // An employee of A reads the same counts; a withdrawn offer is no longer open.
    expect(countsOf(await list(a.employee, '?my=true'))).toEqual({ [two.uid]: 2, [withdrawn.uid]: 0, [none.uid]: 0 });

    // B's and C's search (and A's own search) show the entries without any count.
    for (const reader of [b.admin, c.employee, a.admin]) {
      const results = await list(reader, '');
      expect(results.map((entry) => entry.uid)).toEqual(expect.arrayContaining([two.uid, withdrawn.uid, none.uid]));
      expect(results.every((entry) => !('open_offers' in entry))).toBe(true);
    }
    // B's own list counts B's entries only, none of which has an offer.
    expect(await list(b.admin, '?my=true')).toEqual([]);
  });
});
