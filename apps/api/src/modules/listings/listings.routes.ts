import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  entryListQuerySchema,
  entryPageSchema,
  entryRefreshResponseSchema,
  entrySchema,
  entryViewResponseSchema,
  FORM_TYPES,
  listingInputSchema,
  type EntryPage,
  type FormType,
} from '@freight/shared/listings';
import { AppError } from '../../app-error';
import { publishEntryEvent, type EntryEventKind } from '../../realtime/entry-events';
import { RateLimitedError } from '../auth/throttle';
import { ListCache } from './list-cache';
import * as listings from './listings.service';
import { answerFor, shareAnswer, type SharedAnswer } from './shared-answer';

const uidParamsSchema = z.object({ uid: z.string().min(1).max(64) });

const acceptsGzip = (request: FastifyRequest) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** Members act for the company of their token (§6); staff without a company have no listings. */
function callerOf(request: FastifyRequest): listings.Caller {
  const { userId, companyId } = request.auth;
  if (companyId === null) throw new AppError('permission_denied');
  return { userId, companyId };
}

/** §7 listing calls: one set of routes per form type, the form type is data (truck-requests, ware-requests). */
export const listingsRoutes: FastifyPluginAsyncZod<{ listCacheMs: number }> = async (app, opts) => {
  const cache = new ListCache<SharedAnswer>(opts.listCacheMs);
  app.realtime.onEvent(() => cache.clear());

  /**
   * Tells every connected member (§4 websocket). The change is already saved: a failed
   * publication is logged, never turned into an error for the member who made it.
   */
  const publish = async (request: FastifyRequest, kind: EntryEventKind, formType: FormType, entryData: { uid: string } & object) => {
    // This process forgets its answers at once; the others when the NOTIFY reaches them.
    cache.clear();
    try {
      await publishEntryEvent(app.db, { kind, formType, companyId: callerOf(request).companyId, entryData });
    } catch (error) {
      request.log.error({ err: error, uid: entryData.uid, kind }, 'entry event not published');
    }
  };

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) reply.header('Retry-After', String(error.retryAfterSeconds));
  });
  const common = { onRequest: app.authenticate } as const;

  for (const formType of FORM_TYPES) {
    const base = `/api/${formType}-requests`;
    const docs = { tags: ['listings'], security: [{ bearer: [] }] };

    app.get(
      `${base}/`,
      { ...common, schema: { ...docs, querystring: entryListQuerySchema, response: { 200: entryPageSchema } } },
      async (request, reply) => {
        const caller = callerOf(request);
        const now = app.clock();
        // Search answers are shared by every company (`is_own` is set per reader); `my` lists are per company.
        const scope = request.query.my === 'true' ? caller.companyId : '*';
        const key = `${formType}|${scope}|${request.url.split('?')[1] ?? ''}`;
        const shared = await cache.answer(key, now.getTime(), async () =>
          shareAnswer(await listings.listEntries(app.db, formType, caller, request.query, now), cache.enabled),
        );
        const asGzip = acceptsGzip(request);
        const body = await answerFor(shared, caller.companyId, asGzip);
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        if (asGzip) reply.header('content-encoding', 'gzip');
        // Fastify sends a string or a buffer as it is (no second serialization); listEntries built the page to the schema.
        return reply.send(body as unknown as EntryPage);
      },
    );

    app.post(
      `${base}/create/`,
      { ...common, schema: { ...docs, body: listingInputSchema, response: { 201: entrySchema } } },
      async (request, reply) => {
        const entry = await listings.createEntry(app.db, formType, callerOf(request), request.body, app.clock());
        await publish(request, 'create', formType, entry);
        return reply.code(201).send(entry);
      },
    );

    app.get(`${base}/:uid/`, { ...common, schema: { ...docs, params: uidParamsSchema, response: { 200: entrySchema } } }, (request) =>
      listings.getEntry(app.db, formType, request.params.uid, callerOf(request), app.clock()),
    );

    app.patch(
      `${base}/:uid/`,
      { ...common, schema: { ...docs, params: uidParamsSchema, body: listingInputSchema, response: { 200: entrySchema } } },
      async (request) => {
        const entry = await listings.updateEntry(app.db, formType, request.params.uid, callerOf(request), request.body, app.clock());
        await publish(request, 'update', formType, entry);
        return entry;
      },
    );

    app.delete(`${base}/:uid/`, { ...common, schema: { ...docs, params: uidParamsSchema } }, async (request, reply) => {
      const deleted = await listings.deleteEntry(app.db, formType, request.params.uid, callerOf(request));
      await publish(request, 'delete', formType, deleted);
      return reply.code(204).send();
    });

    app.post(
      `${base}/:uid/view/`,
      { ...common, schema: { ...docs, params: uidParamsSchema, response: { 200: entryViewResponseSchema } } },
      (request) => listings.viewEntry(app.db, formType, request.params.uid, callerOf(request), app.clock()),
    );

    app.post(
      `${base}/:uid/refresh/`,
      { ...common, schema: { ...docs, params: uidParamsSchema, response: { 200: entryRefreshResponseSchema } } },
      async (request) => {
        const caller = callerOf(request);
        const refreshed = await listings.refreshEntry(app.db, formType, request.params.uid, caller, app.clock());
        await publish(request, 'refresh', formType, await listings.getEntry(app.db, formType, request.params.uid, caller, app.clock()));
        return refreshed;
      },
    );
  }
};
