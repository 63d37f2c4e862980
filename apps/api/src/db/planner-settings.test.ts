import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app';

/**
 * Migration 0012: the app's connections plan without Memoize, whose set-up costs about 5 ms per list
 * search at a million entries (issue 15). On PostgreSQL a database default, embedded on its session.
 */
describe('planner settings', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('turns Memoize off on the connections that answer requests', async () => {
    // Several at once, so that a PostgreSQL pool opens several connections and each is checked.
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const result = (await ctx.database.db.execute(
          sql`select current_setting('enable_memoize') as memoize, pg_sleep(0.05)`,
        )) as unknown as {
          rows: { memoize: string }[];
        };
        return result.rows[0]!.memoize;
      }),
    );
    expect(answers).toEqual(['off', 'off', 'off', 'off']);
  });
});
