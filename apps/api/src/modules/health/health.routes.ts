import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@freight/shared/errors';
import { healthSchema } from '@freight/shared/content';
import { AppError } from '../../app-error';

/** GET /api/health/: ok once the database answers, 503 otherwise (DESIGN §3). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health/', { schema: { tags: ['health'], response: { 200: healthSchema, 503: apiErrorSchema } } }, async () => {
    try {
      await app.dbHandle.ping();
    } catch (error) {
      app.log.error({ err: error }, 'health check: database does not answer');
      throw new AppError('service_unavailable');
    }
    return { status: 'ok' as const };
  });
};
