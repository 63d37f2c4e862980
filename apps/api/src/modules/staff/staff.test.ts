import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffCompany, StaffCompanyList } from '@freight/shared/staff';
import { companies, companyDocuments, onboardingInvitations, refreshTokens, users } from '../../db/schema';
import { consumeResetToken } from '../auth/reset-tokens.queries';
import { waitForQueuedMail } from '../../jobs/jobs.test-helpers';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { contentDisposition } from '../../content-disposition';
import { createOrPromoteSuperuser, deactivateExpiredCompanies } from './staff.service';
import { bearer, insertCompany, insertMember, insertRefreshToken, insertSuperuser, insertUser, outboxMails } from './staff.test-helpers';

const PUBLIC_URL = 'https://exchange.example';
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};
const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`, 'latin1');

describe('staff API', () => {
  const config = testConfig({ publicUrl: PUBLIC_URL });
  const ctx = useTestApp({ config });
  /** The outbox once every queued mail was sent (mail is a job: issue 16). */
  const sentMails = async () => {
    await waitForQueuedMail(ctx.database.db);
    return outboxMails(config.dataDir);
  };
  let staffHeaders: { authorization: string };

  beforeAll(async () => {
    staffHeaders = await bearer(ctx.app, (await insertSuperuser(ctx.database.db)).id);
  });

  const staffGet = async (url: string) => ctx.app.inject({ method: 'GET', url, headers: staffHeaders });
  const staffPost = async (url: string, payload?: object) => ctx.app.inject({ method: 'POST', url, headers: staffHeaders, payload });

  async function listAll(status?: string, limit = 200): Promise<StaffCompany[]> {
    const results: StaffCompany[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ limit: String(limit), ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) });
      const response = await staffGet(`/api/staff/companies/?${query}`);
      expect(response.statusCode).toBe(200);
      const page = response.json() as StaffCompanyList;
      expect(page.results.length).toBeLessThanOrEqual(limit);
      results.push(...page.results);
      cursor = page.next;
    } while (cursor);
    return results;
  }

  describe('access', () => {
    const routes = (companyId: number, documentId: number) => [
      { method: 'GET' as const, url: '/api/staff/companies/' },
      { method: 'GET' as const, url: `/api/staff/companies/${companyId}/documents/${documentId}/` },
      { method: 'POST' as const, url: `/api/staff/companies/${companyId}/approve/` },
      { method: 'POST' as const, url: `/api/staff/companies/${companyId}/deactivate/` },
      { method: 'POST' as const, url: `/api/staff/companies/${companyId}/invite/` },
      { method: 'POST' as const, url: '/api/staff/update-info/', payload: { type: 'minor' } },
    ];

    it('refuses guests (401 not_authenticated) and members (403 permission_denied) on every staff route, changing nothing', async () => {
      const company = await insertCompany(ctx.database.db, { status: 'pending' });
      const { user } = await insertMember(ctx.database.db);
      const storageKey = await ctx.app.storage.put(pdf('access'), 'pdf');
      const [document] = await ctx.database.db
        .insert(companyDocuments)
        .values({ companyId: company.id, kind: 'registration', originalName: 'a.pdf', storageKey, sizeBytes: 20 })
        .returning();
      const memberHeaders = await bearer(ctx.app, user.id);
      for (const route of routes(company.id, document!.id)) {
        const guest = await ctx.app.inject(route);
        expect([route.url, guest.statusCode, guest.json().code]).toEqual([route.url, 401, 'not_authenticated']);
        const member = await ctx.app.inject({ ...route, headers: memberHeaders });
        expect([route.url, member.statusCode, member.json().code]).toEqual([route.url, 403, 'permission_denied']);
        const forged = await ctx.app.inject({ ...route, headers: { authorization: 'Bearer not-a-token' } });
        expect([route.url, forged.statusCode, forged.json().code]).toEqual([route.url, 401, 'token_not_valid']);
      }
      const [after] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
      expect(after?.status).toBe('pending');
      expect(await ctx.database.db.select().from(onboardingInvitations).where(eq(onboardingInvitations.companyId, company.id))).toEqual([]);
    });
  });

  describe('company list', () => {
    it('filters by status, counting an approved company past its subscription end as inactive', async () => {
      const db = ctx.database.db;
      const pending = await insertCompany(db, { status: 'pending' });
      const active = await insertCompany(db, { status: 'active', subscriptionMonths: 6, createdAt: monthsAgo(5) });
      const expired = await insertCompany(db, { status: 'active', subscriptionMonths: 6, createdAt: monthsAgo(7) });
      const inactive = await insertCompany(db, { status: 'inactive' });

      const ids = (list: StaffCompany[]) => list.map((company) => company.id);
      const all = await listAll();
      expect(ids(all)).toEqual(expect.arrayContaining([pending.id, active.id, expired.id, inactive.id]));
      expect(all.find((company) => company.id === expired.id)?.status).toBe('inactive');
      expect(all.find((company) => company.id === active.id)?.status).toBe('active');

      const activeList = ids(await listAll('active'));
      expect(activeList).toContain(active.id);
      expect(activeList).not.toContain(expired.id);
      expect(activeList).not.toContain(pending.id);
      expect(activeList).not.toContain(inactive.id);

      const inactiveList = ids(await listAll('inactive'));
      expect(inactiveList).toEqual(expect.arrayContaining([expired.id, inactive.id]));
      expect(inactiveList).not.toContain(active.id);
      expect(inactiveList).not.toContain(pending.id);

      const pendingList = await listAll('pending');
      expect(ids(pendingList)).toContain(pending.id);
      expect(pendingList.every((company) => company.status === 'pending')).toBe(true);
    });

    it('answers every field of a company with its administrator and documents', async () => {
      const db = ctx.database.db;
      const company = await insertCompany(db, {
        status: 'pending',
        name: 'Transilvania Cargo SRL',
        registryCombination: 'J12/4567/2015',
        website: 'https://transilvania-cargo.example',
        street: 'Strada Memorandumului',
        number: '28',
        city: 'Cluj-Napoca',
        postalCode: '400114',
        subscriptionMonths: 6,
        createdAt: new Date('2026-01-31T10:00:00Z'),
      });
      const admin = await insertUser(db, { companyId: company.id, role: 'admin', phonePrefix: '+40', phone: '722123456' });
      await insertUser(db, { companyId: company.id, role: 'employee' });
      await db.insert(companyDocuments).values([
        { companyId: company.id, kind: 'registration', originalName: 'statut.pdf', storageKey: 'x', sizeBytes: 1234 },
        { companyId: company.id, kind: 'registration', originalName: 'licenta.pdf', storageKey: 'y', sizeBytes: 99 },
      ]);
      const found = (await listAll('pending')).find((row) => row.id === company.id);
      expect(found).toEqual({
        id: company.id,
        name: 'Transilvania Cargo SRL',
        type: 0,
        VATNumber: company.vatNumber,
        registry_combination: 'J12/4567/2015',
        country: 'RO',
        city: 'Cluj-Napoca',
        postal_code: '400114',
        street: 'Strada Memorandumului',
        number: '28',
        website: 'https://transilvania-cargo.example',
        subscription_months: 6,
        created_at: '2026-01-31T10:00:00.000Z',
        // PostgreSQL's calendar: 31 January + 6 months is 31 July.
        expires_at: '2026-07-31T10:00:00.000Z',
        status: 'pending',
        payment_reference: company.paymentReference,
        admin: {
          id: admin.id,
          first_name: admin.firstName,
          last_name: admin.lastName,
          email: admin.email,
          phone_prefix: '+40',
          phone: '722123456',
        },
        documents: [
          { id: expect.any(Number), name: 'statut.pdf', size: 1234 },
          { id: expect.any(Number), name: 'licenta.pdf', size: 99 },
        ],
      });
    });

    it('pages through every company once, newest first, in SQL order', async () => {
      const db = ctx.database.db;
      // Several companies created in the same instant: the id breaks the tie.
      const sameInstant = new Date();
      for (let i = 0; i < 5; i++) await insertCompany(db, { createdAt: sameInstant });
      for (let i = 0; i < 3; i++) await insertCompany(db);
      const expected = (await db.select({ id: companies.id }).from(companies).orderBy(desc(companies.createdAt), desc(companies.id))).map(
        (row) => row.id,
      );
      const paged = (await listAll(undefined, 3)).map((company) => company.id);
      expect(paged).toEqual(expected);
      expect(new Set(paged).size).toBe(paged.length);

      const first = (await staffGet('/api/staff/companies/?limit=1')).json() as StaffCompanyList;
      expect(first.results).toHaveLength(1);
      expect(first.next).toEqual(expect.any(String));
      const everything = (await staffGet('/api/staff/companies/')).json() as StaffCompanyList;
      expect(everything.results.length).toBe(Math.min(expected.length, 50));
    });

    it('rejects a bad limit, status or cursor', async () => {
      for (const query of ['limit=0', 'limit=201', 'status=deleted', 'cursor=bm90LWEtY3Vyc29y']) {
        const response = await staffGet(`/api/staff/companies/?${query}`);
        expect([query, response.statusCode, response.json().code]).toEqual([query, 400, 'validation_failed']);
      }
    });
  });

  describe('documents', () => {
    it('serves a company document inline as a PDF with a safe file name, and 404 for another company’s document', async () => {
      const db = ctx.database.db;
      const owner = await insertCompany(db, { status: 'pending' });
      const other = await insertCompany(db, { status: 'pending' });
      const bytes = pdf('certificat');
      const storageKey = await ctx.app.storage.put(bytes, 'pdf');
      const name = 'Certificat "înregistrare" ș\\1.pdf';
      const [document] = await db
        .insert(companyDocuments)
        .values({ companyId: owner.id, kind: 'registration', originalName: name, storageKey, sizeBytes: bytes.length })
        .returning();

      const response = await staffGet(`/api/staff/companies/${owner.id}/documents/${document!.id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      const disposition = String(response.headers['content-disposition']);
      expect(disposition).toBe(contentDisposition(name, 'attachment'));
      expect(disposition).toMatch(/^attachment; filename="Certificat _inregistrare_ s_1\.pdf"; filename\*=UTF-8''/);
      expect(/^[\x20-\x7e]*$/.test(disposition)).toBe(true);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(name);
      expect(response.rawPayload.equals(bytes)).toBe(true);

      const foreign = await staffGet(`/api/staff/companies/${other.id}/documents/${document!.id}/`);
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'not_found']);
      const unknown = await staffGet(`/api/staff/companies/${owner.id}/documents/999999/`);
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('approve', () => {
    it('activates the company and mails the administrator, in their language, a set-password link built from PUBLIC_URL', async () => {
      const db = ctx.database.db;
      const company = await insertCompany(db, { status: 'pending', subscriptionMonths: 12, createdAt: new Date('2026-03-15T08:00:00Z') });
      const admin = await insertUser(db, { companyId: company.id, role: 'admin', language: 'ro', firstName: 'Ioana', lastName: 'Pop' });

      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/staff/companies/${company.id}/approve/`,
        headers: { ...staffHeaders, host: 'attacker.example' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: company.id, status: 'active', expires_at: '2027-03-15T08:00:00.000Z' });
      const [row] = await db.select().from(companies).where(eq(companies.id, company.id));
      expect(row?.status).toBe('active');
      expect(row?.approvedAt).toBeInstanceOf(Date);

      const mail = (await sentMails()).find((message) => message.to === admin.email);
      expect(mail?.subject).toBe('Contul dumneavoastră Freight Exchange a fost aprobat');
      expect(mail?.text).toContain('Bună ziua, Ioana Pop');
      expect(mail?.text).toContain('12 luni este valabil până la 2027-03-15');
      expect(mail?.text).not.toContain('attacker.example');
      const link = /https:\/\/exchange\.example\/reset-password\/(\S+)/.exec(mail?.text ?? '');
      expect(link).not.toBeNull();
      expect(await consumeResetToken(db, decodeURIComponent(link![1]!), new Date())).toBe(admin.id);
    });

    it('writes the approval mail in English for a language without texts, and 404 for an unknown company', async () => {
      const db = ctx.database.db;
      const company = await insertCompany(db, { status: 'pending' });
      const admin = await insertUser(db, { companyId: company.id, role: 'admin', language: 'xx' });
      expect((await staffPost(`/api/staff/companies/${company.id}/approve/`)).statusCode).toBe(200);
      expect((await sentMails()).find((message) => message.to === admin.email)?.subject).toBe('Your Freight Exchange account is approved');
      const unknown = await staffPost('/api/staff/companies/999999/approve/');
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
    });

    it('starts a new paid period when re-approving a company whose subscription ran out, and keeps a running one', async () => {
      const db = ctx.database.db;
      const expired = await insertCompany(db, { status: 'inactive', subscriptionMonths: 6, createdAt: monthsAgo(7) });
      const running = await insertCompany(db, { status: 'inactive', subscriptionMonths: 6, createdAt: monthsAgo(2) });
      const before = Date.now();
      const renewed = (await staffPost(`/api/staff/companies/${expired.id}/approve/`)).json() as StaffCompany;
      expect(renewed.status).toBe('active');
      expect(Date.parse(renewed.expires_at)).toBeGreaterThan(before + 5 * 30 * 24 * 3600 * 1000);
      const kept = (await staffPost(`/api/staff/companies/${running.id}/approve/`)).json() as StaffCompany;
      // Four months were left of the running period; re-approval does not extend it.
      expect(Date.parse(kept.expires_at)).toBeLessThan(before + 4.5 * 30 * 24 * 3600 * 1000);
    });
  });

  describe('deactivate', () => {
    it('disables the company, revokes its refresh tokens and ends its members’ access at once', async () => {
      const db = ctx.database.db;
      const { company, user } = await insertMember(db);
      const colleague = await insertUser(db, { companyId: company.id, role: 'employee' });
      const outsider = (await insertMember(db)).user;
      const tokens = [await insertRefreshToken(ctx.app, user.id), await insertRefreshToken(ctx.app, colleague.id)];
      const outsiderToken = await insertRefreshToken(ctx.app, outsider.id);
      const memberHeaders = await bearer(ctx.app, user.id);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/update-info/', headers: memberHeaders })).statusCode).toBe(200);

      const response = await staffPost(`/api/staff/companies/${company.id}/deactivate/`);
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('inactive');

      const rows = await db.select().from(refreshTokens);
      for (const jti of tokens) expect(rows.find((row) => row.jti === jti)?.revokedAt).toBeInstanceOf(Date);
      expect(rows.find((row) => row.jti === outsiderToken)?.revokedAt).toBeNull();

      const refused = await ctx.app.inject({ method: 'GET', url: '/api/update-info/', headers: memberHeaders });
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'token_not_valid']);
      expect((await staffPost('/api/staff/companies/999999/deactivate/')).statusCode).toBe(404);
    });
  });

  describe('invite', () => {
    it('creates an onboarding invitation for a pending company and mails its link', async () => {
      const db = ctx.database.db;
      const company = await insertCompany(db, { status: 'pending' });
      const admin = await insertUser(db, { companyId: company.id, role: 'admin', language: 'de', firstName: 'Markus', lastName: 'Becker' });
      const response = await staffPost(`/api/staff/companies/${company.id}/invite/`);
      expect(response.statusCode).toBe(200);
      const { tid, link } = response.json() as { tid: string; link: string };
      expect(tid).toMatch(/^[A-Za-z0-9_-]{24,}$/);
      expect(link).toBe(`${PUBLIC_URL}/registration-initialized?tid=${tid}`);
      const [invitation] = await db.select().from(onboardingInvitations).where(eq(onboardingInvitations.tid, tid));
      expect(invitation?.companyId).toBe(company.id);
      const mail = (await sentMails()).find((message) => message.to === admin.email);
      expect(mail?.subject).toBe('Bitte prüfen Sie Ihre Firmendaten auf der Freight Exchange');
      expect(mail?.text).toContain(link);

      const second = (await staffPost(`/api/staff/companies/${company.id}/invite/`)).json() as { tid: string };
      expect(second.tid).not.toBe(tid);
    });

    it('refuses a company that is not pending, and 404 for an unknown one', async () => {
      const active = await insertCompany(ctx.database.db, { status: 'active' });
      const refused = await staffPost(`/api/staff/companies/${active.id}/invite/`);
      expect([refused.statusCode, refused.json().fields]).toEqual([400, { status: ['company_not_pending'] }]);
      expect((await staffPost('/api/staff/companies/999999/invite/')).statusCode).toBe(404);
    });
  });

  describe('update notices', () => {
    it('publishes an update that members then see', async () => {
      const published = await staffPost('/api/staff/update-info/', { type: 'major' });
      expect(published.statusCode).toBe(200);
      const body = published.json() as { timestamp: string; type: string };
      expect(body.type).toBe('major');
      const member = await bearer(ctx.app, (await insertMember(ctx.database.db)).user.id);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/update-info/', headers: member })).json()).toEqual(body);

      const invalid = await staffPost('/api/staff/update-info/', { type: 'huge' });
      expect([invalid.statusCode, invalid.json().fields]).toEqual([400, { type: expect.any(Array) }]);
    });
  });

  describe('subscription expiry sweep', () => {
    it('sets expired approved companies inactive and ends their sessions, leaving the others', async () => {
      const db = ctx.database.db;
      const expired = await insertMember(db, { status: 'active', subscriptionMonths: 6, createdAt: monthsAgo(7) });
      const current = await insertMember(db, { status: 'active', subscriptionMonths: 12, createdAt: monthsAgo(7) });
      const pendingOld = await insertCompany(db, { status: 'pending', subscriptionMonths: 6, createdAt: monthsAgo(8) });
      const expiredToken = await insertRefreshToken(ctx.app, expired.user.id);
      const currentToken = await insertRefreshToken(ctx.app, current.user.id);

      const ids = await deactivateExpiredCompanies(db, new Date());
      expect(ids).toContain(expired.company.id);
      expect(ids).not.toContain(current.company.id);
      const statuses = await db
        .select({ id: companies.id, status: companies.status })
        .from(companies)
        .where(sql`${companies.id} in (${expired.company.id}, ${current.company.id}, ${pendingOld.id})`);
      expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
        [expired.company.id]: 'inactive',
        [current.company.id]: 'active',
        [pendingOld.id]: 'pending',
      });
      const tokens = await db.select().from(refreshTokens);
      expect(tokens.find((row) => row.jti === expiredToken)?.revokedAt).toBeInstanceOf(Date);
      expect(tokens.find((row) => row.jti === currentToken)?.revokedAt).toBeNull();
      expect(await deactivateExpiredCompanies(db, new Date())).not.toContain(expired.company.id);
    });
  });

  describe('superuser creation (CLI service)', () => {
    it('creates a staff account, or promotes an existing member out of their company', async () => {
      const db = ctx.database.db;
      const created = await createOrPromoteSuperuser(db, { email: 'new.staff@example.com', passwordHash: 'hash-1' });
      expect(created.created).toBe(true);
      const { user } = await insertMember(db);
      const promoted = await createOrPromoteSuperuser(db, { email: user.email, passwordHash: 'hash-2' });
      expect(promoted).toEqual({ id: user.id, created: false });
      const [row] = await db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ isSuperuser: true, companyId: null, role: 'admin', passwordHash: 'hash-2', isActive: true });
      const staff = await bearer(ctx.app, user.id);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/companies/?limit=1', headers: staff })).statusCode).toBe(200);
    });
  });
});
