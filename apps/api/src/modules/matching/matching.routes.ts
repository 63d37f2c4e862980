import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FORM_TYPES } from '@freight/shared/entries';
import {
  matchCountsQuerySchema,
  matchCountsSchema,
  matchPageSchema,
  matchQuerySchema,
  returnLoadPageSchema,
} from '@freight/shared/matching';
import { AppError } from '../../app-error';
import { requestLanguage } from '../../request-language';
import type { Caller } from '../entries/entry-permissions.service';
import * as matching from './matching.service';

const uidParamsSchema = z.object({ uid: z.string().min(1).max(64) });

/** Members act for the company of their token; staff without a company have no entries to match. */
function callerOf(request: FastifyRequest): Caller {
  const { userId, companyId, role } = request.auth;
  if (companyId === null) throw new AppError('permission_denied');
  return { userId, companyId, role };
}

/** Decision 015: places are named in `?lang=`, else Accept-Language's. */
const readerLanguage = (request: FastifyRequest, lang: string | undefined) => requestLanguage(lang, request.headers['accept-language']);

/** Issue 17 items 5–6 (decision 023): matches and return loads of own entries, and their counts for a page of them. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { onRequest: app.authenticate } as const;
  // Decision 071: matches and return loads list other companies' entries, and count against the member's reads as searches do.
  const reading = { onRequest: [app.authenticate, app.limitReads] };
  const docs = { tags: ['matching'], security: [{ bearer: [] }] };

  for (const formType of FORM_TYPES) {
    app.get(
      `/api/${formType}-requests/:uid/matches/`,
      { ...reading, schema: { ...docs, params: uidParamsSchema, querystring: matchQuerySchema, response: { 200: matchPageSchema } } },
      (request) =>
        matching.matchesOf(
          app.db,
          formType,
          request.params.uid,
          callerOf(request),
          request.query,
          app.clock(),
          readerLanguage(request, request.query.lang),
        ),
    );
  }

  app.get(
    '/api/truck-requests/:uid/return-loads/',
    { ...reading, schema: { ...docs, params: uidParamsSchema, querystring: matchQuerySchema, response: { 200: returnLoadPageSchema } } },
    (request) =>
      matching.returnLoadsOf(
        app.db,
        request.params.uid,
        callerOf(request),
        request.query,
        app.clock(),
        readerLanguage(request, request.query.lang),
      ),
  );

  app.get(
    '/api/matching/counts/',
    { ...common, schema: { ...docs, querystring: matchCountsQuerySchema, response: { 200: matchCountsSchema } } },
    (request) => matching.matchCounts(app.db, callerOf(request), request.query, app.clock()),
  );
};
