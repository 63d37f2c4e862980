import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from './employees.test-helpers';

/** Issue 14 item 9: "e-mail already in use" answers an admin at most 30 times an hour, so it cannot probe a list of addresses. */
describe('the e-mail check of employee edits', () => {
  const ctx = useTestApp();
  let employeeId: number;
  let admin: { authorization: string };
  let otherAdmin: { authorization: string };
  let otherEmployeeId: number;

  beforeAll(async () => {
    const db = ctx.database.db;
    const company = (await createCompany(db)).id;
    admin = await bearer(ctx.app, (await createUser(db, { companyId: company, role: 'admin' })).id);
    employeeId = (await createUser(db, { companyId: company, role: 'employee' })).id;
    const other = (await createCompany(db)).id;
    otherAdmin = await bearer(ctx.app, (await createUser(db, { companyId: other, role: 'admin' })).id);
    otherEmployeeId = (await createUser(db, { companyId: other, role: 'employee' })).id;
  });

  const changeEmail = (id: number, email: string, headers: { authorization: string }) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/employees/${id}/`, payload: { email }, headers });

  it('answers 429 with Retry-After after 30 checks by one admin, and leaves the e-mail unchanged', async () => {
    for (let index = 0; index < 30; index += 1) {
      expect((await changeEmail(employeeId, `probe-${index}@example.eu`, admin)).statusCode).toBe(200);
    }
    const refused = await changeEmail(employeeId, 'probe-final@example.eu', admin);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const employee = await ctx.app.inject({ method: 'GET', url: `/api/employees/${employeeId}/`, headers: admin });
    expect(employee.json()).toMatchObject({ email: 'probe-29@example.eu' });
  });

  it('counts per admin: another company’s admin still checks', async () => {
    expect((await changeEmail(otherEmployeeId, 'fresh@example.eu', otherAdmin)).statusCode).toBe(200);
  });

  it('does not count an edit that keeps the e-mail', async () => {
    const employee = await ctx.app.inject({ method: 'GET', url: `/api/employees/${employeeId}/`, headers: admin });
    const unchanged = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/employees/${employeeId}/`,
      payload: { email: (employee.json() as { email: string }).email, first_name: 'Still' },
      headers: admin,
    });
    expect(unchanged.statusCode).toBe(200);
  });
});
