import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import { companies, users } from '../db/schema';
import { createCompany, createUser } from '../test/factories';
import { testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

/** The status a protected route answers with this access token. */
const statusWith = async (app: FastifyInstance, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/dashboard-counts/', headers: { authorization: `Bearer ${token}` } })).statusCode;

/** Changed with triggers off (session_replication_role = replica): as if the member_standing NOTIFY were lost. */
const setActiveWithoutNotify = (db: Database, userId: number, isActive: boolean) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(users).set({ isActive }).where(eq(users.id, userId));
  });

/**
 * AUTH_CACHE_MS: a member's standing is read once per window (decision 058). A change reaches every process
 * at once by NOTIFY; the window bounds only a change whose NOTIFY was lost, which `setActiveWithoutNotify` makes.
 */
describe('member standing cache', () => {
  const ctx = useTestApp({ clock: () => now, config: testConfig({ authCacheMs: 1000 }) });
  let now = new Date();

  const callAs = async (userId: number) => statusWith(ctx.app, await ctx.app.tokens.signAccess(userId));

  it('trusts the standing for the window, then reads it again and refuses a deactivated member', async () => {
    const member = await createUser(ctx.database.db, { password: null });
    expect(await callAs(member.id)).toBe(200);
    await setActiveWithoutNotify(ctx.database.db, member.id, false);
    expect(await callAs(member.id)).toBe(200);
    now = new Date(now.getTime() + 1001);
    expect(await callAs(member.id)).toBe(401);
  });

  it("reads the standings of a company's members kept here in one query: one window for them all", async () => {
    const company = await createCompany(ctx.database.db);
    const [first, second] = [
      await createUser(ctx.database.db, { companyId: company.id, password: null }),
      await createUser(ctx.database.db, { companyId: company.id, password: null, role: 'employee' }),
    ];
    expect([await callAs(first!.id), await callAs(second!.id)]).toEqual([200, 200]);
    await setActiveWithoutNotify(ctx.database.db, second!.id, false);
    now = new Date(now.getTime() + 1001);
    // The first member's read also read the second one's standing, kept from now for the window…
    expect(await callAs(first!.id)).toBe(200);
    await setActiveWithoutNotify(ctx.database.db, second!.id, true);
    // …so the second member is refused without a read of their own (their deactivation had landed).
    expect(await callAs(second!.id)).toBe(401);
    now = new Date(now.getTime() + 1001);
    expect(await callAs(second!.id)).toBe(200);
  });

  it('leaves out of that read the colleagues who asked nothing for a minute', async () => {
    const company = await createCompany(ctx.database.db);
    const [busy, idle] = [
      await createUser(ctx.database.db, { companyId: company.id, password: null }),
      await createUser(ctx.database.db, { companyId: company.id, password: null }),
    ];
    expect([await callAs(busy!.id), await callAs(idle!.id)]).toEqual([200, 200]);
    now = new Date(now.getTime() + 61_000);
    await setActiveWithoutNotify(ctx.database.db, idle!.id, false);
    expect(await callAs(busy!.id)).toBe(200);
    await setActiveWithoutNotify(ctx.database.db, idle!.id, true);
    // Not read with the busy colleague: the idle member's own read finds them active again.
    expect(await callAs(idle!.id)).toBe(200);
  });

  it("forgets the standings of a company's members at once when told the company changed", async () => {
    const member = await createUser(ctx.database.db, { password: null });
    expect(await callAs(member.id)).toBe(200);
    await ctx.database.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, member.companyId!));
    expect(await callAs(member.id)).toBe(200);
    // What the company_status NOTIFY does in every process (staff deactivation, the sweep).
    ctx.app.forgetCompanyStandings([member.companyId!]);
    expect(await callAs(member.id)).toBe(401);
  });
});

/** Decision 058: whatever changes a member's standing tells every process, so a long window delays nothing. */
describe('member standing changes', () => {
  const ctx = useTestApp({ clock: () => now, config: testConfig({ authCacheMs: 60_000 }) });
  let now = new Date();

  const callAs = async (userId: number) => statusWith(ctx.app, await ctx.app.tokens.signAccess(userId));
  /** The role the API gives the member now: its entry permissions (decision 012) follow it. */
  const roleOf = async (userId: number) => (await ctx.app.resolveAccessToken(await ctx.app.tokens.signAccess(userId)))?.role;

  it('refuses a member deactivated or deleted by any path within moments, not at the end of the window', async () => {
    const deactivated = await createUser(ctx.database.db, { password: null });
    const deleted = await createUser(ctx.database.db, { password: null });
    expect([await callAs(deactivated.id), await callAs(deleted.id)]).toEqual([200, 200]);
    // Written straight to the database, as another process or staff by hand would: the trigger's NOTIFY tells this process.
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.id));
    await ctx.database.db.delete(users).where(eq(users.id, deleted.id));
    await expect.poll(() => callAs(deactivated.id)).toBe(401);
    await expect.poll(() => callAs(deleted.id)).toBe(401);
    await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, deactivated.id));
    await expect.poll(() => callAs(deactivated.id)).toBe(200);
  });

  it('applies a role change within moments', async () => {
    const company = await createCompany(ctx.database.db);
    const member = await createUser(ctx.database.db, { companyId: company.id, password: null, role: 'admin' });
    expect(await roleOf(member.id)).toBe('admin');
    await ctx.database.db.update(users).set({ role: 'employee' }).where(eq(users.id, member.id));
    await expect.poll(() => roleOf(member.id)).toBe('employee');
  });

  it("keeps a standing no longer than the company's paid period", async () => {
    const member = await createUser(ctx.database.db, { password: null });
    const [company] = await ctx.database.db
      .select({ endsAt: companies.subscriptionEndsAt })
      .from(companies)
      .where(eq(companies.id, member.companyId!));
    now = new Date(company!.endsAt!.getTime() - 5_000);
    expect(await callAs(member.id)).toBe(200);
    now = new Date(company!.endsAt!.getTime() - 1);
    expect(await callAs(member.id)).toBe(200);
    // Within the window of the kept standing, but past the paid period: read again, and refused.
    now = new Date(company!.endsAt!.getTime());
    expect(await callAs(member.id)).toBe(401);
    // The refusal is kept for the window like any standing: a renewal reaches this process by company_status.
    await ctx.database.db.update(companies).set({ subscriptionMonths: 1200 }).where(eq(companies.id, member.companyId!));
    expect(await callAs(member.id)).toBe(401);
    ctx.app.forgetCompanyStandings([member.companyId!]);
    expect(await callAs(member.id)).toBe(200);
  });

  it('forgets every standing when the LISTEN connection was lost (a change may have been missed)', async () => {
    const member = await createUser(ctx.database.db, { password: null });
    expect(await callAs(member.id)).toBe(200);
    await setActiveWithoutNotify(ctx.database.db, member.id, false);
    expect(await callAs(member.id)).toBe(200);
    // What the member_standing channel's recovery does once the connection is back.
    ctx.app.forgetMemberStandings(null);
    expect(await callAs(member.id)).toBe(401);
  });
});

/** A verified access token is kept by its text: never past its expiry, and the member's standing still counts. */
describe('verified token cache', () => {
  const ctx = useTestApp({ clock: () => now });
  let now = new Date();

  const call = (token: string) => statusWith(ctx.app, token);

  it('answers the same claims again without a check, until the token expires', async () => {
    const member = await createUser(ctx.database.db, { password: null });
    const token = await ctx.app.tokens.signAccess(member.id, 'login-1');
    const claims = await ctx.app.tokens.verifyAccess(token);
    expect(claims).toEqual({
      userId: member.id,
      familyId: 'login-1',
      expiresAt: new Date(Math.floor(now.getTime() / 1000) * 1000 + ACCESS_TOKEN_SECONDS * 1000),
    });
    expect(await ctx.app.tokens.verifyAccess(token)).toBe(claims);
    expect(await call(token)).toBe(200);
    // One millisecond before its exp it still holds; at exp it is refused, as jose refuses it.
    now = new Date(claims!.expiresAt.getTime() - 1);
    expect(await call(token)).toBe(200);
    now = new Date(claims!.expiresAt.getTime());
    expect(await ctx.app.tokens.verifyAccess(token)).toBeNull();
    expect(await call(token)).toBe(401);
  });

  it('keeps no token that failed its check, and a kept token of a deactivated or deleted member is refused at once', async () => {
    const member = await createUser(ctx.database.db, { password: null });
    const token = await ctx.app.tokens.signAccess(member.id);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await ctx.app.tokens.verifyAccess(forged)).toBeNull();
    expect(await call(forged)).toBe(401);
    expect(await call(token)).toBe(200);
    await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, member.id));
    expect(await call(token)).toBe(401);
    await ctx.database.db.update(users).set({ isActive: true }).where(eq(users.id, member.id));
    expect(await call(token)).toBe(200);
    await ctx.database.db.delete(users).where(eq(users.id, member.id));
    expect(await call(token)).toBe(401);
  });

  it('refuses a kept token as soon as its company may no longer use the exchange', async () => {
    const member = await createUser(ctx.database.db, { password: null });
    const token = await ctx.app.tokens.signAccess(member.id);
    expect(await call(token)).toBe(200);
    await ctx.database.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, member.companyId!));
    expect(await call(token)).toBe(401);
  });
});
