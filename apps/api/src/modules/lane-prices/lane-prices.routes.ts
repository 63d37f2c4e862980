import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lanePriceQuerySchema, lanePriceSchema } from '@freight/shared/lane-prices';
import { getLanePrice, refreshLeavingLanes } from './lane-prices.service';

/** Lanes leave the 90-day window by the hour: figures are recomputed at most this long after a deal leaves it. */
const WINDOW_REFRESH_MS = 60 * 60_000;

/** Issue 32 items 5–6: a lane's median price per km, for members setting a price (as their company may see it). */
export const lanePricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lane-prices/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['lane-prices'], security: [{ bearer: [] }], querystring: lanePriceQuerySchema, response: { 200: lanePriceSchema } },
    },
    (request) => getLanePrice(app.db, request.query, app.clock(), request.auth.companyId),
  );
  await app.jobs.schedule('lane-price-window', { everyMs: WINDOW_REFRESH_MS }, async () => {
    await refreshLeavingLanes(app.db, app.clock());
  });
};
