import pg from 'pg';

const RETRY_MIN_MS = 250;
/** At most this long between attempts: a process is not ready while it does not listen, so it should come back soon. */
const RETRY_MAX_MS = 2000;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries; behind a
 * transaction-mode pooler it must be DATABASE_DIRECT_URL). When the connection is lost it reports the
 * loss (`onLost`: the process is not ready), reconnects with a doubling delay and reports the
 * reconnect, because notifications sent while nobody listened are gone for good.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
  onLost?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // Keep-alive notices a peer that vanished without closing the connection (a machine or network gone).
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      onLost?.();
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    retryMs = RETRY_MIN_MS;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      connect().then(
        () => onReconnect?.(),
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          if (!stopped) scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/**
 * Holds a session-level advisory lock on a dedicated connection while `task` runs on the pool, so
 * the lock is neither released early nor leaked when the task fails.
 */
export async function withAdvisoryLock<T>(connectionString: string, name: string, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    return await task();
  } finally {
    await client.end().catch(() => undefined);
  }
}
