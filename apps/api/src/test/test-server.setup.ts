import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded-postgres';
import { createTemplate, dropTemplate } from './test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (TEST_DATABASE_URL, or an embedded one started for the run). */
    testServerUrl: string;
    /** The database every test file's database is cloned from (migrated once per run). */
    testTemplate: string;
  }
}

/**
 * Vitest's global set-up of the API tests (DESIGN §5): one PostgreSQL server per run, the machine's
 * when TEST_DATABASE_URL names one, else a throwaway embedded server; the schema migrated once into a
 * template database that each test file clones (`create database … template …`).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedServer | undefined;
  let dir: string | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-test-server-'));
    embedded = await startEmbeddedPostgres({ clusterDir: path.join(dir, 'postgres'), mode: 'throwaway' });
    serverUrl = embedded.url;
  }
  const template = await createTemplate(serverUrl);
  project.provide('testServerUrl', serverUrl);
  project.provide('testTemplate', template);
  return async () => {
    await dropTemplate(serverUrl, template);
    await embedded?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
