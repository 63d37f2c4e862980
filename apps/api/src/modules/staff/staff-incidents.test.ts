import { beforeAll, describe, expect, it } from 'vitest';
import type { IncidentPage } from '@freight/shared/incidents';
import { createCompany, createUser, readMails, waitForMail } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { insertIncident } from '../incidents/incidents.test-helpers';

describe('PATCH /api/staff/{payment,transport}-incidents/{id}/ (§4 staff decisions)', () => {
  const config = testConfig();
  let staffAccess: string;
  let memberAccess: string;
  let reporterId: number;
  let targetId: number;
  let reporterAdmin: string;
  let targetAdmin: string;

  const ctx = useTestApp({ config });
  beforeAll(async () => {
    const { db } = ctx.database;
    staffAccess = (await ctx.staff()).access;
    reporterId = (await createCompany(db, { name: 'Carpați Test Trans' })).id;
    targetId = (await createCompany(db, { name: 'Duna Test Kft' })).id;
    const member = await ctx.member({ companyId: reporterId, role: 'admin', language: 'ro' });
    reporterAdmin = member.user.email;
    memberAccess = member.access;
    targetAdmin = (await createUser(db, { companyId: targetId, role: 'admin', language: 'hu' })).email;
  });

  const decide = (kind: 'payment' | 'transport', id: number, payload: Record<string, string>, token = staffAccess) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/staff/${kind}-incidents/${id}/`, payload, headers: { authorization: `Bearer ${token}` } });

  it('approves a pending payment incident with a reason and mails both administrators in their language', async () => {
    const id = await insertIncident(ctx.database.db, 'payment', { companyId: targetId, createdByCompanyId: reporterId });
    const response = await decide('payment', id, { status: 'approved', reason: 'Invoice and CMR are consistent.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id, kind: 'payment', status: 'approved', decision_reason: 'Invoice and CMR are consistent.' });

    const [toTarget] = await waitForMail(config.dataDir, targetAdmin);
    const [toReporter] = await waitForMail(config.dataDir, reporterAdmin);
    expect(toTarget?.subject).toContain('jóváhagyta');
    expect(toTarget?.text).toContain('Invoice and CMR are consistent.');
    expect(toReporter?.subject).toContain('aprobat');

    // Decided once: a second decision is refused and changes nothing.
    const again = await decide('payment', id, { status: 'declined', reason: 'Changed my mind' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'validation_failed', fields: { status: ['incident_not_pending'] } });
  });

  it('declines a transport incident', async () => {
    const id = await insertIncident(ctx.database.db, 'transport', { companyId: targetId, createdByCompanyId: reporterId });
    const response = await decide('transport', id, { status: 'declined', reason: 'No proof of the booking.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'transport', status: 'declined', decision_reason: 'No proof of the booking.' });
    // The decision mails go out after the answer: both arrive (the second of each administrator) before the next test counts mails.
    await waitForMail(config.dataDir, targetAdmin, 2);
    await waitForMail(config.dataDir, reporterAdmin, 2);
  });

  it('needs a reason and a decision status', async () => {
    const id = await insertIncident(ctx.database.db, 'payment', { companyId: targetId, createdByCompanyId: reporterId });
    const noReason = await decide('payment', id, { status: 'approved', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ code: 'validation_failed', fields: { reason: ['required'] } });
    const pending = await decide('payment', id, { status: 'pending', reason: 'x' });
    expect(pending.statusCode).toBe(400);
    expect((await decide('payment', 987_654, { status: 'approved', reason: 'ok' })).statusCode).toBe(404);
  });

  it('lets only superusers decide (members 403 permission_denied, guests 401), and nothing changes', async () => {
    const id = await insertIncident(ctx.database.db, 'payment', { companyId: targetId, createdByCompanyId: reporterId });
    const mailsBefore = (await readMails(config.dataDir)).length;
    const member = await decide('payment', id, { status: 'approved', reason: 'I decide myself' }, memberAccess);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'permission_denied' });
    const guest = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/staff/payment-incidents/${id}/`,
      payload: { status: 'approved', reason: 'x' },
    });
    expect(guest.statusCode).toBe(401);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/incidents/?company=${targetId}`,
      headers: { authorization: `Bearer ${memberAccess}` },
    });
    expect((list.json() as IncidentPage).results.find((incident) => incident.kind === 'payment' && incident.id === id)?.status).toBe(
      'pending',
    );
    expect((await readMails(config.dataDir)).length).toBe(mailsBefore);
  });

  it('lists pending incidents of every company to staff only', async () => {
    const id = await insertIncident(ctx.database.db, 'transport', { companyId: targetId, createdByCompanyId: reporterId });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/incidents/?status=pending&ordering=created_at',
      headers: { authorization: `Bearer ${staffAccess}` },
    });
    expect(response.statusCode).toBe(200);
    const page = response.json() as IncidentPage;
    expect(page.results.every((incident) => incident.status === 'pending')).toBe(true);
    expect(page.results.some((incident) => incident.kind === 'transport' && incident.id === id)).toBe(true);
    const member = await ctx.app.inject({
      method: 'GET',
      url: '/api/staff/incidents/',
      headers: { authorization: `Bearer ${memberAccess}` },
    });
    expect(member.statusCode).toBe(403);
  });
});
