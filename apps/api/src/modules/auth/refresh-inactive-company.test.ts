import { describe, expect, it } from 'vitest';
import { createCompany, createUser, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/** Issue 13 item 10: a member of a deactivated company is told why the session ends, not "expired". */
describe('refresh after the company was deactivated', () => {
  const ctx = useTestApp();

  const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/auth/token/refresh/', payload: { refresh: token } });

  it('answers 403 company_inactive to the member’s own token, and keeps refusing it', async () => {
    const company = await createCompany(ctx.database.db);
    const member = await createUser(ctx.database.db, { companyId: company.id });
    const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true });
    const session = await loginAs(ctx.app, member.email);
    const staffSession = await loginAs(ctx.app, staff.email);

    const deactivated = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/companies/${company.id}/deactivate/`,
      headers: { authorization: `Bearer ${staffSession.access}` },
    });
    expect(deactivated.statusCode).toBe(200);

    const refused = await refresh(session.refresh);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'company_inactive' });
    // Nothing is handed out: the same token stays refused.
    expect((await refresh(session.refresh)).statusCode).toBe(403);
  });

  it('keeps answering token_not_valid for a logged-out member of an active company', async () => {
    const member = await createUser(ctx.database.db);
    const session = await loginAs(ctx.app, member.email);
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout/', payload: { refresh: session.refresh } });
    const refused = await refresh(session.refresh);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'token_not_valid' });
  });
});
