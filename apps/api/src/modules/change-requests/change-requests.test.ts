import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeRequest, ChangeRequestPage } from '@freight/shared/change-requests';
import type { CompanyDetails } from '@freight/shared/companies';
import { companies, users } from '../../db/schema';
import { auditLog } from '../../db/schema-trust';
import { createCompany, createUser, pdfBytes, pngBytes } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from '../staff/staff.test-helpers';

const DAY = 24 * 3600 * 1000;
const IBAN = 'RO49AAAA1B31007593840000';
const OTHER_IBAN = 'DE89370400440532013000';

describe('protected company data (issue 33)', () => {
  let now = new Date('2026-03-01T10:00:00Z');
  const ctx = useTestApp({ clock: () => now });
  let staffId: number;

  beforeAll(async () => {
    staffId = (await createUser(ctx.database.db, { isSuperuser: true, companyId: null })).id;
  });

  /** An approved company with its administrator (the contact partners see) and an employee. */
  async function member() {
    // As staff approval leaves it: every contact verified since the approval.
    const verified = { phoneVerifiedSince: now, emailVerifiedSince: now, bankAccountVerifiedSince: now };
    const company = await createCompany(ctx.database.db, { approvedAt: now, bankAccount: IBAN, createdAt: now, ...verified });
    const admin = await createUser(ctx.database.db, { companyId: company.id, role: 'admin', phonePrefix: '+40', phone: '722000111' });
    const employee = await createUser(ctx.database.db, { companyId: company.id, role: 'employee' });
    return { company, admin, employee };
  }

  function form(values: Record<string, string>, document: Buffer | null = pdfBytes('proof')): FormData {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) body.append(name, value);
    if (document) body.append('document', new Blob([new Uint8Array(document)], { type: 'application/pdf' }), 'proof.pdf');
    return body;
  }

  async function file(userId: number, values: Record<string, string>, document?: Buffer | null) {
    const request = new Request('http://x/', { method: 'POST', body: form(values, document) });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/company-change-requests/',
      headers: { ...(await bearer(ctx.app, userId)), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  const staffPost = async (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers: await bearer(ctx.app, staffId), payload });
  const details = async (viewerId: number, companyId: number) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/companies/${companyId}/`, headers: await bearer(ctx.app, viewerId) })
    ).json() as CompanyDetails;

  describe('direct edits', () => {
    it("refuses a change of an administrator's phone or e-mail through PATCH /api/employees/{id}/", async () => {
      const { admin } = await member();
      const headers = await bearer(ctx.app, admin.id);
      for (const payload of [{ phone: '733999888' }, { email: 'new@example.com' }, { phone_prefix: '+49' }]) {
        const response = await ctx.app.inject({ method: 'PATCH', url: `/api/employees/${admin.id}/`, headers, payload });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'change_request_required',
          fields: { [Object.keys(payload)[0]!]: ['change_request_required'] },
        });
      }
      const [row] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
      expect([row?.phone, row?.email]).toEqual(['722000111', admin.email]);
      // The same value is no change; other fields stay the admin's own.
      const same = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/employees/${admin.id}/`,
        headers,
        payload: { phone: '722000111', job_title: 'Owner' },
      });
      expect(same.statusCode).toBe(200);
    });

    it("still lets an employee's own phone change directly (not the company's contact)", async () => {
      const { employee } = await member();
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/employees/${employee.id}/`,
        headers: await bearer(ctx.app, employee.id),
        payload: { phone: '744555666' },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('filing', () => {
    it('is for an administrator of the company, with a reason and a PDF checked by its bytes', async () => {
      const { admin, employee } = await member();
      expect((await file(employee.id, { bank_account: OTHER_IBAN, reason: 'We moved to another bank.' })).statusCode).toBe(403);
      const noDocument = await file(admin.id, { bank_account: OTHER_IBAN, reason: 'We moved to another bank.' }, null);
      expect([noDocument.statusCode, noDocument.json().fields]).toEqual([400, { document: ['required'] }]);
      const png = await file(admin.id, { bank_account: OTHER_IBAN, reason: 'We moved to another bank.' }, pngBytes());
      expect([png.statusCode, png.json().code]).toEqual([400, 'unsupported_file']);
      const invalid = await file(admin.id, { bank_account: 'RO00 1234', VATNumber: 'x', reason: 'short' });
      expect(invalid.json().fields).toEqual({ bank_account: ['iban_invalid'], VATNumber: ['vat_invalid'], reason: ['too_short'] });
      const nothing = await file(admin.id, { bank_account: IBAN, reason: 'Same account as before.' });
      expect(nothing.json().fields).toEqual({ non_field_errors: ['no_change'] });
    });

    it('keeps one pending request per company and shows it to its members only', async () => {
      const { company, admin, employee } = await member();
      const filed = await file(admin.id, { bank_account: 'de89 3704 0044 0532 0130 00', reason: 'We moved to another bank.' });
      expect(filed.statusCode).toBe(201);
      expect(filed.json()).toMatchObject({ status: 'pending', changes: { bank_account: OTHER_IBAN }, previous: { bank_account: IBAN } });
      const second = await file(admin.id, { phone: '733000111', reason: 'New office phone line.' });
      expect([second.statusCode, second.json().code]).toEqual([409, 'change_request_pending']);
      const own = await ctx.app.inject({
        method: 'GET',
        url: '/api/company-change-requests/',
        headers: await bearer(ctx.app, employee.id),
      });
      expect((own.json() as ChangeRequestPage).results.map((request) => request.company.id)).toEqual([company.id]);
      const stranger = (await member()).employee;
      const theirs = await ctx.app.inject({
        method: 'GET',
        url: '/api/company-change-requests/',
        headers: await bearer(ctx.app, stranger.id),
      });
      expect(theirs.json().results).toEqual([]);
      const document = await ctx.app.inject({ method: 'GET', url: filed.json().document.url, headers: await bearer(ctx.app, stranger.id) });
      expect(document.statusCode).toBe(404);
      // Nothing changed yet.
      const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row?.bankAccount).toBe(IBAN);
    });
  });

  describe('staff decisions', () => {
    it('refuses with a reason: nothing changes, the decision is audited', async () => {
      const { company, admin } = await member();
      const filed = (await file(admin.id, { VATNumber: 'RO99887766', reason: 'The company was merged.' })).json() as ChangeRequest;
      expect((await staffPost(`/api/staff/change-requests/${filed.id}/refuse/`, {})).statusCode).toBe(400);
      const refused = await staffPost(`/api/staff/change-requests/${filed.id}/refuse/`, { reason: 'The document is not a merger deed.' });
      expect(refused.json()).toMatchObject({ status: 'refused', decision_reason: 'The document is not a merger deed.' });
      const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row?.vatNumber).toBe(company.vatNumber);
      const again = await staffPost(`/api/staff/change-requests/${filed.id}/approve/`, {});
      expect(again.json().fields).toEqual({ status: ['change_request_not_pending'] });
      const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
      expect(audit.map((entry) => [entry.action, entry.actorUserId, entry.targetId])).toEqual([
        ['change_request_refused', staffId, String(filed.id)],
      ]);
    });

    it("approves: the values become the company's and its administrator's, and partners are warned for 30 days", async () => {
      const { company, admin } = await member();
      const partner = (await member()).admin;
      const before = await details(partner.id, company.id);
      expect(before.trust.bank_account).toEqual({ verified_since: now.toISOString(), changed_at: null });
      const filed = (
        await file(admin.id, { bank_account: OTHER_IBAN, phone: '733 000 111', city: 'Cluj-Napoca', reason: 'New bank and new office.' })
      ).json() as ChangeRequest;

      now = new Date(now.getTime() + 2 * DAY);
      const decidedAt = now;
      const approved = await staffPost(`/api/staff/change-requests/${filed.id}/approve/`, { reason: 'Bank letter checked.' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json().status).toBe('approved');
      const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
      expect([row?.bankAccount, row?.city, row?.registryCombination]).toEqual([OTHER_IBAN, 'Cluj-Napoca', company.registryCombination]);
      const [adminRow] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
      expect(adminRow?.phone).toBe('733000111');

      const changed = { verified_since: decidedAt.toISOString(), changed_at: decidedAt.toISOString() };
      const seen = await details(partner.id, company.id);
      expect(seen.bank_account).toBe(OTHER_IBAN);
      expect(seen.trust).toEqual({
        phone: changed,
        email: { verified_since: company.approvedAt!.toISOString(), changed_at: null },
        bank_account: changed,
      });
      // The warning's edges: shown through the 29th day and the last millisecond before 30 days, gone at 30 and 31.
      for (const [offset, shown] of [
        [29 * DAY, true],
        [30 * DAY - 1, true],
        [30 * DAY, false],
        [31 * DAY, false],
      ] as const) {
        now = new Date(decidedAt.getTime() + offset);
        const trust = (await details(partner.id, company.id)).trust;
        expect([offset / DAY, trust.bank_account.changed_at]).toEqual([offset / DAY, shown ? decidedAt.toISOString() : null]);
        expect(trust.bank_account.verified_since).toBe(decidedAt.toISOString());
      }
      const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id));
      expect(audit.map((entry) => entry.action)).toEqual(['change_request_approved']);
      expect(audit[0]?.details).toMatchObject({ changes: { bank_account: OTHER_IBAN, phone: '733000111', city: 'Cluj-Napoca' } });
    });

    it('approves a change of the bank account alone, leaving the administrator as they were', async () => {
      const { company, admin } = await member();
      const [adminBefore] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
      const filed = (await file(admin.id, { bank_account: OTHER_IBAN, reason: 'We moved to another bank.' })).json() as ChangeRequest;
      const approved = await staffPost(`/api/staff/change-requests/${filed.id}/approve/`, { reason: '' });
      expect(approved.statusCode, approved.body).toBe(200);
      const [row] = await ctx.database.db.select().from(companies).where(eq(companies.id, company.id));
      expect(row?.bankAccount).toBe(OTHER_IBAN);
      const [adminAfter] = await ctx.database.db.select().from(users).where(eq(users.id, admin.id));
      expect([adminAfter?.email, adminAfter?.phonePrefix, adminAfter?.phone]).toEqual([
        adminBefore?.email,
        adminBefore?.phonePrefix,
        adminBefore?.phone,
      ]);
    });

    it('refuses an approval whose VAT number another company took meanwhile, changing nothing', async () => {
      const { company, admin } = await member();
      const other = await createCompany(ctx.database.db);
      const filed = (await file(admin.id, { VATNumber: 'RO55555555', reason: 'Registered a new VAT number.' })).json() as ChangeRequest;
      await ctx.database.db.update(companies).set({ vatNumber: 'RO55555555' }).where(eq(companies.id, other.id));
      const approved = await staffPost(`/api/staff/change-requests/${filed.id}/approve/`, {});
      expect([approved.statusCode, approved.json().code]).toEqual([400, 'vat_number_exists']);
      const list = await ctx.app.inject({
        method: 'GET',
        url: '/api/staff/change-requests/?status=pending',
        headers: await bearer(ctx.app, staffId),
      });
      expect((list.json() as ChangeRequestPage).results.map((request) => request.id)).toContain(filed.id);
      expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.companyId, company.id))).toEqual([]);
    });

    it('is for staff only', async () => {
      const { admin } = await member();
      for (const [method, url] of [
        ['GET', '/api/staff/change-requests/'],
        ['POST', '/api/staff/change-requests/1/approve/'],
        ['POST', '/api/staff/change-requests/1/refuse/'],
      ] as const) {
        expect((await ctx.app.inject({ method, url, headers: await bearer(ctx.app, admin.id), payload: {} })).statusCode).toBe(403);
      }
    });
  });
});
