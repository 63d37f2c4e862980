import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from '../../mail/mailer';

export type BackgroundMailer = {
  /** Sends without making the caller wait; a failure is logged (never the body: it may hold a link with a token). */
  send(message: MailMessage, purpose: string): void;
  /** Waits for every mail still on its way (the app awaits this when it closes). */
  drain(): Promise<void>;
};

/**
 * The reset request answers the same, in the same time, for known and unknown addresses: the mail
 * to a known address must not hold the answer back (an SMTP round trip would reveal the account).
 */
export function createBackgroundMailer(mailer: Mailer, log: FastifyBaseLogger): BackgroundMailer {
  const pending = new Set<Promise<void>>();
  return {
    send(message, purpose) {
      const sending: Promise<void> = mailer
        .send(message)
        .catch((error: unknown) => log.error({ err: error, purpose }, 'mail could not be sent'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      await Promise.allSettled([...pending]);
    },
  };
}
