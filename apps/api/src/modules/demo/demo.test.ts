import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordSchema } from '@freight/shared/accounts';
import type { RealtimeStats } from '@freight/shared/content';
import type { DashboardCounts } from '@freight/shared/dashboard';
import { extraPhoneSchema } from '@freight/shared/employees';
import { entryPageSchema } from '@freight/shared/entries';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { companies, users } from '../../db/schema';
import { deals } from '../../db/schema-deals';
import { cities, entries } from '../../db/schema-entries';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { verifyPassword } from '../auth/passwords.service';
import { bearer } from '../staff/staff.test-helpers';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_STAFF } from './demo.data';
import { DEMO_DEALS } from './demo.deals';
import { DEMO_LANES } from './demo.entries';
import { formatDemoLogins, seedDemoDataIfEmpty } from './demo.service';
import { insertDemoPlaces } from './demo.test-helpers';

const HOUR = 60 * 60 * 1000;

describe('demo data (DESIGN §4)', () => {
  const ctx = useTestApp();

  it('fills an empty database once with a superuser and five approved companies, and never again', async () => {
    const db = ctx.database.db;
    expect(passwordSchema.safeParse(DEMO_PASSWORD).success).toBe(true);

    const logins = await seedDemoDataIfEmpty(db, new Date());
    expect(logins).toHaveLength(8);
    expect(logins?.[0]).toEqual({ label: 'Staff (superuser)', email: DEMO_STAFF.email, password: DEMO_PASSWORD });

    const companyRows = await db.select().from(companies).orderBy(companies.id);
    expect(companyRows.map((row) => [row.name, row.country, row.type, row.status])).toEqual([
      ['Carpați Trans SRL', 'RO', 0, 'active'],
      ['Rhein Spedition GmbH', 'DE', 1, 'active'],
      ['Tisza Cargo Kft.', 'HU', 0, 'active'],
      ['Vistula Trans Sp. z o.o.', 'PL', 0, 'active'],
      ['Alpes Fret Logistique SAS', 'FR', 1, 'active'],
    ]);
    expect(companyRows[0]?.vatNumber).toMatch(/^RO\d+$/);
    expect(companyRows[0]?.registryCombination).toMatch(/^J40\/\d+\/\d{4}$/);
    expect(companyRows[1]?.vatNumber).toMatch(/^DE\d{9}$/);

    const userRows = await db.select().from(users);
    expect(userRows).toHaveLength(8);
    // Every interface language has a demo member to log in as.
    expect(new Set(userRows.filter((user) => user.companyId !== null).map((user) => user.language))).toEqual(new Set(UI_LANGUAGES));
    for (const login of logins ?? []) {
      const row = userRows.find((user) => user.email === login.email);
      expect(await verifyPassword(row?.passwordHash ?? null, login.password)).toBe(true);
    }
    const staff = userRows.find((user) => user.email === DEMO_STAFF.email);
    expect(staff).toMatchObject({ isSuperuser: true, companyId: null });
    for (const [index, company] of companyRows.entries()) {
      expect(company.establishmentYear).toBeGreaterThan(1900);
      const members = userRows.filter((user) => user.companyId === company.id);
      // The two companies to explore have an administrator and an employee; the deal partners an administrator.
      expect(members.map((member) => member.role).sort()).toEqual(index < 2 ? ['admin', 'employee'] : ['admin']);
      for (const member of members) {
        expect(member.spokenLanguages.length).toBeGreaterThan(1);
        // Extra phones are stored as the employee form would keep them (§5).
        for (const phone of member.phones) expect(extraPhoneSchema.parse(phone)).toEqual(phone);
      }
      expect(members.some((member) => member.hasWhatsApp)).toBe(true);
    }
    expect(userRows.some((user) => user.hasSignalApp)).toBe(true);
    expect(userRows.filter((user) => user.phones.length > 0).length).toBeGreaterThanOrEqual(2);
    // No cities imported in this database: the demo has no entries and no deals, and nothing failed.
    expect(await db.select().from(entries)).toEqual([]);
    expect(await db.select().from(deals)).toEqual([]);

    // The logins work against the real auth checks: members of an approved company, and staff on the staff API.
    const employee = userRows.find((user) => user.companyId === companyRows[1]?.id && user.role === 'employee');
    const asEmployee = await ctx.app.inject({ method: 'GET', url: '/api/update-info/', headers: await bearer(ctx.app, employee!.id) });
    expect(asEmployee.statusCode).toBe(200);
    const asStaff = await ctx.app.inject({ method: 'GET', url: '/api/staff/companies/', headers: await bearer(ctx.app, staff!.id) });
    expect(asStaff.json().results).toHaveLength(5);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'andrei.popescu@carpati-trans.example', password: DEMO_PASSWORD },
    });
    expect([login.statusCode, login.json().user?.role]).toEqual([200, 'admin']);

    expect(await seedDemoDataIfEmpty(db, new Date())).toBeNull();
    expect(await db.select().from(users)).toHaveLength(8);
    expect(await db.select().from(companies)).toHaveLength(5);
  });

  it('does not seed a database that has users, even when the demo accounts are gone', async () => {
    const db = ctx.database.db;
    await db.delete(users).where(eq(users.email, DEMO_STAFF.email));
    expect(await seedDemoDataIfEmpty(db, new Date())).toBeNull();
    expect(await db.select().from(companies)).toHaveLength(5);
  });

  it('prints every login and the password', () => {
    const text = formatDemoLogins([{ label: 'Staff (superuser)', email: DEMO_STAFF.email, password: DEMO_PASSWORD }]);
    expect(text).toContain(DEMO_STAFF.email);
    expect(text).toContain(`Password: ${DEMO_PASSWORD}`);
  });

  it('prints every demo member with the company, and the README lists them all', () => {
    const members = DEMO_COMPANIES.flatMap((company) => company.users.map((user) => ({ company, user })));
    const text = formatDemoLogins(members.map(({ user }) => ({ label: 'member', email: user.email, password: DEMO_PASSWORD })));
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../README.md'), 'utf8');
    for (const { company, user } of members) {
      expect(text).toContain(user.email);
      expect(readme).toMatch(new RegExp(`\\| \`${user.email.replace(/\./g, '\\.')}\` +\\| ${company.name.split(' ')[0]}`));
    }
  });
});

/** The demo entries on the test fixture cities (a subset: lanes with other cities are left out). */
describe('demo entries (DESIGN §4)', () => {
  const ctx = useTestApp({ clock: () => now });
  const now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  beforeAll(async () => {
    await seedTestCities(ctx.database.db);
    expect(await seedDemoDataIfEmpty(ctx.database.db, now)).not.toBeNull();
  });

  it('publishes a few dozen live entries per company, trucks and wares, in imported cities across Europe', async () => {
    const db = ctx.database.db;
    // The entries of the deal history (demo.deal-history.ts) have tests of their own.
    const dealEntries = new Set((await db.select({ uid: deals.entryUid }).from(deals)).map((deal) => deal.uid));
    const rows = (await db.select().from(entries)).filter((row) => !dealEntries.has(row.uid));
    const cityRows = new Map((await db.select().from(cities)).map((city) => [city.id, city]));
    const companyRows = (await db.select().from(companies).orderBy(companies.id)).slice(0, DEMO_LANES.length);
    for (const company of companyRows) {
      const own = rows.filter((row) => row.companyId === company.id);
      expect(own.length).toBeGreaterThanOrEqual(20);
      expect(new Set(own.map((row) => row.formType))).toEqual(new Set(['truck', 'ware']));
      const members = (await db.select().from(users).where(eq(users.companyId, company.id))).map((user) => user.id);
      // Published by both members of the company.
      expect(new Set(own.map((row) => row.userId))).toEqual(new Set(members));
    }
    for (const row of rows) {
      expect(row.identificationId).toMatch(row.formType === 'truck' ? /^TR-/ : /^WR-/);
      // Live: neither the loading window nor the validity is over; published in the past.
      expect(row.loadingEndsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.validUntil.getTime()).toBeGreaterThan(row.loadingEndsAt.getTime());
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(row.loadingDateEnd >= row.loadingDateStart && row.unloadingDateStart >= row.loadingDateEnd).toBe(true);
      // Real cities of the table, in the entry's countries, with the distance between them.
      const from = cityRows.get(row.loadingCityId ?? -1);
      const to = cityRows.get(row.unloadingCityId ?? -1);
      expect([from?.country, from?.name, to?.country, to?.name]).toEqual([
        row.loadingCountry,
        row.loadingCityName,
        row.unloadingCountry,
        row.unloadingCityName,
      ]);
      expect(row.distanceKm).toBeGreaterThan(0);
      expect(row.formType === 'truck' ? row.truckType !== null : row.platformTypes.length > 0).toBe(true);
      expect(row.notes.length).toBeLessThanOrEqual(150);
    }
    expect(new Set(rows.map((row) => row.loadingCountry)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.unloadingCountry)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.loadingDateStart)).size).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.price !== null).length).toBeGreaterThan(rows.length / 3);
    expect(rows.filter((row) => row.notes !== '').length).toBeGreaterThan(5);
    expect(new Set(rows.map((row) => row.currency))).toEqual(new Set(['EUR', 'RON']));
  });

  it('shows in the API: lists, dashboard counts (with entries about to expire) and realtime stats', async () => {
    const [andrei] = await ctx.database.db.select().from(users).where(eq(users.email, DEMO_COMPANIES[0]!.users[0].email));
    const headers = await bearer(ctx.app, andrei!.id);
    for (const formType of ['truck', 'ware']) {
      const list = await ctx.app.inject({ method: 'GET', url: `/api/${formType}-requests/?limit=200`, headers });
      expect(list.statusCode).toBe(200);
      const page = entryPageSchema.parse(list.json());
      expect(page.results.length).toBeGreaterThan(10);
      expect(page.results.every((entry) => !entry.expired)).toBe(true);
    }
    const counts = (await ctx.app.inject({ method: 'GET', url: '/api/dashboard-counts/', headers })).json() as DashboardCounts;
    expect(counts.trucks.total).toBeGreaterThan(10);
    expect(counts.trucks.views).toBeGreaterThan(0);
    expect(counts.trucks.expiring_6h).toBeGreaterThanOrEqual(1);
    expect(counts.trucks.expiring_24h).toBeGreaterThanOrEqual(counts.trucks.expiring_6h);
    expect(counts.wares.expiring_4h).toBeGreaterThanOrEqual(1);
    const stats = (await ctx.app.inject({ method: 'GET', url: '/api/realtime-stats/' })).json() as RealtimeStats;
    // Live: the deal history's entries of past transports and agreed deals are not.
    const rows = (await ctx.database.db.select().from(entries)).filter(
      (row) => row.takenAt === null && row.loadingEndsAt > now && row.validUntil > now,
    );
    expect(stats.available_trucks + stats.available_wares).toBe(rows.length);
    expect(stats.truck_last_24h).toBeGreaterThan(0);
    expect(stats.truck_last_24h).toBeLessThan(stats.available_trucks);
    // Still live a day later for most of them: loading days are spread over the next week.
    const later = rows.filter((row) => row.loadingEndsAt.getTime() > now.getTime() + 24 * HOUR);
    expect(later.length).toBeGreaterThan(rows.length / 2);
  });
});

/** With the real GeoNames data, every demo place is found, so every lane becomes an entry. */
describe('demo places in the real city data', () => {
  const ctx = useTestApp();
  beforeAll(() => insertDemoPlaces(ctx.database.db));

  it('places every lane of every company, and every deal of the history on an entry of its own', async () => {
    expect(await seedDemoDataIfEmpty(ctx.database.db, new Date())).not.toBeNull();
    const rows = await ctx.database.db.select().from(entries);
    expect(rows).toHaveLength(DEMO_LANES.flat().length + DEMO_DEALS.length);
    expect(await ctx.database.db.select().from(deals)).toHaveLength(DEMO_DEALS.length);
    // The GeoNames spellings are kept (Timişoara with a cedilla), found from the names written in demo.entries.ts.
    expect(rows.some((row) => row.loadingCityName === 'Timişoara')).toBe(true);
  });
});
