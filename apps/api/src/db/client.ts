import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenPostgres } from './listen-postgres';
import * as accountsSchema from './schema';
import * as incidentsSchema from './schema-incidents';
import * as listingsSchema from './schema-listings';
import * as realtimeSchema from './schema-realtime';

const schema = { ...accountsSchema, ...listingsSchema, ...incidentsSchema, ...realtimeSchema };

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DbHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Answers once the database accepts queries; used by the health check. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (realtime across processes). `onPayload` gets each NOTIFY payload;
   * `onReconnect` runs after a lost listening connection is back, so the caller can catch up
   * on what was published meanwhile. Answers a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type DbTarget = { databaseUrl: string } | { pgliteDir: string | undefined };

/** Opens PostgreSQL (node-postgres pool) or embedded PGlite and applies every migration. */
export async function openDatabase(target: DbTarget): Promise<DbHandle> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    // A connection the server drops while idle or closing (restart, admin command, DROP DATABASE …
    // FORCE in tests) must not crash the process: queries in flight still fail, the pool reconnects.
    const ignoreDroppedConnection = () => undefined;
    pool.on('error', ignoreDroppedConnection);
    pool.on('connect', (client) => client.on('error', ignoreDroppedConnection));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      listen: (channel, onPayload, onReconnect) => listenPostgres(target.databaseUrl, channel, onPayload, onReconnect),
      close: () => pool.end(),
    };
  }
  // undefined dir = in memory (tests); a folder = file-backed embedded database.
  const client = await PGlite.create(target.pgliteDir, { extensions: { pg_trgm, unaccent } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    // One embedded database serves one process: its own NOTIFY reaches its own listeners.
    // Stopping after the database was closed (shutdown order) has nothing left to undo.
    listen: (channel, onPayload) => client.listen(channel, onPayload).then((stop) => () => stop().catch(() => undefined)),
    close: () => client.close(),
  };
}
