import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pglite-template';

/** vitest global set-up of the API project on PGlite: one migrated database for the whole run (see pglite-template.ts). */
export default async function setup(project: TestProject): Promise<() => void> {
  const file = await writePgliteTemplate();
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
