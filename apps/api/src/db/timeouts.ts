import type pg from 'pg';

/** Time limits on PostgreSQL (issue 14): a database that is down, unreachable or frozen costs a request seconds, not forever. */
export type DbTimeouts = {
  /** Getting a connection, including the server's answer to the start-up message. */
  connectMs: number;
  /** One statement; the server cancels it, and the client gives up shortly after if the server cannot. */
  statementMs: number;
  /** A transaction left open without a statement (a stuck process) is ended by the server. */
  idleInTransactionMs: number;
};

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = { connectMs: 5000, statementMs: 8000, idleInTransactionMs: 10_000 };

/** How long the client waits past the server's own statement limit before it treats the server as frozen. */
const CLIENT_GRACE_MS = 1000;

/**
 * node-postgres pool settings for the limits: server-side ones travel in the start-up message, the
 * client-side ones guard a frozen server. `serverSettings: false` leaves the server-side ones out (a
 * transaction-mode pooler refuses unknown start-up parameters; there the role carries them).
 */
export function poolTimeouts(timeouts: DbTimeouts, options: { serverSettings?: boolean } = {}): pg.PoolConfig {
  const serverSide =
    options.serverSettings === false
      ? {}
      : { statement_timeout: timeouts.statementMs, idle_in_transaction_session_timeout: timeouts.idleInTransactionMs };
  return {
    connectionTimeoutMillis: timeouts.connectMs,
    ...serverSide,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    // Notice a peer that vanished without closing the connection (a machine or network gone).
    keepAlive: true,
  };
}
