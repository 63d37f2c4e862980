import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '@freight/shared/accounts-constants';
import type { AuditLogPage } from '@freight/shared/audit';
import { companyDocuments } from '../../db/schema';
import { paymentIncidents } from '../../db/schema-incidents';
import { auditLog } from '../../db/schema-trust';
import { createCompany, createUser, pdfBytes, uniqueIp } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { bearer } from '../staff/staff.test-helpers';
import { record } from './audit.service';

describe('audit log (issue 33)', () => {
  const ctx = useTestApp();
  let staffId: number;
  let staff: { authorization: string };

  beforeAll(async () => {
    staffId = (await createUser(ctx.database.db, { isSuperuser: true, companyId: null })).id;
    staff = await bearer(ctx.app, staffId);
  });

  const rowsOf = (companyId: number) => ctx.database.db.select().from(auditLog).where(eq(auditLog.companyId, companyId));
  const readLog = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/staff/audit-log/?${query}`, headers: staff });
    expect(response.statusCode).toBe(200);
    return response.json() as AuditLogPage;
  };

  it('records staff approval and deactivation with the acting staff member', async () => {
    const company = await createCompany(ctx.database.db, { status: 'pending' });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/staff/companies/${company.id}/approve/`, headers: staff })).statusCode).toBe(
      200,
    );
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/staff/companies/${company.id}/deactivate/`, headers: staff })).statusCode,
    ).toBe(200);
    const rows = await rowsOf(company.id);
    expect(rows.map((row) => [row.action, row.actorUserId, row.targetId])).toEqual([
      ['company_approved', staffId, String(company.id)],
      ['company_deactivated', staffId, String(company.id)],
    ]);
    // A second approval of an active company changes nothing, so it writes nothing either.
    const active = await createCompany(ctx.database.db);
    await ctx.app.inject({ method: 'POST', url: `/api/staff/companies/${active.id}/approve/`, headers: staff });
    expect(await rowsOf(active.id)).toEqual([]);
  });

  it('writes a row only with its change: a rolled back transaction leaves none', async () => {
    const company = await createCompany(ctx.database.db);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await record(tx, { at: new Date(), actorUserId: staffId, companyId: company.id, action: 'company_approved' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(company.id)).toEqual([]);
  });

  it('records a member role change, and none when the change is refused (last administrator)', async () => {
    const company = await createCompany(ctx.database.db);
    const admin = await createUser(ctx.database.db, { companyId: company.id, role: 'admin' });
    const employee = await createUser(ctx.database.db, { companyId: company.id, role: 'employee' });
    const headers = await bearer(ctx.app, admin.id);
    const refused = await ctx.app.inject({ method: 'PATCH', url: `/api/employees/${admin.id}/`, headers, payload: { role: 'employee' } });
    expect(refused.statusCode).toBe(403);
    expect(await rowsOf(company.id)).toEqual([]);
    const promoted = await ctx.app.inject({ method: 'PATCH', url: `/api/employees/${employee.id}/`, headers, payload: { role: 'admin' } });
    expect(promoted.statusCode).toBe(200);
    const rows = await rowsOf(company.id);
    expect(rows.map((row) => [row.action, row.actorUserId, row.targetId, row.details])).toEqual([
      ['member_role_changed', admin.id, String(employee.id), { email: employee.email, from: 'employee', to: 'admin' }],
    ]);
  });

  it('records an incident decision', async () => {
    const target = await createCompany(ctx.database.db);
    const reporter = await createCompany(ctx.database.db);
    const [incident] = await ctx.database.db
      .insert(paymentIncidents)
      .values({
        companyId: target.id,
        createdByCompanyId: reporter.id,
        description: 'Unpaid invoice 12',
        pendingValue: '1500.00',
        currency: 'EUR',
        deadline: '2026-01-10',
      })
      .returning();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/payment-incidents/${incident!.id}/`,
      headers: staff,
      payload: { status: 'approved', reason: 'Invoice and reminders seen' },
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rowsOf(target.id);
    expect([row?.action, row?.targetType, row?.details]).toEqual([
      'incident_decided',
      'payment_incident',
      { status: 'approved', reason: 'Invoice and reminders seen', reporter: reporter.id },
    ]);
  });

  it('records a failed-login lockout once, on the attempt that passes the limit', async () => {
    const member = await createUser(ctx.database.db);
    const ip = uniqueIp();
    const attempt = () =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email: member.email, password: 'wrong' }, remoteAddress: ip });
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect(await rowsOf(member.companyId!)).toEqual([]);
    expect((await attempt()).statusCode).toBe(429);
    expect((await attempt()).statusCode).toBe(429);
    const rows = await rowsOf(member.companyId!);
    expect(rows.map((row) => [row.action, row.actorUserId, row.actorLabel, row.details])).toEqual([
      ['login_locked', member.id, member.email, { ip, known_account: true }],
    ]);
  });

  it("records a download of another company's document, not of one's own", async () => {
    const owner = await createUser(ctx.database.db);
    const partner = await createUser(ctx.database.db);
    const key = await ctx.app.storage.put(pdfBytes('audit'), 'pdf');
    const [document] = await ctx.database.db
      .insert(companyDocuments)
      .values({ companyId: owner.companyId!, kind: 'company', originalName: 'licence.pdf', storageKey: key, sizeBytes: 10 })
      .returning();
    const url = `/api/companies/${owner.companyId}/documents/${document!.id}/`;
    expect((await ctx.app.inject({ method: 'GET', url, headers: await bearer(ctx.app, owner.id) })).statusCode).toBe(200);
    expect(await rowsOf(owner.companyId!)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url, headers: await bearer(ctx.app, partner.id) })).statusCode).toBe(200);
    const staffUrl = `/api/staff/companies/${owner.companyId}/documents/${document!.id}/`;
    expect((await ctx.app.inject({ method: 'GET', url: staffUrl, headers: staff })).statusCode).toBe(200);
    const rows = await rowsOf(owner.companyId!);
    expect(rows.map((row) => [row.action, row.actorUserId, row.targetId, row.details])).toEqual([
      ['document_downloaded', partner.id, String(document!.id), { name: 'licence.pdf' }],
      ['document_downloaded', staffId, String(document!.id), { name: 'licence.pdf' }],
    ]);
  });

  it('refuses UPDATE and DELETE of its rows in the database itself', async () => {
    const company = await createCompany(ctx.database.db);
    await record(ctx.database.db, { at: new Date(), actorUserId: staffId, companyId: company.id, action: 'company_approved' });
    await expect(
      ctx.database.db.execute(sql`UPDATE audit_log SET action = 'company_deactivated' WHERE company_id = ${company.id}`),
    ).rejects.toThrow();
    await expect(ctx.database.db.execute(sql`DELETE FROM audit_log WHERE company_id = ${company.id}`)).rejects.toThrow();
    expect((await rowsOf(company.id)).map((row) => row.action)).toEqual(['company_approved']);
  });

  describe('staff reading', () => {
    it('filters by actor, company, action and day, pages newest first, and exports CSV', async () => {
      const company = await createCompany(ctx.database.db);
      const other = await createCompany(ctx.database.db);
      const at = (day: string) => new Date(`${day}T12:00:00Z`);
      await record(ctx.database.db, { at: at('2025-03-01'), actorUserId: 901, companyId: company.id, action: 'company_approved' });
      await record(ctx.database.db, { at: at('2025-03-02'), actorUserId: 902, companyId: company.id, action: 'company_deactivated' });
      await record(ctx.database.db, {
        at: new Date('2025-03-03T23:59:59Z'),
        actorUserId: 901,
        actorLabel: '=HYPERLINK("x")',
        companyId: company.id,
        action: 'company_approved',
        details: { note: 'a "quoted" word' },
      });
      await record(ctx.database.db, { at: at('2025-03-02'), actorUserId: 901, companyId: other.id, action: 'company_approved' });

      const ofCompany = await readLog(`company=${company.id}`);
      expect(ofCompany.results.map((row) => row.at)).toEqual([
        '2025-03-03T23:59:59.000Z',
        '2025-03-02T12:00:00.000Z',
        '2025-03-01T12:00:00.000Z',
      ]);
      expect((await readLog(`company=${company.id}&actor=901`)).results).toHaveLength(2);
      expect((await readLog(`company=${company.id}&action=company_deactivated`)).results.map((row) => row.actor)).toEqual([902]);
      const days = await readLog(`company=${company.id}&from=2025-03-02&to=2025-03-03`);
      expect(days.results.map((row) => row.at.slice(0, 10))).toEqual(['2025-03-03', '2025-03-02']);

      const first = await readLog(`company=${company.id}&limit=2`);
      expect(first.results).toHaveLength(2);
      const second = await readLog(`company=${company.id}&limit=2&cursor=${first.next}`);
      expect(second.results.map((row) => row.at)).toEqual(['2025-03-01T12:00:00.000Z']);
      expect(second.next).toBeNull();

      const csv = await ctx.app.inject({ method: 'GET', url: `/api/staff/audit-log/?company=${company.id}&format=csv`, headers: staff });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('id,at,actor,actor_label,company,action,target_type,target_id,details');
      expect(lines).toHaveLength(4);
      // A formula-looking label is defused; quotes inside a field are doubled.
      expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
      expect(lines[1]).toContain('"{""note"":""a \\""quoted\\"" word""}"');
    });

    it('is for staff only and validates its filters', async () => {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/audit-log/' })).statusCode).toBe(401);
      const member = await createUser(ctx.database.db);
      const asMember = await ctx.app.inject({ method: 'GET', url: '/api/staff/audit-log/', headers: await bearer(ctx.app, member.id) });
      expect(asMember.statusCode).toBe(403);
      const bad = await ctx.app.inject({ method: 'GET', url: '/api/staff/audit-log/?from=yesterday&action=anything', headers: staff });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields as object).sort()).toEqual(['action', 'from']);
    });
  });
});
