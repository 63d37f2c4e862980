import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of the run's migrated PGlite dump (written by pglite-template.setup.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Every API test file on PGlite starts from one migrated database instead of running every migration
 * itself (2–3 s a file): vitest's global set-up (`pglite-template.setup.ts`) migrates one embedded database
 * per run and dumps it to a file it provides as `pgliteTemplate`; each test database is loaded from that dump.
 */

/** Migrates a new embedded database and writes its dump to a temporary file; answers the file. */
export async function writePgliteTemplate(): Promise<string> {
  const handle = await openDatabase({ pgliteDir: undefined });
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'freight-pglite-template-')), 'migrated.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await handle.close();
  }
}

let loaded: { file: string; blob: Blob } | undefined;

/** The template of this run as a Blob (read once per worker), or undefined when no set-up wrote one (a migration runs then). */
export function pgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (!file || !fs.existsSync(file)) return undefined;
  if (loaded?.file !== file) loaded = { file, blob: new Blob([fs.readFileSync(file)]) };
  return loaded.blob;
}
