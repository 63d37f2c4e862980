import { randomUUID } from 'node:crypto';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { EnqueueOptions, JobQueue, RetryPolicy } from './job-queue';

export const MAIL_QUEUE = 'mail';
/** The default longest SMTP conversation (MAIL_SEND_TIMEOUT_SECONDS). */
const MAIL_SEND_TIMEOUT_SECONDS = 30;

/**
 * A mail job still running after twice the SMTP time limit was not stopped by that limit: its process
 * died (or hangs), so the job is failed and another process tries again.
 */
export const mailExpirySeconds = (sendTimeoutSeconds = MAIL_SEND_TIMEOUT_SECONDS) => 2 * sendTimeoutSeconds;

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
export function defineMailQueue(queue: JobQueue, retry: RetryPolicy = MAIL_RETRY, sendTimeoutSeconds?: number): Promise<void> {
  return queue.define(MAIL_QUEUE, { ...retry, expireInSeconds: mailExpirySeconds(sendTimeoutSeconds) });
}

/** The domain of the sender's address (`Name <no-reply@example.com>`), for Message-IDs. */
export function messageIdDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'freight-exchange.invalid';
}

/**
 * Queues mail. Each mail gets its Message-ID now, with the job: every attempt to send it (a retry, a
 * resend after a crash) carries the same one, so a receiver shows it once (pg-boss runs a job at least once).
 */
export function createQueuedMailer(queue: JobQueue, from = ''): QueuedMailer {
  const domain = messageIdDomain(from);
  return {
    send: (message, options) =>
      queue.enqueue(MAIL_QUEUE, { ...message, messageId: message.messageId ?? `<${randomUUID()}@${domain}>` }, options),
    wake: () => queue.wake(MAIL_QUEUE),
  };
}

/**
 * This process sends queued mail through the mail edge (SMTP or the outbox). A sent mail's job is
 * deleted at once: its body may hold a link with a token, which must not stay readable in the job table.
 */
export function workMail(queue: JobQueue, mailer: Mailer, retry: RetryPolicy = MAIL_RETRY, sendTimeoutSeconds?: number): Promise<void> {
  return queue.work<MailMessage>(
    MAIL_QUEUE,
    { ...retry, expireInSeconds: mailExpirySeconds(sendTimeoutSeconds), forgetData: true },
    (message) => mailer.send(message),
  );
}
