import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '@freight/shared/accounts';
import { companies, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { verifyPassword } from '../auth/passwords';
import { bearer } from '../staff/staff.test-helpers';
import { DEMO_PASSWORD, DEMO_STAFF } from './demo.data';
import { formatDemoLogins, seedDemoDataIfEmpty } from './demo.service';

describe('demo data (DESIGN §4)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('fills an empty database once with a superuser and two approved companies, and never again', async () => {
    const db = ctx.database.db;
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);

    const logins = await seedDemoDataIfEmpty(db, new Date());
    expect(logins).toHaveLength(5);
    expect(logins?.[0]).toEqual({ label: 'Staff (superuser)', email: DEMO_STAFF.email, password: DEMO_PASSWORD });

    const companyRows = await db.select().from(companies).orderBy(companies.id);
    expect(companyRows.map((row) => [row.name, row.country, row.status])).toEqual([
      ['Carpați Trans SRL', 'RO', 'active'],
      ['Rhein Spedition GmbH', 'DE', 'active'],
    ]);
    expect(companyRows[0]?.vatNumber).toMatch(/^RO\d+$/);
    expect(companyRows[0]?.registryCombination).toMatch(/^J40\/\d+\/\d{4}$/);
    expect(companyRows[1]?.vatNumber).toMatch(/^DE\d{9}$/);

    const userRows = await db.select().from(users);
    expect(userRows).toHaveLength(5);
    for (const login of logins ?? []) {
      const row = userRows.find((user) => user.email === login.email);
      expect(await verifyPassword(row?.passwordHash ?? null, login.password)).toBe(true);
    }
    const staff = userRows.find((user) => user.email === DEMO_STAFF.email);
    expect(staff).toMatchObject({ isSuperuser: true, companyId: null });
    for (const company of companyRows) {
      const members = userRows.filter((user) => user.companyId === company.id);
      expect(members.map((member) => member.role).sort()).toEqual(['admin', 'employee']);
      for (const member of members) expect(member.spokenLanguages.length).toBeGreaterThan(1);
    }

    // The logins work against the real auth checks: members of an approved company, and staff on the staff API.
    const employee = userRows.find((user) => user.companyId === companyRows[1]?.id && user.role === 'employee');
    const asEmployee = await ctx.app.inject({ method: 'GET', url: '/api/update-info/', headers: await bearer(ctx.app, employee!.id) });
    expect(asEmployee.statusCode).toBe(200);
    const asStaff = await ctx.app.inject({ method: 'GET', url: '/api/staff/companies/', headers: await bearer(ctx.app, staff!.id) });
    expect(asStaff.json().results).toHaveLength(2);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'andrei.popescu@carpati-trans.example', password: DEMO_PASSWORD },
    });
    expect([login.statusCode, login.json().user?.role]).toEqual([200, 'admin']);

    expect(await seedDemoDataIfEmpty(db, new Date())).toBeNull();
    expect(await db.select().from(users)).toHaveLength(5);
    expect(await db.select().from(companies)).toHaveLength(2);
  });

  it('does not seed a database that has users, even when the demo accounts are gone', async () => {
    const db = ctx.database.db;
    await db.delete(users).where(eq(users.email, DEMO_STAFF.email));
    expect(await seedDemoDataIfEmpty(db, new Date())).toBeNull();
    expect(await db.select().from(companies)).toHaveLength(2);
  });

  it('prints every login and the password', () => {
    const text = formatDemoLogins([{ label: 'Staff (superuser)', email: DEMO_STAFF.email, password: DEMO_PASSWORD }]);
    expect(text).toContain(DEMO_STAFF.email);
    expect(text).toContain(`Password: ${DEMO_PASSWORD}`);
  });
});
