import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/client';
import { inject } from 'vitest';
import { cloneTemplate } from './test-template';

/** A fresh database for one test file: a clone of the run's migrated template, dropped again by close. */
export async function createTestDatabase(): Promise<DbHandle> {
  return (await createPostgresTestDatabase()).handle;
}

/** A fresh database for one test file, with its URL so that other processes can join it. */
export async function createPostgresTestDatabase(): Promise<{ handle: DbHandle; url: string }> {
  const clone = await cloneTemplate(inject('testServerUrl'), inject('testTemplate'));
  const handle = await openDatabase({ databaseUrl: clone.url });
  return {
    url: clone.url,
    handle: {
      ...handle,
      close: async () => {
        await handle.close();
        await clone.drop();
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
    // Tests read and publish far faster than a person: the per-member limits (decision 071) where a test sets them.
    memberReadsPerMinute: 0,
    companyPublishesPerHour: 0,
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
