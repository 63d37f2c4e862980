import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthSchema } from '@freight/shared/content';
import { DB_RETRY_AFTER_SECONDS } from '../../db/unavailable';

/**
 * GET /api/health/ (DESIGN §3): ok once the database answers; otherwise 503 naming the dependency
 * that is down, so a load balancer takes the process out and an operator sees why.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health/',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthDownSchema } } },
    async (request, reply) => {
      try {
        await app.dbHandle.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database does not answer');
        return reply
          .status(503)
          .header('Retry-After', String(DB_RETRY_AFTER_SECONDS))
          .send({
            code: 'service_unavailable' as const,
            detail: 'The database does not answer.',
            dependencies: { database: 'down' as const },
          });
      }
      return { status: 'ok' as const, dependencies: { database: 'up' as const } };
    },
  );
};
