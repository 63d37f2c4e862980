import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { addressesOf } from './mail-reader';

/** One message as the SMTP server received it: the envelope, and the message parsed by mailparser. */
export type ReceivedMail = {
  envelopeFrom: string;
  envelopeTo: string[];
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
};

export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Waits until `count` messages to `to` (envelope recipient) have arrived, and answers them. */
  waitFor(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * From now on the server takes `ms` to answer each message it received (a slow relay), so a sender
   * is caught mid-conversation; 0 answers at once again. A message is counted as received when its
   * answer is due, even if the sender is gone by then (a relay that delivers what it fully received).
   */
  answerAfter(ms: number): void;
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free local port (the `smtp-server` package), started by a test: the app's
 * mailer speaks SMTP to it exactly as to a production relay. No authentication and no STARTTLS.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let answerDelayMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        async (parsed) => {
          if (answerDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            to: addressesOf(parsed.to),
            from: addressesOf(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            parsed,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A sender that dies mid-mail (the cluster test kills a process with kill -9) resets its connection inside a
  // transaction, which smtp-server reports as an 'error' event; without a listener that event would be an
  // uncaught exception of the test run. A relay drops such a connection and goes on, and so does this one.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = received.filter((mail) => mail.envelopeTo.includes(to));
        if (mails.length >= count) return mails;
        if (Date.now() > deadline) throw new Error(`the SMTP server received no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    answerAfter: (ms) => void (answerDelayMs = ms),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
