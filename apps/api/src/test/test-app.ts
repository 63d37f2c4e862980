import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { pgliteTemplate } from './pglite-template';

/**
 * A fresh database for one test file: in-memory PGlite (a copy of the run's migrated template), or (TEST_DB_KIND=postgres) a new
 * database on the TEST_DATABASE_URL server, dropped again when the file is done.
 */
export async function createTestDatabase(): Promise<DbHandle> {
  if (process.env.TEST_DB_KIND !== 'postgres') return openDatabase({ pgliteDir: undefined, loadDataDir: pgliteTemplate() });
  return (await createPostgresTestDatabase()).handle;
}

/** A new database on the TEST_DATABASE_URL server, migrated; its URL lets other processes join it. */
export async function createPostgresTestDatabase(): Promise<{ handle: DbHandle; url: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    url: url.toString(),
    handle: {
      ...handle,
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: serverUrl });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    },
  };
}

/** A config for one test file: its own DATA_DIR (outbox, files), a fixed token key, no web bundle. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-api-test-'));
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: dataDir }),
    webDist: undefined,
    jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
    // Tests write entries straight into the database; the list cache has its own test.
    listCacheMs: 0,
    // Digest mails only where a test asks for them (it calls the service or sets an interval).
    entryDigestIntervalMs: 0,
    statsCacheMs: 0,
    // Tests deactivate and delete members and expect the very next request to be refused.
    authCacheMs: 0,
    ...overrides,
  };
}

/** Collects every log line the app writes, to prove secrets never reach the log. */
export function captureLogs(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      callback();
    },
  });
  return { stream, lines };
}

export type TestContext = { app: FastifyInstance; database: DbHandle; close: () => Promise<void> };

/** The real app on a fresh database, as main.ts builds it. */
export async function createTestApp(options: Partial<Omit<BuildOptions, 'database'>> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(), ...options, database });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
