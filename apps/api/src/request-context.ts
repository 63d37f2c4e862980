import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the work under way (issue 34): set for each request by plugins/request-id.ts and
 * for each job a request queued (jobs/job-queue.ts), so every log line, mail and job it causes names it.
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

/** What a balancer may send as X-Request-Id: letters, digits and `-_.:`, 8–128 characters (no log injection, no unbounded label). */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The balancer's id when it has an acceptable shape, else a new one. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

export function runWithRequestId<T>(requestId: string | undefined, task: () => T): T {
  return requestId ? context.run({ requestId }, task) : task();
}
