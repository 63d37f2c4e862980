import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './test-app';

const migrationFiles = fs.readdirSync(path.join(import.meta.dirname, '..', 'db', 'migrations')).filter((name) => name.endsWith('.sql'));
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as { rows: T[] }).rows;

/** Test databases start migrated, each its own copy (on PGlite: of the run's template, pglite-template.ts). */
describe('test databases', () => {
  it('start with every migration applied', async () => {
    const database = await createTestDatabase();
    try {
      const [applied] = await rowsOf<{ n: number }>(database.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
      expect(applied?.n).toBe(migrationFiles.length);
    } finally {
      await database.close();
    }
  });

  it('are copies: what one test file writes, the next one does not see', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db.execute(sql`CREATE TABLE template_probe (id int)`);
      const [probe] = await rowsOf<{ found: string | null }>(second.db.execute(sql`SELECT to_regclass('template_probe')::text AS found`));
      expect(probe?.found).toBeNull();
    } finally {
      await first.close();
      await second.close();
    }
  });
});
