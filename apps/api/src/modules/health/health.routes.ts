import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthSchema, livenessSchema, readinessDownSchema, readinessSchema } from '@freight/shared/content';
import { DB_RETRY_AFTER_SECONDS } from '../../db/unavailable';
import { withRetryAfter } from '../../retry-after';
import { cachedMailCheck, checksOf, runChecks, type Check, type ReadyDependency } from './dependency-checks';

/**
 * GET /api/health/ (DESIGN §3; readiness, issue 16): ok once every dependency answers; otherwise 503
 * naming the ones that are down, so a load balancer takes the process out and an operator sees why.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthDownSchema } } },
    async (request, reply) => {
      const { dependencies, down } = await runChecks(request, checksOf(app));
      if (down.length === 0) return { status: 'ok' as const, dependencies };
      return withRetryAfter(reply.status(503), DB_RETRY_AFTER_SECONDS).send({
        code: 'service_unavailable' as const,
        detail: `Not ready: ${down.join(', ')} down.`,
        dependencies,
      });
    },
  );

  // Liveness (issue 34): the process runs its event loop; nothing else is asked, so a database outage never restarts it.
  app.get('/api/health/live', { schema: { tags: ['health'], response: { 200: livenessSchema } } }, () => ({ status: 'ok' as const }));

  /**
   * Readiness (issue 34): what a balancer routes by. 503 while the process starts or drains (SIGTERM,
   * shutdown.ts), without asking anything; otherwise the dependencies of /api/health/ and mail.
   */
  const mailCheck = cachedMailCheck(app);
  app.get(
    '/api/health/ready',
    { schema: { tags: ['health'], response: { 200: readinessSchema, 503: readinessDownSchema } } },
    async (request, reply) => {
      const state = app.lifecycle.state;
      if (state !== 'ready') {
        return withRetryAfter(reply.status(503), DB_RETRY_AFTER_SECONDS).send({
          code: 'service_unavailable' as const,
          detail: state === 'draining' ? 'Not ready: shutting down.' : 'Not ready: starting.',
          state,
          dependencies: {},
        });
      }
      const checks: Record<ReadyDependency, Check> = { ...checksOf(app), mail: mailCheck };
      const { dependencies, down } = await runChecks(request, checks);
      if (down.length === 0) return { status: 'ok' as const, state, dependencies };
      return withRetryAfter(reply.status(503), DB_RETRY_AFTER_SECONDS).send({
        code: 'service_unavailable' as const,
        detail: `Not ready: ${down.join(', ')} down.`,
        state,
        dependencies,
      });
    },
  );
};
