import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

export type BackgroundMailer = {
  /** Queues without making the caller wait; a failure to queue is logged (never the body: it may hold a link with a token). */
  send(message: MailMessage, purpose: string): void;
  /** Runs work that ends in a mail (look-ups, a token) after the answer, so the answer cannot reveal what it found. */
  later(task: () => Promise<void>, purpose: string): void;
  /** Waits for every mail still on its way (the app awaits this when it closes). */
  drain(): Promise<void>;
};

/**
 * The reset request answers the same, in the same time, for known and unknown addresses: the mail
 * to a known address must not hold the answer back (its look-up, token and queuing would reveal the
 * account). `mailer` is the app's mail queue (`app.mail`): once queued, the job queue sends the mail
 * with retries, and a crash does not lose it (issue 16).
 */
export function createBackgroundMailer(mailer: Mailer, log: FastifyBaseLogger): BackgroundMailer {
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>, purpose: string) => {
    const tracked: Promise<void> = work
      .catch((error: unknown) => log.error({ err: error, purpose }, 'mail could not be sent'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  return {
    send: (message, purpose) => track(mailer.send(message), purpose),
    // setImmediate: the task starts only once the request's answer is on its way.
    later: (task, purpose) => track(new Promise<void>((resolve) => setImmediate(resolve)).then(task), purpose),
    async drain() {
      // A task may add its mail while the first ones settle.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
