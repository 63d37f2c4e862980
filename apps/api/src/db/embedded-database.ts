import path from 'node:path';
import pg from 'pg';
import type { DbHandle, DbTarget } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';
import { legacyPgliteDir, moveLegacyPglite } from './legacy-pglite';

/** The product's database on the embedded server (the cluster itself keeps `postgres` for administration). */
const DATABASE = 'freight';

/** A URL of the same server naming another database. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** One connection of its own for `task` (administration: databases are created and dropped outside any pool). */
export async function withClient<T>(url: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  await withClient(adminUrl, async (admin) => {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await admin.query(`create database ${name}`);
  });
}

/**
 * `npm start` without DATABASE_URL: the private server in `DATA_DIR/postgres` (started here, stopped
 * by the handle's close), an earlier release's PGlite folder moved onto it first, then the product's
 * database opened exactly as on any PostgreSQL server (pool, LISTEN/NOTIFY, job queue).
 */
export async function openEmbeddedDatabase(
  target: Extract<DbTarget, { embeddedDataDir: string }>,
  openServer: (target: { databaseUrl: string; poolSize?: number }) => Promise<DbHandle>,
): Promise<DbHandle> {
  const dataDir = target.embeddedDataDir;
  const server = await startEmbeddedPostgres({
    clusterDir: path.join(dataDir, 'postgres'),
    mode: 'durable',
    onLog: target.log,
  });
  try {
    const legacy = legacyPgliteDir(dataDir);
    if (legacy) {
      await moveLegacyPglite({ legacyDir: legacy, adminUrl: server.url, database: DATABASE, migrate: openServer });
    }
    await ensureDatabase(server.url, DATABASE);
    const handle = await openServer({ databaseUrl: withDatabase(server.url, DATABASE), poolSize: target.poolSize ?? 16 });
    return {
      ...handle,
      kind: 'embedded',
      close: async () => {
        await handle.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
