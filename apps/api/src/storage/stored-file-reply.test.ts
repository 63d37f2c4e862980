import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompanyDocument } from '@freight/shared/companies';
import { companyDocuments } from '../db/schema';
import { createCompany, createUser, pdfBytes } from '../test/factories';
import { testConfig } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

/** Downloads on the embedded default (disk): streamed with their length; a lost file is gone for the member, not a server error. */
describe('stored-file downloads on disk', () => {
  const config = testConfig();
  const ctx = useTestApp({ config });
  let companyId: number;
  let headers: { authorization: string };

  const upload = (name: string, bytes: Buffer) => {
    const form = new FormData();
    form.append('documents', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
    return ctx.app.inject({ method: 'POST', url: `/api/companies/${companyId}/documents/`, payload: form, headers });
  };

  beforeAll(async () => {
    companyId = (await createCompany(ctx.database.db)).id;
    const user = await createUser(ctx.database.db, { companyId, role: 'employee', password: null });
    headers = { authorization: `Bearer ${await ctx.app.tokens.signAccess(user.id)}` };
  });

  it('sends the file with its length and the attachment headers', async () => {
    const bytes = pdfBytes('streamed from disk');
    const [document] = (await upload('contract.pdf', bytes)).json<CompanyDocument[]>();
    const download = await ctx.app.inject({ method: 'GET', url: document!.url, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-length']).toBe(String(bytes.length));
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
  });

  it('answers 404 not_found when the file behind a document row is gone', async () => {
    const [document] = (await upload('lost.pdf', pdfBytes('lost'))).json<CompanyDocument[]>();
    const [row] = await ctx.database.db.select().from(companyDocuments).where(eq(companyDocuments.id, document!.id));
    fs.rmSync(path.join(config.dataDir, 'files', row!.storageKey.slice(0, 2), row!.storageKey));
    const download = await ctx.app.inject({ method: 'GET', url: document!.url, headers });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toMatchObject({ code: 'not_found' });
  });
});
