import pg from 'pg';
import type { DbHandle } from '../db/client';
import type { Metrics } from './registry';

type Kind = 'select' | 'insert' | 'update' | 'delete' | 'transaction' | 'other';

const TRANSACTION = new Set(['begin', 'commit', 'rollback', 'savepoint', 'release', 'start']);

/** The statement's kind from its first keyword (a `with` names the writing verb inside it, if any). */
export function statementKind(text: string): Kind {
  const first = /^\s*\(?\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
  if (first === 'select' || first === 'insert' || first === 'update' || first === 'delete') return first;
  if (first === 'with') return (/\b(insert|update|delete)\b/i.exec(text)?.[1]?.toLowerCase() as Kind | undefined) ?? 'select';
  if (TRANSACTION.has(first)) return 'transaction';
  return 'other';
}

const timed = Symbol('freight.timedQuery');

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Times every statement of a pool connection by kind. node-postgres runs `pool.query` through a
 * connection's `query` with a callback and Drizzle through its promise: both forms are timed; a
 * submittable (cursor) is passed through untimed. Only the statement's first words are read, never its values.
 */
function timeQueries(client: pg.PoolClient, metrics: Metrics): void {
  const marked = client as pg.PoolClient & { [timed]?: true };
  if (marked[timed]) return;
  marked[timed] = true;
  const original = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (...args: unknown[]) => {
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return original(...args);
    const end = metrics.dbStatementDuration.startTimer({ kind: statementKind(text) });
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...results: unknown[]) => void;
      args[last] = (...results: unknown[]) => {
        end();
        callback(...results);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => end(),
        () => end(),
      );
    }
    return result;
  };
}

/** The pool under the handle's Drizzle instance, when it is a node-postgres pool (PostgreSQL); undefined embedded on PGlite. */
export function poolOf(handle: DbHandle): pg.Pool | undefined {
  const client = (handle.db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** Pool gauges read at scrape time, and statement timing on every connection the pool hands out. */
export function instrumentPool(handle: DbHandle, metrics: Metrics): void {
  const pool = poolOf(handle);
  if (!pool) return;
  pool.on('acquire', (client) => timeQueries(client, metrics));
  const gauge = metrics.dbPool as unknown as { collect?: () => void };
  gauge.collect = () => {
    metrics.dbPool.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
    metrics.dbPool.set({ state: 'idle' }, pool.idleCount);
    metrics.dbPool.set({ state: 'waiting' }, pool.waitingCount);
  };
}
