import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@freight/shared/accounts';
import { companies, refreshTokens, users } from '../../db/schema';
import { createCompany, createUser, DEFAULT_PASSWORD, loginAs, registrationData, registrationForm, uniqueIp } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { hashPassword } from './passwords.service';

describe('login, token refresh and logout', () => {
  const ctx = useTestApp({ clock: () => now });
  // Injectable clock (DESIGN §5): moved forward to let tokens and throttle windows expire.
  let now = new Date();

  const login = (email: string, password: string, ip = uniqueIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password }, remoteAddress: ip });
  const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });
  const logout = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: token } });

  describe('login', () => {
    it('refuses a registered company before approval and lets it in after', async () => {
      const data = registrationData();
      const registered = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register/',
        payload: registrationForm(data),
        remoteAddress: uniqueIp(),
      });
      const companyId = registered.json().company_id as number;
      // Approval is staff work (another module); here the test sets what approval sets.
      await ctx.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(DEFAULT_PASSWORD) })
        .where(eq(users.companyId, companyId));

      const pending = await login(data.contact.email, DEFAULT_PASSWORD);
      expect(pending.statusCode).toBe(403);
      expect(pending.json()).toEqual({ request_id: expect.any(String), code: 'company_inactive', detail: expect.any(String) });

      await ctx.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, companyId));
      const approved = await login(data.contact.email.toUpperCase(), DEFAULT_PASSWORD);
      expect(approved.statusCode).toBe(200);
      const body = approved.json() as { access: string; refresh: string; user: unknown };
      expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user']);
      const user = sessionUserSchema.strict().parse(body.user);
      expect(user).toMatchObject({
        email: data.contact.email,
        first_name: 'Andrei',
        last_name: 'Ionescu',
        role: 'admin',
        company: companyId,
        is_superuser: false,
        // New accounts start having seen every earlier update (§4 update notice).
        last_seen_update: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });

      // The access token opens authenticated routes; the refresh token has its row.
      expect(await ctx.app.resolveAccessToken(body.access)).toMatchObject({ userId: user.id, companyId });
      const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.expiresAt.getTime()).toBe(Math.floor(now.getTime() / 1000) * 1000 + 24 * 3600 * 1000);
    });

    it('answers wrong password, unknown e-mail, no password and inactive user with the same body', async () => {
      const user = await createUser(ctx.database.db);
      const withoutPassword = await createUser(ctx.database.db, { password: null });
      const inactive = await createUser(ctx.database.db, { isActive: false });
      const answers = [
        await login(user.email, 'Wrong-password-1'),
        await login('nobody@example.com', 'Wrong-password-1'),
        await login(withoutPassword.email, 'Wrong-password-1'),
        await login(inactive.email, DEFAULT_PASSWORD),
      ];
      // Alike but for the request's own id (random per request, so it tells nothing about the account).
      const withoutId = (body: string) => {
        const { request_id: id, ...rest } = JSON.parse(body) as { request_id?: string };
        expect(id).toMatch(/\S/);
        return rest;
      };
      for (const answer of answers) {
        expect(answer.statusCode).toBe(400);
        expect(withoutId(answer.body)).toEqual(withoutId(answers[0]?.body ?? '{}'));
      }
      expect(answers[0]?.json()).toEqual({ code: 'invalid_credentials', detail: expect.any(String), request_id: expect.any(String) });
      expect(new Set(answers.map((answer) => answer.json<{ request_id: string }>().request_id)).size).toBe(answers.length);
    });

    it('refuses a deactivated company and one whose subscription has run out', async () => {
      const inactive = await createUser(ctx.database.db, { companyId: (await createCompany(ctx.database.db, { status: 'inactive' })).id });
      expect((await login(inactive.email, DEFAULT_PASSWORD)).json().code).toBe('company_inactive');

      const thirteenMonthsAgo = new Date(Date.now() - 396 * 24 * 3600 * 1000);
      const expired = await createCompany(ctx.database.db, { subscriptionMonths: 12, createdAt: thirteenMonthsAgo });
      const member = await createUser(ctx.database.db, { companyId: expired.id });
      const response = await login(member.email, DEFAULT_PASSWORD);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('company_inactive');
      // A wrong password never learns the company state.
      expect((await login(member.email, 'Wrong-password-1')).json().code).toBe('invalid_credentials');
    });

    it('lets a superuser without company in', async () => {
      const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true, role: 'admin' });
      const session = await loginAs(ctx.app, staff.email);
      expect(session.user).toMatchObject({ company: null, is_superuser: true });
    });

    it('validates the body', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'x' },
        remoteAddress: uniqueIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    });
  });

  describe('login limits', () => {
    it('answers the 11th attempt from one address within a minute with 429 and Retry-After', async () => {
      const ip = uniqueIp();
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(`guess${attempt}@example.com`, 'Wrong-password-1', ip)).statusCode).toBe(400);
      }
      const limited = await login('guess11@example.com', 'Wrong-password-1', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ request_id: expect.any(String), code: 'rate_limited', detail: expect.any(String) });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Another address is not affected.
      expect((await login('guess11@example.com', 'Wrong-password-1')).statusCode).toBe(400);
    });

    it('limits one account to 10 attempts a minute from any addresses, then lets it in the next window', async () => {
      const user = await createUser(ctx.database.db);
      for (let attempt = 1; attempt <= 10; attempt++) {
        expect((await login(user.email, 'Wrong-password-1')).statusCode).toBe(400);
      }
      const limited = await login(user.email, DEFAULT_PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

      now = new Date(now.getTime() + 61_000);
      expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
    });

    it('does not count successful logins against an office address', async () => {
      const ip = uniqueIp();
      for (let n = 0; n < 12; n++) {
        const colleague = await createUser(ctx.database.db);
        expect((await login(colleague.email, DEFAULT_PASSWORD, ip)).statusCode).toBe(200);
      }
    });
  });

  describe('refresh', () => {
    it('rotates: a refresh token gives a new pair of the same family and is spent', async () => {
      const user = await createUser(ctx.database.db);
      const session = await loginAs(ctx.app, user.email);
      const first = await refresh(session.refresh);
      expect(first.statusCode).toBe(200);
      const pair = first.json() as { access: string; refresh: string };
      expect(Object.keys(pair).sort()).toEqual(['access', 'refresh']);
      expect(pair.refresh).not.toBe(session.refresh);
      expect(await ctx.app.resolveAccessToken(pair.access)).toMatchObject({ userId: user.id });

      const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows).toHaveLength(2);
      expect(new Set(rows.map((row) => row.familyId)).size).toBe(1);
      expect(rows.filter((row) => row.rotatedAt !== null)).toHaveLength(1);

      const second = await refresh(pair.refresh);
      expect(second.statusCode).toBe(200);
    });

    it('treats a reused refresh token as stolen: 401 and the whole family is revoked', async () => {
      const user = await createUser(ctx.database.db);
      const session = await loginAs(ctx.app, user.email);
      const newer = (await refresh(session.refresh)).json() as { refresh: string };

      const reuse = await refresh(session.refresh);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json()).toEqual({ request_id: expect.any(String), code: 'token_not_valid', detail: expect.any(String) });
      expect((await refresh(newer.refresh)).statusCode).toBe(401);
      const rows = await ctx.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows.every((row) => row.revokedAt !== null)).toBe(true);

      // Another login of the same user (another family) is not touched.
      const other = await loginAs(ctx.app, user.email);
      expect((await refresh(other.refresh)).statusCode).toBe(200);
    });

    it('refuses an access token, a forged token and an expired refresh token', async () => {
      const user = await createUser(ctx.database.db);
      const session = await loginAs(ctx.app, user.email);
      expect((await refresh(session.access)).statusCode).toBe(401);
      expect((await refresh(`${session.refresh.slice(0, -4)}AAAA`)).statusCode).toBe(401);
      expect((await refresh('not-a-token')).json().code).toBe('token_not_valid');

      now = new Date(now.getTime() + 24 * 3600 * 1000 + 1000);
      expect((await refresh(session.refresh)).statusCode).toBe(401);
    });

    it('ends the session when the user or the company is deactivated', async () => {
      const user = await createUser(ctx.database.db);
      const session = await loginAs(ctx.app, user.email);
      await ctx.database.db
        .update(companies)
        .set({ status: 'inactive' })
        .where(eq(companies.id, user.companyId as number));
      // Issue 13 item 10: the member learns why (403), and the login is over either way.
      expect((await refresh(session.refresh)).json().code).toBe('company_inactive');

      const other = await createUser(ctx.database.db);
      const otherSession = await loginAs(ctx.app, other.email);
      await ctx.database.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
      expect((await refresh(otherSession.refresh)).statusCode).toBe(401);
    });
  });

  describe('logout', () => {
    it('revokes the family: refreshing afterwards is refused, a second logout still answers 200', async () => {
      const user = await createUser(ctx.database.db);
      const session = await loginAs(ctx.app, user.email);
      const rotated = (await refresh(session.refresh)).json() as { refresh: string };

      const response = await logout(rotated.refresh);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: expect.any(String) });
      expect((await refresh(rotated.refresh)).json()).toEqual({
        request_id: expect.any(String),
        code: 'token_not_valid',
        detail: expect.any(String),
      });
      expect((await logout(rotated.refresh)).statusCode).toBe(200);
      expect((await logout('not-a-token')).statusCode).toBe(401);
    });
  });
});

describe('a paid period ends on the app clock (one rule, companyActiveAt, for login and requests)', () => {
  const ctx = useTestApp({ clock: () => now });
  let now = new Date();

  it('refuses login and requests once the clock passes the end, although the database clock has not', async () => {
    const company = await createCompany(ctx.database.db, { subscriptionMonths: 6, subscriptionStartedAt: now });
    const member = await createUser(ctx.database.db, { companyId: company.id });
    const session = await loginAs(ctx.app, member.email);
    const search = (access: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/companies/?search=x', headers: { authorization: `Bearer ${access}` } });
    expect((await search(session.access)).statusCode).toBe(200);

    now = new Date(now.getTime() + 200 * 24 * 3600 * 1000);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: member.email, password: DEFAULT_PASSWORD },
      remoteAddress: uniqueIp(),
    });
    expect(login.json().code).toBe('company_inactive');
    // A token signed on the moved clock: only the company's standing can refuse it.
    expect((await search(await ctx.app.tokens.signAccess(member.id))).json().code).toBe('token_not_valid');
  });
});
