import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { MAIL_QUEUE } from './mail-jobs';

/** Mail jobs still in the table, whatever their state (a sent mail's job is deleted). */
export async function mailJobsLeft(db: Database): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${MAIL_QUEUE}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Waits until every queued mail was sent (its job deleted): then the outbox holds them all. */
export async function waitForQueuedMail(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await mailJobsLeft(db)) > 0) {
    if (Date.now() > deadline) throw new Error(`mail jobs still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
