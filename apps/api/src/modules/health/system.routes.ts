import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemStatusSchema, type SystemStatus } from '@freight/shared/system';
import { cachedMailCheck, checksOf, runChecks } from './dependency-checks';
import { REPORT_INTERVAL_MS, registerProcess, selectProcesses } from './process-registry';

/**
 * The staff System page's data (issue 34): dependencies as this process sees them, the job queues,
 * and every API process's own report (version, start, sockets, requests and 5xx of the last hour).
 */
export const systemRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  registerProcess(app, opts.version);
  const mailCheck = cachedMailCheck(app);

  app.get(
    '/api/staff/system/',
    { onRequest: app.requireSuperuser, schema: { tags: ['staff'], security: [{ bearer: [] }], response: { 200: systemStatusSchema } } },
    async (request): Promise<SystemStatus> => {
      const [{ dependencies }, queues, rows] = await Promise.all([
        runChecks(request, { ...checksOf(app), mail: mailCheck }),
        app.jobs.stats().catch(() => []),
        selectProcesses(app),
      ]);
      const now = app.clock().getTime();
      const processes = rows.map((row) => ({
        id: row.id,
        host: row.host,
        pid: row.pid,
        version: row.version,
        started_at: row.startedAt.toISOString(),
        seen_at: row.seenAt.toISOString(),
        stale: now - row.seenAt.getTime() > 3 * REPORT_INTERVAL_MS,
        sockets: row.sockets,
        requests_last_hour: row.requestsLastHour,
        errors_last_hour: row.errorsLastHour,
      }));
      const live = processes.filter((entry) => !entry.stale);
      const requests = live.reduce((sum, entry) => sum + entry.requests_last_hour, 0);
      const errors = live.reduce((sum, entry) => sum + entry.errors_last_hour, 0);
      return {
        dependencies,
        queues: queues.map((queue) => ({
          queue: queue.queue,
          queued: queue.queued,
          failed: queue.failed,
          oldest_age_seconds: queue.oldestAgeSeconds,
        })),
        processes,
        open_sockets: live.reduce((sum, entry) => sum + entry.sockets, 0),
        requests_last_hour: requests,
        errors_last_hour: errors,
        error_rate_last_hour: requests > 0 ? errors / requests : null,
      };
    },
  );
};
