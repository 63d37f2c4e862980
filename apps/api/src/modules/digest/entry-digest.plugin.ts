import type { FastifyPluginAsync } from 'fastify';
import { sendEntryDigests } from './entry-digest.service';

export type EntryDigestPluginOptions = {
  /** PUBLIC_URL: links in mails never come from the request's Host header (DESIGN §4). */
  publicUrl: string;
  /**
   * How often due entry digests are looked for, by one process for all (each user still gets at most
   * one per 15 minutes; periods under a second count as a second); 0 turns them off (ENTRY_DIGEST_INTERVAL_MS).
   */
  digestIntervalMs: number;
};

/** The new-entries digest schedule (issue 6): the mails employees ask for in their settings. */
export const entryDigestPlugin: FastifyPluginAsync<EntryDigestPluginOptions> = async (app, opts) => {
  // Once per interval across every process on the database (the job queue keeps one run per period);
  // overlapping runs would still never claim a member twice (users/digest-recipients.queries.ts).
  if (opts.digestIntervalMs > 0) {
    await app.jobs.schedule('entry-digests', { everyMs: opts.digestIntervalMs }, async () => {
      await sendEntryDigests({ db: app.db, mail: app.mail, publicUrl: opts.publicUrl }, app.clock());
    });
  }
};
