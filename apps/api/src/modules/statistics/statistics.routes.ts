import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statisticsSchema } from '@freight/shared/statistics';
import { AppError } from '../../app-error';
import { companyStatistics } from './statistics.service';

/** Issue 32 item 7: the Statistics page of the caller's company, taken from the token (never from the request). */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/statistics/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['statistics'], security: [{ bearer: [] }], response: { 200: statisticsSchema } },
    },
    (request) => {
      // Staff have no company and therefore no figures of their own.
      const { companyId } = request.auth;
      if (companyId === null) throw new AppError('permission_denied');
      return companyStatistics(app.db, companyId, app.clock());
    },
  );
};
