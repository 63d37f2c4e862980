import fs from 'node:fs';
import path from 'node:path';
import type { DbHandle } from './client';
import { withClient, withDatabase } from './embedded-database';
import { dataTables, pauseTriggers, readSequences, readTable, writeRows, writeSequences, type SqlRunner } from './table-copy';

/**
 * Releases before decision 032 kept the embedded database as PGlite files in `DATA_DIR/pgdata`. On the
 * first start of this release that folder is moved onto the embedded server: a copy of it is opened
 * with PGlite, migrated to this release's schema and copied table by table into a new database, which
 * takes the product's name only when every table's count matches. The old folder is never written to;
 * it is renamed aside once the move is complete, so a failed move leaves it exactly as it was.
 */

const MOVED_MARK = 'freight: moved from PGlite';
const BATCH_ROWS = 2_000;

/** The folder of an earlier release's embedded database, if this DATA_DIR still has one. */
export function legacyPgliteDir(dataDir: string): string | undefined {
  const dir = path.join(dataDir, 'pgdata');
  return fs.existsSync(path.join(dir, 'PG_VERSION')) ? dir : undefined;
}

type MoveOptions = {
  legacyDir: string;
  /** The embedded server's superuser URL. */
  adminUrl: string;
  /** The product's database name on it. */
  database: string;
  /** Opens (and so migrates) a database by URL. */
  migrate: (target: { databaseUrl: string; poolSize?: number }) => Promise<DbHandle>;
  notify?: (line: string) => void;
};

/** `withClient` with the connection as a `SqlRunner`, as the table copier takes it. */
const withRunner = <T>(url: string, task: (run: SqlRunner) => Promise<T>) =>
  withClient(url, (client) => task((text, params) => client.query(text, params)));

function setAside(legacyDir: string): string {
  let aside = `${legacyDir}-pglite-moved`;
  if (fs.existsSync(aside)) aside = `${aside}-${Date.now()}`;
  fs.renameSync(legacyDir, aside);
  return aside;
}

export async function moveLegacyPglite(options: MoveOptions): Promise<void> {
  const { legacyDir, adminUrl, database } = options;
  const notify = options.notify ?? ((line: string) => console.log(line));
  const moving = `${database}_moving`;
  const existing = await withRunner(adminUrl, async (run) => {
    const { rows } = await run(`select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1`, [database]);
    return rows[0] as { mark: string | null } | undefined;
  });
  if (existing?.mark?.startsWith(MOVED_MARK)) {
    // A move that completed all but setting the old folder aside.
    notify(`The earlier embedded database was moved; its folder is kept as ${setAside(legacyDir)}.`);
    return;
  }
  if (existing) {
    throw new Error(
      `${path.dirname(legacyDir)} holds both an earlier embedded database (${legacyDir}) and a newer one with data. ` +
        `Move ${legacyDir} out of the data folder to keep the newer one.`,
    );
  }

  notify(`Moving the earlier embedded database (PGlite, ${legacyDir}) to the embedded PostgreSQL server…`);
  const copyDir = `${legacyDir}.moving-copy`;
  const started = Date.now();
  try {
    await withRunner(adminUrl, async (run) => {
      await run(`drop database if exists ${moving} with (force)`);
      await run(`create database ${moving}`);
    });
    await (await options.migrate({ databaseUrl: withDatabase(adminUrl, moving), poolSize: 1 })).close();
    fs.rmSync(copyDir, { recursive: true, force: true });
    fs.cpSync(legacyDir, copyDir, { recursive: true });
    const rows = await copyFromPglite(copyDir, withDatabase(adminUrl, moving));
    await withRunner(adminUrl, async (run) => {
      await run(`comment on database ${moving} is '${MOVED_MARK} ${new Date().toISOString()}'`);
      await run(`alter database ${moving} rename to ${database}`);
    });
    const aside = setAside(legacyDir);
    notify(
      `Moved ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s. The old folder is kept as ${aside}; ` +
        'delete it once you have checked the exchange.',
    );
  } catch (error) {
    await withRunner(adminUrl, (run) => run(`drop database if exists ${moving} with (force)`)).catch(() => undefined);
    throw new Error(
      `Could not move the earlier embedded database (${legacyDir}) to the embedded PostgreSQL server: ` +
        `${(error as Error).message}. Nothing in ${legacyDir} was changed. Start the previous release on this DATA_DIR to keep ` +
        'working, or start this one with another DATA_DIR, and report the message above.',
      { cause: error },
    );
  } finally {
    fs.rmSync(copyDir, { recursive: true, force: true });
  }
}

/** Opens the copy with PGlite, brings it to this release's schema, and copies every table; answers the row count. */
async function copyFromPglite(copyDir: string, targetUrl: string): Promise<number> {
  const { PGlite } = await import('@electric-sql/pglite');
  const extensions = {
    pg_trgm: (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm,
    unaccent: (await import('@electric-sql/pglite/contrib/unaccent')).unaccent,
    btree_gist: (await import('@electric-sql/pglite/contrib/btree_gist')).btree_gist,
    cube: (await import('@electric-sql/pglite/contrib/cube')).cube,
    earthdistance: (await import('@electric-sql/pglite/contrib/earthdistance')).earthdistance,
  };
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const source = await PGlite.create(copyDir, { extensions });
  try {
    await migrate(drizzle(source), { migrationsFolder: path.join(import.meta.dirname, 'migrations') });
    const read: SqlRunner = (text, params) => source.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>;
    return await withRunner(targetUrl, async (write) => {
      await pauseTriggers(write);
      let total = 0;
      for (const table of await dataTables(write)) {
        await read('begin isolation level repeatable read');
        try {
          await readTable(read, table, BATCH_ROWS, (rows) => writeRows(write, table, rows));
        } finally {
          await read('commit');
        }
        const [sourceCount, targetCount] = await Promise.all([
          read(`select count(*)::text as n from ${table}`),
          write(`select count(*)::text as n from ${table}`),
        ]);
        if (sourceCount.rows[0]!.n !== targetCount.rows[0]!.n) {
          throw new Error(`${table}: ${String(sourceCount.rows[0]!.n)} rows read, ${String(targetCount.rows[0]!.n)} written`);
        }
        total += Number(targetCount.rows[0]!.n);
      }
      await writeSequences(write, await readSequences(read));
      return total;
    });
  } finally {
    await source.close();
  }
}
