import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../mail/mailer';
import { prune as pruneThrottleCounters } from '../throttle';
import { createJobQueue, type JobQueue } from './job-queue';
import { createQueuedMailer, MAIL_RETRY, workMail, type QueuedMailer } from './mail-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable background work and schedules that run once across processes (issue 16). */
    jobs: JobQueue;
    /** Every outgoing mail goes through here: a job, sent with retries by whichever process takes it. */
    mail: QueuedMailer;
  }
}

/**
 * The mail edge, counted (metrics) and logged once per mail sent: the subject only, never the recipient's
 * body (links with tokens); the line carries the id of the request that queued it (request-context).
 */
function countedMailer(app: FastifyInstance): Mailer {
  return {
    async send(message) {
      try {
        await app.mailer.send(message);
      } catch (error) {
        app.metrics.mailsFailed.inc();
        throw error;
      }
      app.metrics.mailsSent.inc();
      app.log.info({ subject: message.subject, messageId: message.messageId }, 'mail sent');
    },
  };
}

/** Throttle counters of windows that ended a day ago are dropped this often (each module schedules its own tables' pruning). */
const HOURLY_PRUNE_MS = 60 * 60_000;

export type JobsOptions = {
  /** The sender address: its domain names the Message-IDs of queued mail. */
  mailFrom?: string;
  /** MAIL_SEND_TIMEOUT_SECONDS: a mail job running twice as long is handed to another process. */
  mailSendTimeoutSeconds?: number;
  /** JOBS_MAINTENANCE_SECONDS: how often jobs of a dead process are handed back. */
  maintenanceSeconds?: number;
};

/**
 * The job queue on the app's database (after the db and adapters plugins: the mail worker sends
 * through `app.mailer`), with the housekeeping schedules every app has. Closing the app stops it.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: JobsOptions) => {
  const jobs = await createJobQueue(app.dbHandle, {
    log: app.log,
    maintenanceSeconds: opts.maintenanceSeconds,
    onFailure: (queue) => app.metrics.jobFailures.inc({ queue }),
  });
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', jobs);
  app.decorate('mail', createQueuedMailer(jobs, opts.mailFrom));
  await workMail(jobs, countedMailer(app), MAIL_RETRY, opts.mailSendTimeoutSeconds);
  await jobs.schedule('prune-throttle-counters', { everyMs: HOURLY_PRUNE_MS }, () => pruneThrottleCounters(app.db, app.clock()));
});
