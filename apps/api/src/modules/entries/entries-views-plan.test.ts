import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { createTestDatabase } from '../../test/test-app';
import type { EntryFilter } from './entry-filter';
import { entrySearchSql } from './entry-search.queries';

/**
 * The search joins the owners' read views of companies, users and cities (decision 030): PostgreSQL must
 * pull each up into the statement, or the hottest path of issue 15 would plan around a subquery.
 */
describe("entry search through the owners' read views", () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const now = new Date('2026-06-01T00:00:00.000Z');

  /**
   * The plan with nested loops only, as a search on a large database takes them (`costs off`). A view
   * pulled up is its table, read by key for each entry (`Index Cond: (id = entries.user_id)`); a subquery
   * left in place adds a node of its own (Subquery Scan, Limit, Unique, Aggregate …) and no such scan.
   */
  const planOf = (filter: Partial<EntryFilter>) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_hashjoin = off`);
      await tx.execute(sql`set local enable_mergejoin = off`);
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = entrySearchSql({ formType: 'truck', now, limit: 21, direction: 'desc', ...filter });
      const plan = (await tx.execute(sql`explain (costs off) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    });

  /** The plan's nodes, without their index and relation: `Index Scan Backward using x on entries` → `Index Scan Backward`. */
  const nodesOf = (plan: string) =>
    plan
      .split('\n')
      .filter((line, index) => index === 0 || /^\s*->/.test(line))
      .map((line) => line.replace(/^\s*(->\s+)?/, '').replace(/ (using|on) .*$/, ''));

  it('joins the tables themselves: the search and an own list are the entries, their poster and company', async () => {
    for (const plan of [await planOf({}), await planOf({ companyId: 1, sort: 'loading_date', direction: 'asc' })]) {
      expect(plan).toMatch(/Index Cond: \(id = entries\.user_id\)/);
      const [top, ...below] = nodesOf(plan);
      expect(top).toBe('Limit');
      for (const node of below)
        expect(node).toMatch(
          /^(Nested Loop( Left Join)?|(Index|Index Only) Scan( Backward)?|Bitmap (Heap|Index) Scan|(Incremental )?Sort)$/,
        );
    }
  });

  it('finds the cities around a city on cities_earth through the view of geo', async () => {
    expect(await planOf({ loadingCityId: 1, loadingRadiusKm: 50 })).toContain('cities_earth');
  });
});
