import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { QueuedMailer } from '../../jobs/mail-jobs';
import type { TokenService } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import type { BackgroundMailer } from '../../mail/background-mail';

/** What the auth services need from the app, handed over explicitly by auth.routes.ts. */
export type AuthContext = {
  db: Database;
  storage: FileStorage;
  /** The mail queue (`app.mail`): a mail may be queued inside the transaction that makes it due. */
  mailer: QueuedMailer;
  background: BackgroundMailer;
  tokens: TokenService;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** PUBLIC_URL: links in mails are built from it, never from the Host header (DESIGN §4). */
  publicUrl: string;
};
