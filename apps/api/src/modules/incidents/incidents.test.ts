import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { incidentDocuments, paymentIncidents, transportIncidents } from '../../db/schema-incidents';
import { createCompany, createUser, loginAs, pdfBytes, pngBytes, storedFiles, waitForMail, type UploadFile } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { fourPdfs, incidentForm, paymentFields, postIncident, transportFields } from './incidents.test-helpers';

describe('POST /api/payment-incidents/ and /api/transport-incidents/ (§5)', () => {
  const config = testConfig();
  let access: string;
  let reporterCompanyId: number;
  let targetId: number;
  let targetAdminEmail: string;

  const ctx = useTestApp({ config });
  beforeAll(async () => {
    const reporter = await ctx.member();
    reporterCompanyId = reporter.companyId;
    access = reporter.access;
    const target = await createCompany(ctx.database.db, { name: 'Rhein Test Spedition GmbH' });
    targetId = target.id;
    targetAdminEmail = (await createUser(ctx.database.db, { companyId: target.id, role: 'admin', language: 'de' })).email;
    await createUser(ctx.database.db, { companyId: target.id, role: 'employee' });
  });

  async function stored() {
    const { db } = ctx.database;
    return {
      payment: await db.$count(paymentIncidents),
      transport: await db.$count(transportIncidents),
      documents: await db.$count(incidentDocuments),
      files: storedFiles(config.dataDir).length,
    };
  }

  /** A refused submission leaves no row and no file behind. */
  async function expectRefused(kind: 'payment' | 'transport', form: FormData, status: number, code: string) {
    const before = await stored();
    const response = await postIncident(ctx.app, kind, access, form);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json() as { code: string; fields?: Record<string, string[]> };
    expect(body.code).toBe(code);
    expect(await stored()).toEqual(before);
    return body;
  }

  it('files a payment incident with four documents, stores them and mails the target administrator in their language', async () => {
    const files: UploadFile[] = [...fourPdfs().slice(0, 3), { name: 'dovada.png', bytes: pngBytes(), type: 'image/png' }];
    const before = await stored();
    const response = await postIncident(ctx.app, 'payment', access, incidentForm(paymentFields(targetId), files));
    expect(response.statusCode, response.body).toBe(201);
    const incident = response.json() as Record<string, unknown> & { documents: { name: string; url: string }[] };
    expect(incident).toMatchObject({
      kind: 'payment',
      company: { id: targetId, name: 'Rhein Test Spedition GmbH' },
      created_by_company: { id: reporterCompanyId },
      status: 'pending',
      pending_value: 1250.5,
      currency: 'EUR',
      deadline: '2026-12-31',
      decision_reason: '',
    });
    expect(incident.documents.map((document) => document.name)).toEqual(['transport-order.pdf', 'cmr.pdf', 'invoice.pdf', 'dovada.png']);
    expect(await stored()).toEqual({ ...before, payment: before.payment + 1, documents: before.documents + 4, files: before.files + 4 });

    const [mail] = await waitForMail(config.dataDir, targetAdminEmail);
    expect(mail?.subject).toContain('Zahlungsvorfall');
    expect(mail?.text).toContain(`#${String(incident.id)}`);
    expect(mail?.text).toContain('http://localhost:3000/dashboard/my-incidents');
  });

  it('files a transport incident with one PDF', async () => {
    const response = await postIncident(
      ctx.app,
      'transport',
      access,
      incidentForm(transportFields(targetId), [fourPdfs()[0] as UploadFile]),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'transport', incident_date: '2026-10-05', status: 'pending', company: { id: targetId } });
  });

  it('asks for four documents on a payment incident (three → insufficient_documents)', async () => {
    const body = await expectRefused(
      'payment',
      incidentForm(paymentFields(targetId), fourPdfs().slice(0, 3)),
      400,
      'insufficient_documents',
    );
    expect(body.fields).toEqual({ documents: ['insufficient_documents'] });
  });

  it('asks for at least one document on a transport incident', async () => {
    await expectRefused('transport', incidentForm(transportFields(targetId), []), 400, 'insufficient_documents');
  });

  it('checks each file by its bytes: a .docx (zip) named like a PDF is unsupported_file', async () => {
    const docx = { name: 'invoice.pdf', bytes: Buffer.from('PK\u0003\u0004word/document.xml'), type: 'application/pdf' };
    const body = await expectRefused('payment', incidentForm(paymentFields(targetId), [...fourPdfs(), docx]), 400, 'unsupported_file');
    expect(body.fields).toEqual({ documents: ['unsupported_file'] });
    const renamed = {
      name: 'report.docx',
      bytes: Buffer.from('PK\u0003\u0004'),
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    };
    await expectRefused('transport', incidentForm(transportFields(targetId), [renamed]), 400, 'unsupported_file');
  });

  it('takes only PDFs on a transport incident', async () => {
    await expectRefused(
      'transport',
      incidentForm(transportFields(targetId), [{ name: 'photo.png', bytes: pngBytes(), type: 'image/png' }]),
      400,
      'unsupported_file',
    );
  });

  it('refuses a file over 4 MB with file_too_large', async () => {
    const big = { name: 'big.pdf', bytes: Buffer.concat([pdfBytes('big'), Buffer.alloc(5 * 1024 * 1024, 0x20)]) };
    const body = await expectRefused('payment', incidentForm(paymentFields(targetId), [...fourPdfs(), big]), 400, 'file_too_large');
    expect(body.fields).toEqual({ documents: ['file_too_large'] });
  });

  it('needs every field: a negative, empty or missing pending value, an unknown currency, a bad date', async () => {
    const negative = await expectRefused(
      'payment',
      incidentForm(paymentFields(targetId, { pendingValue: '-1' }), fourPdfs()),
      400,
      'validation_failed',
    );
    expect(negative.fields).toEqual({ pendingValue: ['negative'] });

    const empty = await expectRefused(
      'payment',
      incidentForm(paymentFields(targetId, { pendingValue: '' }), fourPdfs()),
      400,
      'validation_failed',
    );
    expect(empty.fields).toEqual({ pendingValue: ['required'] });

    const currency = await expectRefused(
      'payment',
      incidentForm(paymentFields(targetId, { currency: 'GBP' }), fourPdfs()),
      400,
      'validation_failed',
    );
    expect(currency.fields).toEqual({ currency: ['incident_currency_invalid'] });

    const deadline = await expectRefused(
      'payment',
      incidentForm(paymentFields(targetId, { deadline: '31.12.2026' }), fourPdfs()),
      400,
      'validation_failed',
    );
    expect(deadline.fields).toEqual({ deadline: ['date_invalid'] });

    const missing = await expectRefused('payment', incidentForm({}, fourPdfs()), 400, 'validation_failed');
    expect(Object.keys(missing.fields ?? {}).sort()).toEqual(['companyId', 'currency', 'deadline', 'description', 'pendingValue']);

    const date = await expectRefused(
      'transport',
      incidentForm(transportFields(targetId, { incident_date: '2026-02-30' }), [fourPdfs()[0] as UploadFile]),
      400,
      'validation_failed',
    );
    expect(date.fields).toEqual({ incident_date: ['date_invalid'] });
  });

  it('answers 404 company_not_found for an unknown company', async () => {
    await expectRefused('payment', incidentForm(paymentFields(999_999), fourPdfs()), 404, 'company_not_found');
    await expectRefused('transport', incidentForm(transportFields(999_999), [fourPdfs()[0] as UploadFile]), 404, 'company_not_found');
  });

  it('does not let a company report itself', async () => {
    const body = await expectRefused('payment', incidentForm(paymentFields(reporterCompanyId), fourPdfs()), 400, 'validation_failed');
    expect(body.fields).toEqual({ companyId: ['own_company'] });
  });

  it('removes the stored files when the database refuses the incident at the last step', async () => {
    // A real database fault, not a mocked one: a trigger refuses the document rows of this transaction.
    const { db } = ctx.database;
    await db.execute(sql`create function refuse_incident_documents() returns trigger language plpgsql as $$
      begin raise exception 'incident documents refused for the test'; end $$`);
    await db.execute(sql`create trigger refuse_incident_documents before insert on incident_documents
      for each row execute function refuse_incident_documents()`);
    try {
      const before = await stored();
      const response = await postIncident(ctx.app, 'payment', access, incidentForm(paymentFields(targetId), fourPdfs()));
      expect([response.statusCode, response.json().code]).toEqual([500, 'server_error']);
      expect(await stored()).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_incident_documents on incident_documents`);
      await db.execute(sql`drop function refuse_incident_documents()`);
    }
  });

  it('needs a logged-in member of a company', async () => {
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-incidents/',
      payload: incidentForm(paymentFields(targetId), fourPdfs()),
    });
    expect(guest.statusCode).toBe(401);
    const staff = await createUser(ctx.database.db, { companyId: null, isSuperuser: true });
    const staffAccess = (await loginAs(ctx.app, staff.email)).access;
    const before = await stored();
    const response = await postIncident(ctx.app, 'payment', staffAccess, incidentForm(paymentFields(targetId), fourPdfs()));
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
