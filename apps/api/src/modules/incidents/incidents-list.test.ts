import { beforeAll, describe, expect, it } from 'vitest';
import type { Incident, IncidentPage } from '@freight/shared/incidents';
import { createCompany, createUser, loginAs, uniqueIp } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fourPdfs, incidentForm, insertIncident, paymentFields, postIncident } from './incidents.test-helpers';

describe('GET /api/incidents/, /api/payment-incidents/, /api/transport-incidents/ (§2 incidents view)', () => {
  const config = testConfig();
  let mine: number;
  let beta: number;
  let alpha: number;
  let gamma: number;
  let access: string;
  let outsiderAccess: string;
  let staffAccess: string;
  /** Named ids: "p1" is payment incident 1, in the order they were created (oldest first). */
  const ids: Record<string, number> = {};

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  const ctx = useTestApp({ config });
  beforeAll(async () => {
    const { db } = ctx.database;
    const me = await ctx.member();
    mine = me.companyId;
    access = me.access;
    alpha = (await createCompany(db, { name: 'alpha Logistics' })).id;
    beta = (await createCompany(db, { name: 'Beta Freight' })).id;
    gamma = (await createCompany(db, { name: 'Gamma Cargo' })).id;
    outsiderAccess = (await ctx.member()).access;
    staffAccess = (await ctx.staff()).access;

    // Filed by me against others, against me by others, and between others (never in my lists).
    ids.p1 = await insertIncident(db, 'payment', {
      companyId: beta,
      createdByCompanyId: mine,
      status: 'approved',
      createdAt: minutesAgo(60),
    });
    ids.t1 = await insertIncident(db, 'transport', {
      companyId: mine,
      createdByCompanyId: gamma,
      status: 'pending',
      createdAt: minutesAgo(50),
    });
    ids.p2 = await insertIncident(db, 'payment', {
      companyId: mine,
      createdByCompanyId: alpha,
      status: 'declined',
      createdAt: minutesAgo(40),
    });
    ids.t2 = await insertIncident(db, 'transport', {
      companyId: alpha,
      createdByCompanyId: mine,
      status: 'declined',
      createdAt: minutesAgo(30),
    });
    ids.p3 = await insertIncident(db, 'payment', {
      companyId: gamma,
      createdByCompanyId: mine,
      status: 'pending',
      createdAt: minutesAgo(20),
    });
    ids.x1 = await insertIncident(db, 'payment', {
      companyId: beta,
      createdByCompanyId: gamma,
      status: 'pending',
      createdAt: minutesAgo(10),
    });
  });

  async function list(url: string, token = access) {
    const response = await ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` }, remoteAddress: uniqueIp() });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as IncidentPage;
  }
  /** The incidents of a page by their names in `ids` (payment and transport ids are separate sequences). */
  const names = (page: IncidentPage) =>
    page.results.map(
      (incident) =>
        Object.entries(ids).find(
          ([name, id]) => id === incident.id && (name.startsWith('t') ? 'transport' : 'payment') === incident.kind,
        )?.[0] ?? `unknown ${incident.kind} ${incident.id}`,
    );

  it('own mode: all, by_me and against_me, newest first by default, both kinds in one list', async () => {
    expect(names(await list('/api/incidents/'))).toEqual(['p3', 't2', 'p2', 't1', 'p1']);
    expect(names(await list('/api/incidents/?scope=by_me'))).toEqual(['p3', 't2', 'p1']);
    expect(names(await list('/api/incidents/?scope=against_me'))).toEqual(['p2', 't1']);
    expect(names(await list('/api/payment-incidents/?scope=against_me'))).toEqual(['p2']);
    expect(names(await list('/api/transport-incidents/'))).toEqual(['t2', 't1']);
  });

  it('sorts by date ascending, company name and each status first (the other two in a fixed order)', async () => {
    expect(names(await list('/api/incidents/?ordering=created_at'))).toEqual(['p1', 't1', 'p2', 't2', 'p3']);
    // Target company names: p1 Beta, t1 mine, p2 mine, t2 alpha, p3 Gamma; case is ignored.
    // "alpha", "Beta", "Gamma", then my own "Test Transport …" (newest first within one company).
    expect(names(await list('/api/incidents/?ordering=company_name'))).toEqual(['t2', 'p1', 'p3', 'p2', 't1']);
    expect(names(await list('/api/incidents/?ordering=approved_first'))).toEqual(['p1', 'p3', 't1', 't2', 'p2']);
    expect(names(await list('/api/incidents/?ordering=pending_first'))).toEqual(['p3', 't1', 'p1', 't2', 'p2']);
    expect(names(await list('/api/incidents/?ordering=declined_first'))).toEqual(['t2', 'p2', 'p3', 't1', 'p1']);
  });

  it('other-company mode lists the incidents against that company, by kind', async () => {
    expect(names(await list(`/api/incidents/?company=${beta}`))).toEqual(['x1', 'p1']);
    expect(names(await list(`/api/incidents/?company=${beta}&kind=transport`))).toEqual([]);
    expect(names(await list(`/api/payment-incidents/?company=${beta}&ordering=approved_first`))).toEqual(['p1', 'x1']);
    expect(names(await list(`/api/incidents/?company=${alpha}`, outsiderAccess))).toEqual(['t2']);
  });

  it('pages with an opaque cursor without repeating or skipping', async () => {
    const first = await list('/api/incidents/?limit=2&ordering=pending_first');
    expect(names(first)).toEqual(['p3', 't1']);
    expect(first.next).toEqual(expect.any(String));
    const second = await list(`/api/incidents/?limit=2&ordering=pending_first&cursor=${first.next ?? ''}`);
    expect(names(second)).toEqual(['p1', 't2']);
    const third = await list(`/api/incidents/?limit=2&ordering=pending_first&cursor=${second.next ?? ''}`);
    expect(names(third)).toEqual(['p2']);
    expect(third.next).toBeNull();
    const broken = await ctx.app.inject({
      method: 'GET',
      url: '/api/incidents/?cursor=nonsense',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses guests, refuses own mode to staff without a company, and refuses unknown orderings', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/incidents/' })).statusCode).toBe(401);
    const staffOwn = await ctx.app.inject({ method: 'GET', url: '/api/incidents/', headers: { authorization: `Bearer ${staffAccess}` } });
    expect(staffOwn.statusCode).toBe(403);
    expect(names(await list(`/api/incidents/?company=${beta}`, staffAccess))).toEqual(['x1', 'p1']);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/incidents/?ordering=name',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets the reporter, the target and staff download documents, and answers 404 to anyone else', async () => {
    const target = await createUser(ctx.database.db, { companyId: beta });
    const targetAccess = (await loginAs(ctx.app, target.email)).access;
    const created = await postIncident(ctx.app, 'payment', access, incidentForm(paymentFields(beta), fourPdfs()));
    expect(created.statusCode, created.body).toBe(201);
    const incident = created.json() as Incident;
    const document = incident.documents[1];
    if (!document) throw new Error('no document');
    expect(document.url).toBe(`/api/payment-incidents/${incident.id}/documents/${document.id}/`);

    for (const token of [access, targetAccess, staffAccess]) {
      const response = await ctx.app.inject({ method: 'GET', url: document.url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe('attachment; filename="cmr.pdf"; filename*=UTF-8\'\'cmr.pdf');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    const outsider = await ctx.app.inject({ method: 'GET', url: document.url, headers: { authorization: `Bearer ${outsiderAccess}` } });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toMatchObject({ code: 'not_found' });
    // Outsiders see the incident in the company's list, but not its documents.
    const seen = (await list(`/api/payment-incidents/?company=${beta}`, outsiderAccess)).results.find((item) => item.id === incident.id);
    expect(seen?.documents).toEqual([]);
    // A document id of another incident, or of the other kind, is not found either.
    const wrongKind = await ctx.app.inject({
      method: 'GET',
      url: `/api/transport-incidents/${incident.id}/documents/${document.id}/`,
      headers: { authorization: `Bearer ${access}` },
    });
    expect(wrongKind.statusCode).toBe(404);
  });

  it('documents the incident calls in the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/incidents/',
        '/api/payment-incidents/',
        '/api/transport-incidents/',
        '/api/payment-incidents/{id}/documents/{docId}/',
        '/api/staff/payment-incidents/{id}/',
        '/api/staff/transport-incidents/{id}/',
      ]),
    );
  });
});
