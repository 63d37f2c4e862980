import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seedContentIfEmpty } from '../modules/content/content.service';
import { hashPassword } from '../modules/auth/passwords.service';
import { DEFAULT_PASSWORD, loginAs } from '../test/factories';
import { scratchDir } from '../test/server-process';
import { testConfig } from '../test/test-app';
import { openDatabase, type Database } from './client';
import { users } from './schema';

/**
 * A DATA_DIR of the previous release (PGlite files in `pgdata`, migrated up to its last migration,
 * 0021) opened by this release: moved onto the embedded server with every row, or left untouched
 * when the move fails.
 */

const PREVIOUS_RELEASE_LAST_MIGRATION = 21;
const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const scratch = scratchDir('freight-legacy-');
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The migrations folder as the previous release shipped it. */
function previousReleaseMigrations(): string {
  const folder = path.join(scratch, 'migrations');
  if (fs.existsSync(folder)) return folder;
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= PREVIOUS_RELEASE_LAST_MIGRATION);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** Writes `DATA_DIR/pgdata` as the previous release did: PGlite, its migrations, content, a company and its member. */
async function previousReleaseDataDir(name: string): Promise<{ dataDir: string; email: string; companyName: string; companyId: number }> {
  const dataDir = path.join(scratch, name);
  fs.mkdirSync(dataDir, { recursive: true });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { cube } = await import('@electric-sql/pglite/contrib/cube');
  const { earthdistance } = await import('@electric-sql/pglite/contrib/earthdistance');
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm, unaccent, btree_gist, cube, earthdistance } });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: previousReleaseMigrations() });
    await seedContentIfEmpty(db as unknown as Database);
    // Plain SQL of the previous release's columns: this release's factories know columns it did not have.
    const company = await client.query<{ id: number; name: string }>(
      `insert into companies (name, type, vat_number, registry_order_number, registry_unique_id, registry_year, registry_combination,
         street, number, postal_code, city, country, subscription_months, status, payment_reference, subscription_started_at)
       values ('Transporturi Ştefan Ţepeş SRL', 0, $1, 'J40', $2, '2019', $3, 'Strada Exemplu', '1', '010101', 'București', 'RO', 12,
         'active', $4, now()) returning id, name`,
      [`RO${name.length}4242${name.length}`, `4242${name.length}`, `J40/4242${name.length}/2019`, `FX-LEGACY-${name}`],
    );
    const email = `dispecer-${name}@example.test`;
    await client.query(
      `insert into users (email, first_name, last_name, role, password_hash, company_id) values ($1, 'Ștefan', 'Țepeș', 'admin', $2, $3)`,
      [email, await hashPassword(DEFAULT_PASSWORD), company.rows[0]!.id],
    );
    const user = { email };
    const row = company.rows[0]!;
    const companyRecord = { id: row.id, name: row.name };
    return { dataDir, email: user.email, companyName: companyRecord.name, companyId: companyRecord.id };
  } finally {
    await client.close();
  }
}

/** Every file of a folder with its size and content digest. */
function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  for (const entry of fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .sort((a, b) => a.parentPath.localeCompare(b.parentPath) || a.name.localeCompare(b.name))) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hash.update(`${path.relative(dir, file)}:${fs.readFileSync(file).toString('base64')}\n`);
  }
  return hash.digest('hex');
}

describe('a DATA_DIR of the previous release (PGlite)', () => {
  it('is moved to the embedded server on its first start, with every row, and its old folder kept aside', async () => {
    const { dataDir, email, companyName, companyId } = await previousReleaseDataDir('moved');
    const before = fingerprint(path.join(dataDir, 'pgdata'));
    const database = await openDatabase({ embeddedDataDir: dataDir });
    try {
      expect(database.kind).toBe('embedded');
      expect(fs.existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
      expect(fingerprint(path.join(dataDir, 'pgdata-pglite-moved'))).toBe(before);
      const app = await buildApp({ config: testConfig({ dataDir }), database });
      try {
        const session = await loginAs(app, email, DEFAULT_PASSWORD);
        expect(session.user.email).toBe(email);
        const terms = await app.inject({ method: 'GET', url: '/api/terms-and-conditions/?lang=ro' });
        expect(terms.json<unknown[]>().length).toBeGreaterThan(0);
        const profile = await app.inject({
          method: 'GET',
          url: `/api/companies/${companyId}/`,
          headers: { authorization: `Bearer ${session.access}` },
        });
        expect(JSON.stringify(profile.json())).toContain(companyName);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
    // The next start finds nothing to move and opens the same data.
    const again = await openDatabase({ embeddedDataDir: dataDir });
    try {
      const rows = await again.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await again.close();
    }
  }, 120_000);

  it('is left untouched, with a message saying what to do, when the move fails', async () => {
    const { dataDir } = await previousReleaseDataDir('broken');
    // A folder PGlite cannot open: its control file is gone.
    fs.rmSync(path.join(dataDir, 'pgdata', 'global', 'pg_control'));
    const before = fingerprint(path.join(dataDir, 'pgdata'));
    const error = await openDatabase({ embeddedDataDir: dataDir }).then(
      async (handle) => {
        await handle.close();
        return undefined;
      },
      (failure: Error) => failure,
    );
    expect(error?.message).toContain('Could not move the earlier embedded database');
    expect(error?.message).toContain('Start the previous release on this DATA_DIR');
    expect(fingerprint(path.join(dataDir, 'pgdata'))).toBe(before);
    expect(fs.existsSync(path.join(dataDir, 'pgdata-pglite-moved'))).toBe(false);
  }, 120_000);
});
