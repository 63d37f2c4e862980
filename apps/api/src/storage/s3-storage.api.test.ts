import crypto from 'node:crypto';
import { DeleteObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDocument } from '@freight/shared/companies';
import { companyDocuments } from '../db/schema';
import {
  createCompany,
  createUser,
  pdfBytes,
  registrationData,
  registrationForm,
  storedFiles,
  threePdfs,
  uniqueIp,
} from '../test/factories';
import { startS3Server, type S3TestServer } from '../test/s3-server';
import { captureLogs, testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { createS3Client } from './s3-storage';

type Headers = { authorization: string };

/**
 * The API with S3_* settings against a real S3-compatible server (issue 16): what one machine
 * stores, any machine reads, and nothing of it lands on the local disk.
 */
describe('files on S3-compatible storage through the API', () => {
  let server: S3TestServer;
  let client: S3Client;
  let config: ReturnType<typeof testConfig>;
  const logs = captureLogs();
  // s3rver does not verify the secret, so any value works: a distinctive one proves it never reaches the log.
  const secret = `s3-secret-${crypto.randomBytes(12).toString('hex')}`;
  let staff: Headers;
  let member: Headers;
  let companyId: number;

  const bucketKeys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket }))).Contents ?? []).map((object) => object.Key);
  const get = (url: string, headers: Headers) => ctx.app.inject({ method: 'GET', url, headers });
  const uploadDocument = (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('documents', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    return ctx.app.inject({ method: 'POST', url: `/api/companies/${companyId}/documents/`, payload: form, headers: member });
  };
  const tokenOf = async (userId: number) => ({ authorization: `Bearer ${await ctx.app.tokens.signAccess(userId)}` });

  beforeAll(async () => {
    server = await startS3Server();
    client = createS3Client(server.settings);
  });
  afterAll(async () => {
    client.destroy();
    await server.close();
  });
  const ctx = useTestApp(() => {
    config = testConfig({ s3: { ...server.settings, secretAccessKey: secret }, logLevel: 'info' });
    return { config, logStream: logs.stream };
  });
  beforeAll(async () => {
    const db = ctx.database.db;
    staff = await tokenOf((await createUser(db, { companyId: null, isSuperuser: true })).id);
    companyId = (await createCompany(db)).id;
    member = await tokenOf((await createUser(db, { companyId, role: 'employee', password: null })).id);
  });

  it('stores registration documents in the bucket; staff download them byte for byte with the usual headers', async () => {
    const files = threePdfs();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationForm(registrationData(), files),
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const registered = response.json<{ company_id: number }>().company_id;
    const rows = await ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.companyId, registered));
    expect(rows).toHaveLength(3);
    expect(await bucketKeys()).toEqual(expect.arrayContaining(rows.map((row) => row.storageKey)));
    expect(storedFiles(config.dataDir)).toEqual([]);

    for (const row of rows) {
      const download = await get(`/api/staff/companies/${registered}/documents/${row.id}/`, staff);
      expect(download.statusCode, download.body).toBe(200);
      const sent = files.find((file) => file.name === row.originalName)!;
      expect(download.rawPayload.equals(sent.bytes)).toBe(true);
      expect(download.headers['content-length']).toBe(String(sent.bytes.length));
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toMatch(new RegExp(`^attachment;.*${row.originalName}`));
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('a company document goes to the bucket and back; a deleted document leaves no object', async () => {
    const bytes = pdfBytes('s3 company document');
    const added = await uploadDocument('licență.pdf', bytes);
    expect(added.statusCode, added.body).toBe(201);
    const [document] = added.json<CompanyDocument[]>();
    const download = await get(document!.url, member);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''licen%C8%9B%C4%83.pdf");

    const [row] = await ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.id, document!.id));
    expect(await bucketKeys()).toContain(row!.storageKey);
    expect((await ctx.app.inject({ method: 'DELETE', url: document!.url, headers: member })).statusCode).toBe(204);
    expect(await bucketKeys()).not.toContain(row!.storageKey);
  });

  it('answers 404 not_found for a document whose object is gone', async () => {
    const added = await uploadDocument('gone.pdf', pdfBytes('gone'));
    const [document] = added.json<CompanyDocument[]>();
    const [row] = await ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.id, document!.id));
    await client.send(new DeleteObjectCommand({ Bucket: server.settings.bucket, Key: row!.storageKey }));
    const download = await get(document!.url, member);
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ code: 'not_found' });
    expect(logs.lines.some((line) => line.includes('stored file missing') && line.includes(row!.storageKey))).toBe(true);
  });

  it('removes the stored object again when the database write after it fails', async () => {
    const before = await bucketKeys();
    const rows = await ctx.database.db.$count(companyDocuments);
    // A real database failure after the file is stored: the row's insert breaks a (test-only) constraint.
    await ctx.database.db.execute(
      sql`ALTER TABLE company_documents ADD CONSTRAINT test_refuse_lost CHECK (original_name <> 'lost.pdf') NOT VALID`,
    );
    try {
      const failed = await uploadDocument('lost.pdf', pdfBytes('lost'));
      expect(failed.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`ALTER TABLE company_documents DROP CONSTRAINT test_refuse_lost`);
    }
    expect(await ctx.database.db.$count(companyDocuments)).toBe(rows);
    expect(await bucketKeys()).toEqual(before);
  });

  it('answers 503 with Retry-After while the storage is unreachable, and never logs the secret', async () => {
    const added = await uploadDocument('kept.pdf', pdfBytes('kept'));
    const [document] = added.json<CompanyDocument[]>();
    const rows = await ctx.database.db.$count(companyDocuments);
    await server.close();

    const download = await get(document!.url, member);
    expect(download.statusCode).toBe(503);
    expect(download.headers['retry-after']).toBe('5');
    expect(download.json()).toMatchObject({ code: 'service_unavailable' });
    const upload = await uploadDocument('refused.pdf', pdfBytes('refused'));
    expect(upload.statusCode).toBe(503);
    expect(await ctx.database.db.$count(companyDocuments)).toBe(rows);
    await expect(ctx.app.storage.check()).rejects.toThrow();

    expect(logs.lines.some((line) => line.includes('files in an S3 bucket') && line.includes(server.settings.bucket))).toBe(true);
    expect(logs.lines.some((line) => line.includes('storage unavailable'))).toBe(true);
    expect(logs.lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});
