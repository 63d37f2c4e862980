import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { lt, eq } from 'drizzle-orm';
import { apiProcesses } from '../../db/schema-system';

/** Each process refreshes its row this often; one not refreshed for three times as long is shown as stale. */
export const REPORT_INTERVAL_MS = 10_000;
/** Rows of processes that died unannounced (SIGKILL) are removed after this. */
const FORGET_AFTER_MS = 10 * 60_000;

/**
 * This process on the System page (issue 34): its row in api_processes with version, start time,
 * sockets, requests and 5xx answers of the last hour, refreshed every REPORT_INTERVAL_MS from the
 * app's ready until it closes (then removed). A failed refresh is only logged: the page shows it stale.
 */
export function registerProcess(app: FastifyInstance, version: string): void {
  const id = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  const report = async () => {
    const now = app.clock();
    const { requests, errors } = app.metrics.hourly.lastHour();
    const row = {
      sockets: app.realtime.socketCount(),
      requestsLastHour: requests,
      errorsLastHour: errors,
      seenAt: now,
    };
    await app.db
      .insert(apiProcesses)
      .values({ id, host: os.hostname(), pid: process.pid, version, startedAt: app.lifecycle.startedAt, ...row })
      .onConflictDoUpdate({ target: apiProcesses.id, set: row });
    await app.db.delete(apiProcesses).where(lt(apiProcesses.seenAt, new Date(now.getTime() - FORGET_AFTER_MS)));
  };
  const loop = () => {
    timer = setTimeout(() => {
      void report()
        .catch((error: unknown) => app.log.warn({ err: error }, 'process report failed'))
        .finally(() => timer && loop());
    }, REPORT_INTERVAL_MS);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    await report().catch((error: unknown) => app.log.warn({ err: error }, 'process report failed'));
    loop();
  });
  app.addHook('preClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await app.db
      .delete(apiProcesses)
      .where(eq(apiProcesses.id, id))
      .catch(() => undefined);
  });
}

export type ProcessRow = typeof apiProcesses.$inferSelect;

/** Every process that reported within FORGET_AFTER_MS, oldest start first. */
export function selectProcesses(app: FastifyInstance): Promise<ProcessRow[]> {
  return app.db.select().from(apiProcesses).orderBy(apiProcesses.startedAt, apiProcesses.id);
}
