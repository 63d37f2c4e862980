import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DealDetail, DealPage } from '@freight/shared/deals';
import {
  dealCancelSchema,
  dealDetailSchema,
  dealListQuerySchema,
  dealMessageInputSchema,
  dealMessagePageSchema,
  dealMessageSchema,
  dealMessagesQuerySchema,
  dealOfferSchema,
  dealPageSchema,
  dealParamsSchema,
  dealPdfQuerySchema,
  dealReasonSchema,
  dealTermsSchema,
  dealUnreadSchema,
} from '@freight/shared/deals';
import { requestLanguage } from '../../request-language';
import { sendFile } from '../../storage/stored-file-reply';
import { dealAftermathRoutes } from './deal-aftermath.routes';
import { sendDealMails } from './deal-mail.service';
import { namePlacesIn } from './deal-places';
import { orderPdf } from './deal-order.service';
import * as messages from './deal-messages.service';
import * as deals from './deals.service';

const isDeal = (payload: unknown): payload is DealDetail =>
  typeof payload === 'object' && payload !== null && 'entry' in payload && 'terms' in payload;
const isDealPage = (payload: unknown): payload is DealPage =>
  typeof payload === 'object' &&
  payload !== null &&
  'results' in payload &&
  Array.isArray(payload.results) &&
  payload.results.every(isDeal);

const viewerOf = (request: FastifyRequest): deals.DealViewer => ({
  userId: request.auth.userId,
  companyId: request.auth.companyId,
  role: request.auth.role,
  isSuperuser: request.auth.isSuperuser,
});

export type DealsRoutesOptions = { publicUrl: string; mailIntervalMs: number };

/** Deals (issue 31, DESIGN §3 third round): offers, counters, acceptance, closing, the conversation, and its mails. */
export const dealsRoutes: FastifyPluginAsyncZod<DealsRoutesOptions> = async (app, opts) => {
  const common = { onRequest: app.authenticate } as const;
  const docs = { tags: ['deals'], security: [{ bearer: [] }] };
  const one = { ...docs, params: dealParamsSchema, response: { 200: dealDetailSchema } };

  // Every deal answered here and by the steps after the transport (registered below, so they inherit it) names its
  // places in the reader's language, which the web sends as Accept-Language (decision 074).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const lang = requestLanguage(undefined, request.headers['accept-language']);
    if (isDeal(payload)) return (await namePlacesIn(app.db, [payload], lang))[0];
    if (isDealPage(payload)) return { ...payload, results: await namePlacesIn(app.db, payload.results, lang) };
    return payload;
  });

  app.post(
    '/api/deals/',
    { ...common, schema: { ...docs, body: dealOfferSchema, response: { 201: dealDetailSchema } } },
    async (request, reply) => reply.code(201).send(await deals.makeOffer(app.db, viewerOf(request), request.body, app.clock())),
  );
  app.get(
    '/api/deals/',
    { ...common, schema: { ...docs, querystring: dealListQuerySchema, response: { 200: dealPageSchema } } },
    (request) => deals.listDeals(app.db, viewerOf(request), request.query, app.clock()),
  );
  app.get('/api/deals/unread/', { ...common, schema: { ...docs, response: { 200: dealUnreadSchema } } }, (request) =>
    deals.unreadMessages(app.db, viewerOf(request)),
  );
  app.get('/api/deals/:id/', { ...common, schema: one }, (request) =>
    deals.getDeal(app.db, viewerOf(request), request.params.id, app.clock()),
  );

  app.post('/api/deals/:id/counter/', { ...common, schema: { ...one, body: dealTermsSchema } }, (request) =>
    deals.counter(app.db, viewerOf(request), request.params.id, request.body, app.clock()),
  );
  app.post('/api/deals/:id/accept/', { ...common, schema: one }, (request) =>
    deals.accept(app.db, viewerOf(request), request.params.id, app.clock()),
  );
  app.post('/api/deals/:id/decline/', { ...common, schema: { ...one, body: dealReasonSchema } }, (request) =>
    deals.decline(app.db, viewerOf(request), request.params.id, request.body.reason, app.clock()),
  );
  app.post('/api/deals/:id/withdraw/', { ...common, schema: { ...one, body: dealReasonSchema } }, (request) =>
    deals.withdraw(app.db, viewerOf(request), request.params.id, request.body.reason, app.clock()),
  );
  app.post('/api/deals/:id/cancel/', { ...common, schema: { ...one, body: dealCancelSchema } }, (request) =>
    deals.cancel(app.db, viewerOf(request), request.params.id, request.body.reason, app.clock()),
  );

  // The order in the reader's language: ?lang= (the web sends its own), else Accept-Language, else English.
  app.get(
    '/api/deals/:id/order.pdf',
    { ...common, schema: { ...docs, params: dealParamsSchema, querystring: dealPdfQuerySchema } },
    async (request, reply) => {
      const lang = requestLanguage(request.query.lang, request.headers['accept-language']);
      const order = await orderPdf(app.db, viewerOf(request), request.params.id, lang, app.clock());
      return sendFile(reply, {
        name: order.name,
        contentType: 'application/pdf',
        body: order.bytes,
        size: order.bytes.length,
        disposition: 'attachment',
        cacheControl: 'private, no-store',
      });
    },
  );

  app.get(
    '/api/deals/:id/messages/',
    {
      ...common,
      schema: { ...docs, params: dealParamsSchema, querystring: dealMessagesQuerySchema, response: { 200: dealMessagePageSchema } },
    },
    (request) => messages.listMessages(app.db, viewerOf(request), request.params.id, request.query),
  );
  app.post(
    '/api/deals/:id/messages/',
    { ...common, schema: { ...docs, params: dealParamsSchema, body: dealMessageInputSchema, response: { 201: dealMessageSchema } } },
    async (request, reply) =>
      reply.code(201).send(await messages.postMessage(app.db, viewerOf(request), request.params.id, request.body.text, app.clock())),
  );

  await app.register(dealAftermathRoutes);

  // Offline members' mails, once per interval across every process (the job queue keeps one run per period).
  if (opts.mailIntervalMs > 0) {
    await app.jobs.schedule('deal-mails', { everyMs: opts.mailIntervalMs }, async () => {
      await sendDealMails({ db: app.db, mail: app.mail, publicUrl: opts.publicUrl }, app.clock());
    });
  }
};
