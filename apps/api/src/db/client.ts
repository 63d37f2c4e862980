import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openEmbeddedDatabase } from './embedded-database';
import { listenPostgres, withAdvisoryLock } from './listen-postgres';
import { DEFAULT_DB_TIMEOUTS, poolTimeouts, type DbTimeouts } from './timeouts';
import * as accountsSchema from './schema';
import * as agentsSchema from './schema-agents';
import * as geoSchema from './schema-geo';
import * as incidentsSchema from './schema-incidents';
import * as entriesSchema from './schema-entries';
import * as realtimeSchema from './schema-realtime';

const schema = { ...accountsSchema, ...entriesSchema, ...geoSchema, ...incidentsSchema, ...realtimeSchema, ...agentsSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Database;
  /** `embedded`: the private server in DATA_DIR (main, CLI); `server`: a PostgreSQL server by URL. */
  kind: 'embedded' | 'server';
  /** Answers once the database accepts queries; used by the health check. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (realtime across processes). `onPayload` gets each NOTIFY payload;
   * `onLost` runs when the listening connection is lost, and `onReconnect` after it is back, so the
   * caller can catch up on what was published meanwhile. Answers a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
    onLost?: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `task` while no other API process on this database runs one under the same name (a
   * PostgreSQL advisory lock): start-up seeding checks "empty?" then inserts, which two processes
   * starting together must not both do.
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * A PostgreSQL server (`poolSize` connections, 10 unless said) or the private embedded server in a data folder.
 * `directUrl` (DATABASE_DIRECT_URL): the same database without a pooler in between, for what needs a
 * session of its own (LISTEN, session advisory locks, migrations); `databaseUrl` then serves only the
 * pool and may go through a transaction-mode pooler. `preparedStatements`: whether the pool may use
 * named statements (not through such a pooler); by default only without `directUrl`.
 */
export type DbTarget =
  | { databaseUrl: string; directUrl?: string; preparedStatements?: boolean; timeouts?: DbTimeouts; poolSize?: number }
  | { embeddedDataDir: string; poolSize?: number; log?: (line: string) => void };

/** The PostgreSQL target of the settings (main, CLI, bench): DATABASE_URL, DATABASE_DIRECT_URL and the pool's limits. */
export function postgresTarget(config: {
  databaseUrl: string;
  databaseDirectUrl: string | undefined;
  dbPreparedStatements: boolean;
  dbTimeouts: DbTimeouts;
  dbPoolSize: number;
}): DbTarget {
  return {
    databaseUrl: config.databaseUrl,
    directUrl: config.databaseDirectUrl,
    preparedStatements: config.dbPreparedStatements,
    timeouts: config.dbTimeouts,
    poolSize: config.dbPoolSize,
  };
}

/** Pools whose connections keep named statements (no transaction-mode pooler in between); see runSearch. */
const poolsWithNamedStatements = new WeakSet<pg.Pool>();

/** Whether `pool` may run named (prepared) statements: only when no transaction-mode pooler sits in between. */
export function namedStatementsAllowed(pool: pg.Pool): boolean {
  return poolsWithNamedStatements.has(pool);
}

/** Applies every migration on a connection of its own, without the request time limits (an index on a big table takes its time). */
async function migratePostgres(directUrl: string, connectMs: number) {
  const setup = new pg.Pool({ connectionString: directUrl, max: 1, connectionTimeoutMillis: connectMs });
  try {
    await withAdvisoryLock(directUrl, 'freight:migrations', () => migratePg(drizzlePg(setup), { migrationsFolder }));
  } finally {
    await setup.end();
  }
}

/** Opens PostgreSQL (node-postgres pool), starting the embedded server first when asked, and applies every migration. */
export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if ('embeddedDataDir' in target) return openEmbeddedDatabase(target, openServerDatabase);
  return openServerDatabase(target);
}

/** The product's database on a PostgreSQL server reached by URL (the embedded one included). */
export async function openServerDatabase(target: Extract<DbTarget, { databaseUrl: string }>): Promise<DbHandle> {
  const timeouts = target.timeouts ?? DEFAULT_DB_TIMEOUTS;
  const directUrl = target.directUrl ?? target.databaseUrl;
  // Processes starting together on a new database must not apply the same migration twice.
  await migratePostgres(directUrl, timeouts.connectMs);
  // Behind a pooler (directUrl set) the start-up message carries no server settings: pgbouncer refuses
  // the ones it does not know, and its server connections are shared anyway (README: set them on the role).
  const pool = new pg.Pool({
    connectionString: target.databaseUrl,
    max: target.poolSize ?? 10,
    ...poolTimeouts(timeouts, { serverSettings: target.directUrl === undefined }),
  });
  if (target.preparedStatements ?? target.directUrl === undefined) poolsWithNamedStatements.add(pool);
  // A connection the server drops while idle or closing (restart, admin command, DROP DATABASE …
  // FORCE in tests) must not crash the process: queries in flight still fail, the pool reconnects.
  const ignoreDroppedConnection = () => undefined;
  pool.on('error', ignoreDroppedConnection);
  pool.on('connect', (client) => client.on('error', ignoreDroppedConnection));
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: 'server',
    ping: async () => void (await pool.query('select 1')),
    listen: (channel, onPayload, onReconnect, onLost) => listenPostgres(directUrl, channel, onPayload, onReconnect, onLost),
    exclusive: (name, task) => withAdvisoryLock(directUrl, name, task),
    close: () => pool.end(),
  };
}
