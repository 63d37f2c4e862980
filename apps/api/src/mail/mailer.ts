import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/**
 * `messageId`: the Message-ID header, `<unique@domain>`. A queued mail carries one from the moment it is
 * queued, so a resend after a crash (the relay accepted it, the process died before the job was marked
 * done) is the same message to the receiving side, which drops a duplicate Message-ID.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId?: string;
  /** Further header fields, e.g. List-Unsubscribe (RFC 2369, 8058) of a search agent's mail. */
  headers?: Record<string, string>;
};
export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Resolves while mail can be handed on: the relay answers (SMTP) or the outbox folder is writable (readiness). */
  check?(): Promise<void>;
};

export type MailerOptions = {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** Longest wait for the relay: to connect, for its greeting, for each reply (nodemailer waits 10 minutes on a socket by default). */
  sendTimeoutSeconds?: number;
};

/**
 * The outside world's mail edge (DESIGN §1): SMTP when SMTP_URL is set, otherwise each message is
 * written as an .eml file to DATA_DIR/outbox, where tests and first-time users read it.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const timeoutMs = (options.sendTimeoutSeconds ?? 30) * 1000;
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    } as nodemailer.TransportOptions);
    return {
      send: async (message) => void (await transport.sendMail({ from: options.from, ...message })),
      // Connects and greets (and logs in, when the URL has credentials) without sending anything.
      check: async () => void (await transport.verify()),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async check() {
      fs.mkdirSync(options.outboxDir, { recursive: true });
      fs.accessSync(options.outboxDir, fs.constants.W_OK);
    },
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      fs.mkdirSync(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      // The recipient and subject only: links in the body carry tokens and are never logged.
      options.log.info({ outbox: file, subject: message.subject }, 'mail written to the outbox');
    },
  };
}

/** Reads the outbox newest first (tests and the demo). */
export function readOutbox(outboxDir: string): { file: string; content: string }[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) => ({ file: path.join(outboxDir, name), content: fs.readFileSync(path.join(outboxDir, name), 'utf8') }));
}
