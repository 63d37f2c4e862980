import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';
import { createDiskStorage, type FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    storage: FileStorage;
  }
}

export type AdapterOptions = { dataDir: string; smtpUrl: string | undefined; mailFrom: string };

/** The two outside-world adapters (DESIGN §2): mail (SMTP or the outbox) and file storage under DATA_DIR. */
export const adaptersPlugin = fp(async (app: FastifyInstance, opts: AdapterOptions) => {
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: opts.smtpUrl, from: opts.mailFrom, outboxDir: path.join(opts.dataDir, 'outbox'), log: app.log }),
  );
  app.decorate('storage', createDiskStorage(path.join(opts.dataDir, 'files')));
});
