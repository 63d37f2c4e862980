import type { MailMessage, Mailer } from '../mail/mailer';
import type { EnqueueOptions, JobQueue, RetryPolicy } from './job-queue';

export const MAIL_QUEUE = 'mail';
/** A mail still unsent after this long (a hung SMTP conversation, a killed process) is failed and tried again. */
const MAIL_EXPIRE_SECONDS = 60;

/**
 * An SMTP server away for a while loses nothing: 8 more attempts, the n-th 5 · 2^(n-1) s after the one
 * before, up to twice that (pg-boss's jitter): from 5–10 s to 640–1280 s, 20 to 40 minutes in all.
 */
export const MAIL_RETRY: RetryPolicy = { limit: 8, delaySeconds: 5, backoff: true };

/** Sends mail as durable jobs: `send` answers once the mail is queued (committed with `tx` when given). */
export type QueuedMailer = {
  send(message: MailMessage, options?: EnqueueOptions): Promise<void>;
  /** After a transaction that queued mail committed: this process sends it now rather than at its next poll. */
  wake(): void;
};

/** The mail queue with its retries, for a process that queues mail (every app; workMail defines it too). */
export function defineMailQueue(queue: JobQueue, retry: RetryPolicy = MAIL_RETRY): Promise<void> {
  return queue.define(MAIL_QUEUE, { ...retry, expireInSeconds: MAIL_EXPIRE_SECONDS });
}

export function createQueuedMailer(queue: JobQueue): QueuedMailer {
  return { send: (message, options) => queue.enqueue(MAIL_QUEUE, message, options), wake: () => queue.wake(MAIL_QUEUE) };
}

/**
 * This process sends queued mail through the mail edge (SMTP or the outbox). A sent mail's job is
 * deleted at once: its body may hold a link with a token, which must not stay readable in the job table.
 */
export function workMail(queue: JobQueue, mailer: Mailer, retry: RetryPolicy = MAIL_RETRY): Promise<void> {
  return queue.work<MailMessage>(MAIL_QUEUE, { ...retry, expireInSeconds: MAIL_EXPIRE_SECONDS, forgetData: true }, (message) =>
    mailer.send(message),
  );
}
