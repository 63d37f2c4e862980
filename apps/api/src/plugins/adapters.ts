import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';
import { createStorage } from '../storage/create-storage';
import type { FileStorage } from '../storage/file-storage';
import type { S3Settings } from '../storage/s3-storage';
import { withUnavailableAsRetry } from '../storage/unavailable-storage';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    storage: FileStorage;
  }
}

export type AdapterOptions = {
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailSendTimeoutSeconds?: number;
  s3?: S3Settings | undefined;
};

/** The two outside-world adapters (DESIGN §2): mail (SMTP or the outbox) and file storage (DATA_DIR/files or S3). */
export const adaptersPlugin = fp(async (app: FastifyInstance, opts: AdapterOptions) => {
  app.decorate(
    'mailer',
    createMailer({
      smtpUrl: opts.smtpUrl,
      from: opts.mailFrom,
      outboxDir: path.join(opts.dataDir, 'outbox'),
      log: app.log,
      sendTimeoutSeconds: opts.mailSendTimeoutSeconds,
    }),
  );
  const storage = createStorage({ dataDir: opts.dataDir, s3: opts.s3 });
  // Which storage serves files, so an operator sees it at start (the keys are never logged).
  if (opts.s3) {
    app.log.info({ bucket: opts.s3.bucket, endpoint: opts.s3.endpoint ?? 'AWS', region: opts.s3.region }, 'files in an S3 bucket');
  }
  app.decorate('storage', withUnavailableAsRetry(storage, app.log));
  app.addHook('onClose', () => storage.close());
});
