import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardCountsSchema } from '@freight/shared/dashboard';
import { AppError } from '../../app-error';
import { selectDashboardCounts } from './dashboard-counts.queries';

/** §2 /dashboard home cards: the caller's company only, taken from the token (never from the request). */
export const dashboardCountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard-counts/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['entries'], security: [{ bearer: [] }], response: { 200: dashboardCountsSchema } },
    },
    (request) => {
      // Staff have no company and therefore no entries to count.
      const { companyId } = request.auth;
      if (companyId === null) throw new AppError('permission_denied');
      return selectDashboardCounts(app.db, companyId, app.clock());
    },
  );
};
