import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { policySectionSchema, realtimeStatsSchema, usefulLinkSchema } from '@freight/shared/content';
import { POLICY_API_PATHS, POLICY_TYPES } from '@freight/shared/content-constants';
import { langQuerySchema } from '@freight/shared/i18n';
import * as content from './content.service';

/** Public content of §7: policy sections, useful links and realtime stats. No login needed. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const type of POLICY_TYPES) {
    app.get(
      POLICY_API_PATHS[type],
      {
        schema: { tags: ['content'], querystring: langQuerySchema, response: { 200: z.array(policySectionSchema) } },
      },
      (request) => content.getPolicy(app.db, type, request.query.lang),
    );
  }

  app.get(
    '/api/useful-links/',
    {
      schema: { tags: ['content'], querystring: langQuerySchema, response: { 200: z.array(usefulLinkSchema) } },
    },
    (request) => content.getUsefulLinks(app.db, request.query.lang),
  );

  app.get(
    '/api/realtime-stats/',
    {
      schema: { tags: ['content'], response: { 200: realtimeStatsSchema } },
    },
    () => app.realtimeStats(),
  );
};
