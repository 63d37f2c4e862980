import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDetails, CompanyDocument } from '@freight/shared/companies';
import { companyDocuments } from '../../db/schema';
import { paymentIncidents, transportIncidents } from '../../db/schema-incidents';
import { auditLog } from '../../db/schema-trust';
import { createCompany, createUser, pdfBytes, pngBytes, storedFiles } from '../../test/factories';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

type Headers = { authorization: string };

function documentsForm(files: { name: string; bytes: Buffer }[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('documents', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  return form;
}

describe('companies API: details and documents', () => {
  const config = testConfig();
  const ctx = useTestApp({ config });
  let companyA: Awaited<ReturnType<typeof createCompany>>;
  let companyB: number;
  let adminA: { id: number; headers: Headers; email: string };
  let employeeA: Headers;
  let memberB: Headers;

  const member = async (companyId: number, role: 'admin' | 'employee', extra = {}) => {
    const user = await createUser(ctx.database.db, { companyId, role, password: null, ...extra });
    return { id: user.id, email: user.email, headers: { authorization: `Bearer ${await ctx.app.tokens.signAccess(user.id)}` } };
  };
  const get = (url: string, headers?: Headers) => ctx.app.inject({ method: 'GET', url, headers });
  const upload = (companyId: number, files: { name: string; bytes: Buffer }[], headers: Headers) =>
    ctx.app.inject({ method: 'POST', url: `/api/companies/${companyId}/documents/`, payload: documentsForm(files), headers });
  const documentRows = (companyId: number) =>
    ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, companyId));

  beforeAll(async () => {
    const db = ctx.database.db;
    companyA = await createCompany(db, {
      name: 'Carpați Trans SRL',
      establishmentYear: 2009,
      fax: '+40 21 000 0000',
      createdAt: new Date('2026-01-31T10:00:00Z'),
      subscriptionMonths: 12,
    });
    companyB = (await createCompany(db, { name: 'Rhein Spedition GmbH', country: 'DE', vatNumber: `DE${Date.now()}` })).id;
    adminA = await member(companyA.id, 'admin', {
      firstName: 'Andrei',
      lastName: 'Popescu',
      jobTitle: 'Director',
      phones: [{ prefix: '+40', number: '722000111', notes: 'mobile', has_whatsapp: true, has_signal: false }],
      altEmails: [{ email: 'office@carpati.example', notes: '' }],
    });
    await member(companyA.id, 'admin'); // a second admin: the first one by id is on the contact card
    employeeA = (await member(companyA.id, 'employee')).headers;
    memberB = (await member(companyB, 'employee')).headers;
    await db.insert(companyDocuments).values({
      companyId: companyA.id,
      kind: 'registration',
      originalName: 'statut.pdf',
      storageKey: 'x'.repeat(32) + '.pdf',
      sizeBytes: 10,
    });
    const incident = { createdByCompanyId: companyB, description: 'unpaid', deadline: '2026-01-01' } as const;
    await db.insert(paymentIncidents).values([
      { ...incident, companyId: companyA.id, pendingValue: '100', currency: 'EUR', status: 'pending' },
      { ...incident, companyId: companyA.id, pendingValue: '100', currency: 'EUR', status: 'pending' },
      { ...incident, companyId: companyA.id, pendingValue: '100', currency: 'EUR', status: 'declined' },
      { ...incident, companyId: companyB, pendingValue: '100', currency: 'EUR', status: 'approved' },
    ]);
    await db
      .insert(transportIncidents)
      .values([
        { companyId: companyA.id, createdByCompanyId: companyB, description: 'no show', incidentDate: '2026-01-02', status: 'approved' },
      ]);
  });

  describe('GET /api/companies/{id}/', () => {
    it('answers the cards of the details page to any member, with is_own for the own company', async () => {
      const response = await get(`/api/companies/${companyA.id}/`, memberB);
      expect(response.statusCode).toBe(200);
      const details = response.json() as CompanyDetails;
      expect(details).toMatchObject({
        id: companyA.id,
        name: 'Carpați Trans SRL',
        type: 0,
        created_at: '2026-01-31T10:00:00.000Z',
        subscription_months: 12,
        // PostgreSQL's calendar: 31 January plus 12 months.
        subscription_expires_at: '2027-01-31T10:00:00.000Z',
        VATNumber: companyA.vatNumber,
        registry_orderNumber: 'J40',
        registry_combination: companyA.registryCombination,
        fax: '+40 21 000 0000',
        establishment_year: 2009,
        city: 'București',
        country: 'RO',
        is_own: false,
        admin_user: {
          first_name: 'Andrei',
          last_name: 'Popescu',
          email: adminA.email,
          job_title: 'Director',
          phones: [{ prefix: '+40', number: '722000111', notes: 'mobile', has_whatsapp: true, has_signal: false }],
          alt_emails: [{ email: 'office@carpati.example', notes: '' }],
        },
        incident_summary: { payment: { pending: 2, approved: 0, declined: 1 }, transport: { pending: 0, approved: 1, declined: 0 } },
      });
      expect(details.documents).toEqual([
        {
          id: expect.any(Number),
          name: 'statut.pdf',
          url: expect.stringMatching(/^\/api\/companies\/\d+\/documents\/\d+\/$/),
          created_at: expect.any(String),
          kind: 'registration',
        },
      ]);
      expect((await get(`/api/companies/${companyA.id}/`, employeeA)).json()).toMatchObject({ is_own: true });
      expect((await get(`/api/companies/${companyB}/`, memberB)).json()).toMatchObject({ establishment_year: null, is_own: true });
    });

    it('answers 404 for unknown and for other inactive companies, 401 for guests', async () => {
      const inactive = await createCompany(ctx.database.db, { status: 'inactive' });
      for (const id of [inactive.id, 999_999]) {
        const response = await get(`/api/companies/${id}/`, memberB);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'company_not_found' });
      }
      expect((await get(`/api/companies/${companyA.id}/`)).statusCode).toBe(401);
    });
  });

  describe('documents', () => {
    it('members of the company add PDFs; any member downloads them with safe headers', async () => {
      const response = await upload(companyA.id, [{ name: 'licență transport.pdf', bytes: pdfBytes('licence') }], employeeA);
      expect(response.statusCode, response.body).toBe(201);
      const [added] = response.json() as CompanyDocument[];
      expect(added).toMatchObject({ name: 'licență transport.pdf' });
      const [row] = (await documentRows(companyA.id)).filter((document) => document.id === added!.id);
      expect(row).toMatchObject({ kind: 'company' });

      const download = await get(added!.url, memberB);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['content-disposition']).toContain("filename*=UTF-8''licen%C8%9B%C4%83%20transport.pdf");
      // Downloaded, never shown as a page of the exchange (issue 14).
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['cache-control']).toBe('private, no-store');
      expect(download.rawPayload.equals(pdfBytes('licence'))).toBe(true);
      expect((await get(added!.url)).statusCode).toBe(401);
      // A document id walked under another company's path is not found.
      expect((await get(`/api/companies/${companyB}/documents/${added!.id}/`, memberB)).statusCode).toBe(404);
    });

    it('refuses other companies’ members: nothing is added or deleted', async () => {
      const before = await documentRows(companyA.id);
      const files = storedFiles(config.dataDir).length;
      const add = await upload(companyA.id, [{ name: 'intruder.pdf', bytes: pdfBytes('x') }], memberB);
      expect(add.statusCode).toBe(403);
      expect(add.json()).toMatchObject({ code: 'permission_denied' });
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/companies/${companyA.id}/documents/${before[0]!.id}/`,
        headers: memberB,
      });
      expect(del.statusCode).toBe(403);
      const crossPath = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/companies/${companyB}/documents/${before[0]!.id}/`,
        headers: memberB,
      });
      expect(crossPath.statusCode).toBe(404);
      expect(await documentRows(companyA.id)).toEqual(before);
      expect(storedFiles(config.dataDir)).toHaveLength(files);
    });

    it('accepts PDF bytes only (unsupported_file), storing nothing', async () => {
      const before = await documentRows(companyA.id);
      const files = storedFiles(config.dataDir).length;
      for (const bytes of [pngBytes(), Buffer.from('MZ\x90\x00 an executable named .pdf')]) {
        const response = await upload(companyA.id, [{ name: 'looks-like.pdf', bytes }], adminA.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'unsupported_file' });
      }
      const empty = await ctx.app.inject({
        method: 'POST',
        url: `/api/companies/${companyA.id}/documents/`,
        payload: new FormData(),
        headers: adminA.headers,
      });
      expect(empty.statusCode).toBe(400);
      expect(await documentRows(companyA.id)).toEqual(before);
      expect(storedFiles(config.dataDir)).toHaveLength(files);
    });

    it('keeps at most 10 documents: the 11th is refused (400)', async () => {
      const count = (await documentRows(companyA.id)).length;
      const fill = Array.from({ length: 10 - count }, (_, index) => ({ name: `doc-${index}.pdf`, bytes: pdfBytes(`doc-${index}`) }));
      expect((await upload(companyA.id, fill, adminA.headers)).statusCode).toBe(201);
      expect(await documentRows(companyA.id)).toHaveLength(10);
      const files = storedFiles(config.dataDir).length;
      const eleventh = await upload(companyA.id, [{ name: 'eleventh.pdf', bytes: pdfBytes('11') }], adminA.headers);
      expect(eleventh.statusCode).toBe(400);
      expect(eleventh.json()).toMatchObject({ code: 'validation_failed', fields: { documents: ['too_many_files'] } });
      // A full company's upload is refused before its body is read: a file past the size limit is not even buffered.
      const big = Buffer.concat([pdfBytes('big'), Buffer.alloc(10 * 1024 * 1024)]);
      const unread = await upload(companyA.id, [{ name: 'big.pdf', bytes: big }], adminA.headers);
      expect(unread.json()).toMatchObject({ code: 'validation_failed', fields: { documents: ['too_many_files'] } });
      expect(await documentRows(companyA.id)).toHaveLength(10);
      expect(storedFiles(config.dataDir)).toHaveLength(files);
    });

    it('a member of the company deletes a document and its file', async () => {
      const [first] = (await documentRows(companyA.id)).filter((row) => row.kind === 'company');
      const files = storedFiles(config.dataDir).length;
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/companies/${companyA.id}/documents/${first!.id}/`,
        headers: employeeA,
      });
      expect(response.statusCode).toBe(204);
      expect((await documentRows(companyA.id)).map((row) => row.id)).not.toContain(first!.id);
      expect(storedFiles(config.dataDir)).toHaveLength(files - 1);
      expect(
        (await ctx.app.inject({ method: 'DELETE', url: `/api/companies/${companyA.id}/documents/${first!.id}/`, headers: employeeA }))
          .statusCode,
      ).toBe(404);
    });

    it('keeps the registration documents staff approved the company on: even its admin cannot delete them', async () => {
      const [registration] = (await documentRows(companyA.id)).filter((row) => row.kind === 'registration');
      const files = storedFiles(config.dataDir).length;
      for (const headers of [employeeA, adminA.headers]) {
        const response = await ctx.app.inject({
          method: 'DELETE',
          url: `/api/companies/${companyA.id}/documents/${registration!.id}/`,
          headers,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'document_locked' });
      }
      expect((await documentRows(companyA.id)).map((row) => row.id)).toContain(registration!.id);
      expect(storedFiles(config.dataDir)).toHaveLength(files);
    });

    it('writes a deletion on the audit log with the file’s name and hash, so staff can still tell what was there', async () => {
      const added = (
        await upload(companyA.id, [{ name: 'gone.pdf', bytes: pdfBytes('gone') }], adminA.headers)
      ).json() as CompanyDocument[];
      const [row] = (await documentRows(companyA.id)).filter((document) => document.id === added[0]!.id);
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/companies/${companyA.id}/documents/${row!.id}/`,
        headers: employeeA,
      });
      expect(response.statusCode).toBe(204);
      const audited = await ctx.database.db
        .select({ company: auditLog.companyId, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.action, 'document_deleted'), eq(auditLog.targetId, String(row!.id))));
      expect(audited).toEqual([{ company: companyA.id, details: { name: 'gone.pdf', sha256: row!.sha256 } }]);
      expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses a file over 10 MB (file_too_large)', async () => {
      const big = Buffer.concat([pdfBytes('big'), Buffer.alloc(10 * 1024 * 1024)]);
      const response = await upload(companyB, [{ name: 'big.pdf', bytes: big }], memberB);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'file_too_large' });
      expect(await documentRows(companyB)).toHaveLength(0);
    });
  });
});
