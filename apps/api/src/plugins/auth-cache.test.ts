import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, testConfig, type TestContext } from '../test/test-app';

/** AUTH_CACHE_MS: a member's standing is read once per window, so a deactivation lands within it. */
describe('member standing cache', () => {
  let ctx: TestContext;
  let now = new Date();

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now, config: testConfig({ authCacheMs: 1000 }) });
  });
  afterAll(() => ctx.close());

  it('trusts the standing for the window, then reads it again and refuses a deactivated member', async () => {
    const member = await createUser(ctx.database.db, { password: null });
    const call = async () =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/dashboard-counts/',
          headers: { authorization: `Bearer ${await ctx.app.tokens.signAccess(member.id)}` },
        })
      ).statusCode;
    expect(await call()).toBe(200);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect(await call()).toBe(200);
    now = new Date(now.getTime() + 1001);
    expect(await call()).toBe(401);
  });
});
