import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyParamsSchema } from '@freight/shared/companies';
import { companyReputationSchema } from '@freight/shared/reputation';
import * as reputation from './reputation.service';

/** The sweep's period: overdue invoices are counted by calendar day, so an hour keeps "overdue now" within the hour. */
const SWEEP_EVERY_MS = 60 * 60_000;

/** Issue 32 item 3: a company's reputation, for whoever may see its page; and the hourly sweep of time-driven figures. */
export const reputationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:id/reputation/',
    {
      // Decision 071: read with the company page, and limited as it is.
      onRequest: [app.authenticate, app.limitReads],
      schema: {
        tags: ['companies'],
        security: [{ bearer: [] }],
        params: companyParamsSchema,
        response: { 200: companyReputationSchema },
      },
    },
    (request) => reputation.getCompanyReputation(app.db, request.auth, request.params.id, app.clock()),
  );

  await app.jobs.schedule('reputation-sweep', { everyMs: SWEEP_EVERY_MS }, async () => {
    await reputation.sweepReputation(app.db, app.clock());
  });
};
