import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/use-test-app';

/**
 * Migrations 0012, 0015 and 0019: the app's connections plan without Memoize, whose set-up costs about 5 ms
 * per list search at a million entries, without parallel workers, whose start costs more than a search, and
 * without JIT compiling, which took 0.3–1.3 s for the agents' mail sweep that runs in under a millisecond
 * (issue 15). On PostgreSQL database defaults, embedded on its session.
 */
describe('planner settings', () => {
  const ctx = useTestApp();

  it('turns Memoize, parallel workers and JIT off on the connections that answer requests', async () => {
    // Several at once, so that a PostgreSQL pool opens several connections and each is checked.
    const answers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const result = (await ctx.database.db.execute(
          sql`select current_setting('enable_memoize') || ' ' || current_setting('max_parallel_workers_per_gather') || ' ' || current_setting('jit') as memoize, pg_sleep(0.05)`,
        )) as unknown as {
          rows: { memoize: string }[];
        };
        return result.rows[0]!.memoize;
      }),
    );
    expect(answers).toEqual(['off 0 off', 'off 0 off', 'off 0 off', 'off 0 off']);
  });
});
