import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entry, EntryPage } from '@freight/shared/entries';
import type { StaffCompanyList } from '@freight/shared/staff';
import { buildApp } from '../app';
import type { DbHandle } from '../db/client';
import { entryBody } from '../modules/entries/entries.test-helpers';
import { createCompany, createUser, loginAs, registrationData, registrationForm, threePdfs } from '../test/factories';
import { seedTestCities } from '../test/fixtures/seed-cities';
import { scratchDir } from '../test/server-process';
import { createPostgresTestDatabase, testConfig, type TestContext } from '../test/test-app';

const cliFile = path.join(import.meta.dirname, '..', 'cli.ts');

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cliFile, ...args], {
    env: { ...process.env, JWT_SECRET: undefined, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/**
 * Issue 34 item 5: `npm run cli -- backup` of a populated exchange on a PostgreSQL server with local
 * files, written while the exchange keeps running, then `restore` into an empty database and an empty
 * DATA_DIR; the restored copy lets a member log in and search, and staff download a document.
 */
describe('npm run cli -- backup / restore', () => {
  const root = scratchDir('freight-backup-');
  const file = path.join(root, 'exchange.backup');
  let source: TestContext;
  let sourceUrl = '';
  let target: { handle: DbHandle; url: string };
  const sourceConfig = testConfig();
  const targetConfig = testConfig();
  const files = threePdfs();
  let member = { email: '' };
  let staff = { email: '' };
  let entryUid = '';
  let companyId = 0;

  beforeAll(async () => {
    const created = await createPostgresTestDatabase();
    sourceUrl = created.url;
    await seedTestCities(created.handle.db);
    const app = await buildApp({ config: sourceConfig, database: created.handle });
    await app.ready();
    source = { app, database: created.handle, close: async () => (await app.close(), await created.handle.close()) };
    target = await createPostgresTestDatabase();

    const db = source.app.db;
    staff = await createUser(db, { companyId: null, isSuperuser: true });
    member = await createUser(db, { companyId: (await createCompany(db)).id });
    const session = await loginAs(source.app, member.email);
    const entry = await source.app.inject({
      method: 'POST',
      url: '/api/truck-requests/create/',
      headers: { authorization: `Bearer ${session.access}` },
      payload: entryBody('truck', new Date()),
    });
    expect(entry.statusCode, entry.body).toBe(201);
    entryUid = entry.json<Entry>().uid;
    const registered = await source.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      payload: registrationForm(registrationData(), files),
    });
    expect(registered.statusCode, registered.body).toBe(201);
    companyId = registered.json<{ company_id: number }>().company_id;
  }, 60_000);

  afterAll(async () => {
    await source?.close();
    await target?.handle.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('round-trips a running exchange into an empty database and DATA_DIR: log in, search, download a document', async () => {
    const backedUp = await runCli(['backup', '--to', file], { DATABASE_URL: sourceUrl, DATA_DIR: sourceConfig.dataDir });
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(/Backup written to .*: \d+ tables, \d+ rows, 3 files\./);
    // Written after the backup: not in it.
    const later = await createUser(source.app.db, { companyId: null });

    const restored = await runCli(['restore', '--from', file], { DATABASE_URL: target.url, DATA_DIR: targetConfig.dataDir });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toMatch(/Restored \d+ tables, \d+ rows, 3 files/);

    // A second restore into the now filled database is refused and changes nothing.
    const again = await runCli(['restore', '--from', file], { DATABASE_URL: target.url, DATA_DIR: targetConfig.dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('not empty');

    const app = await buildApp({ config: targetConfig, database: target.handle });
    try {
      await app.ready();
      const session = await loginAs(app, member.email);
      const search = await app.inject({
        method: 'GET',
        url: '/api/truck-requests/',
        headers: { authorization: `Bearer ${session.access}` },
      });
      expect(search.statusCode).toBe(200);
      expect(search.json<EntryPage>().results.map((entry) => entry.uid)).toContain(entryUid);
      await expect(loginAs(app, later.email)).rejects.toThrow();

      const staffSession = await loginAs(app, staff.email);
      const auth = { authorization: `Bearer ${staffSession.access}` };
      const listed = await app.inject({ method: 'GET', url: '/api/staff/companies/?status=pending', headers: auth });
      const company = listed.json<StaffCompanyList>().results.find((entry) => entry.id === companyId);
      expect(company?.documents).toHaveLength(3);
      for (const document of company!.documents) {
        const download = await app.inject({
          method: 'GET',
          url: `/api/staff/companies/${companyId}/documents/${document.id}/`,
          headers: auth,
        });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(files.find((sent) => sent.name === document.name)!.bytes)).toBe(true);
      }
      // Sequences follow the rows: a new entry gets a new id, no conflict.
      const created = await app.inject({
        method: 'POST',
        url: '/api/truck-requests/create/',
        headers: { authorization: `Bearer ${session.access}` },
        payload: entryBody('truck', new Date()),
      });
      expect(created.statusCode, created.body).toBe(201);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('refuses a truncated backup and restores nothing', async () => {
    const fresh = await createPostgresTestDatabase();
    try {
      const whole = fs.readFileSync(file);
      const cut = path.join(root, 'cut.backup');
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
      const dataDir = scratchDir('freight-restore-cut-');
      const restored = await runCli(['restore', '--from', cut], { DATABASE_URL: fresh.url, DATA_DIR: dataDir });
      expect(restored.code).not.toBe(0);
      const { rows } = await (
        fresh.handle.db as unknown as { $client: { query: (text: string) => Promise<{ rows: { n: number }[] }> } }
      ).$client.query('select count(*)::int as n from users');
      expect(rows[0]!.n).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'files')) ? fs.readdirSync(path.join(dataDir, 'files'), { recursive: true }) : []).toEqual(
        [],
      );
    } finally {
      await fresh.handle.close();
    }
  }, 60_000);
});
