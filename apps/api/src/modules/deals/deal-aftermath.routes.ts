import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DELIVERY_PROOF_MAX_BYTES,
  dealInvoicedSchema,
  dealPaidSchema,
  dealRatingInputSchema,
  deliveryDisputeSchema,
  ratingParamsSchema,
  ratingReplySchema,
} from '@freight/shared/deal-aftermath';
import { dealDetailSchema, dealParamsSchema } from '@freight/shared/deals';
import { sendStoredFile } from '../../storage/stored-file-reply';
import { multipartError, takeTextField, uploadName } from '../../upload-parts';
import * as aftermath from './deal-aftermath.service';
import type { DealViewer } from './deal-present';
import * as ratings from './deal-ratings.service';

const viewerOf = (request: FastifyRequest): DealViewer => ({
  userId: request.auth.userId,
  companyId: request.auth.companyId,
  role: request.auth.role,
  isSuperuser: request.auth.isSuperuser,
});

/** The optional `proof` of a delivery report: one file of at most 4 MB, read whole before anything is checked. */
async function readProof(request: FastifyRequest): Promise<aftermath.DeliveryProof | null> {
  if (!request.isMultipart()) return null;
  let proof: aftermath.DeliveryProof | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: DELIVERY_PROOF_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'proof' && bytes.length > 0) proof = { name: uploadName(part.filename, 'delivery.pdf'), bytes };
      } else if (typeof part.value === 'string') {
        takeTextField(fields, { fieldname: part.fieldname, value: part.value, valueTruncated: part.valueTruncated });
      }
    }
  } catch (error) {
    throw multipartError(error, 'proof') ?? error;
  }
  return proof;
}

/** Issue 32 items 1–2 (DESIGN §3 third round, decision 038): delivery, invoice, payment, ratings and replies. */
export const dealAftermathRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { onRequest: app.authenticate } as const;
  const docs = { tags: ['deals'], security: [{ bearer: [] }] };
  const one = { ...docs, params: dealParamsSchema, response: { 200: dealDetailSchema } };

  app.post(
    '/api/deals/:id/delivered/',
    { ...common, schema: { ...one, consumes: ['multipart/form-data', 'application/json'] } },
    async (request) => {
      const proof = await readProof(request);
      return aftermath.markDelivered({ db: app.db, storage: app.storage }, viewerOf(request), request.params.id, proof, app.clock());
    },
  );
  app.get('/api/deals/:id/delivery-proof/', { ...common, schema: { ...docs, params: dealParamsSchema } }, async (request, reply) => {
    const proof = await aftermath.deliveryProof(app.db, viewerOf(request), request.params.id);
    return sendStoredFile(reply, app.storage, { key: proof.key, name: proof.name, contentType: 'application/pdf' });
  });
  app.post('/api/deals/:id/confirm-delivery/', { ...common, schema: one }, (request) =>
    aftermath.settleDelivery(app.db, viewerOf(request), request.params.id, { disputeReason: null }, app.clock()),
  );
  app.post('/api/deals/:id/dispute-delivery/', { ...common, schema: { ...one, body: deliveryDisputeSchema } }, (request) =>
    aftermath.settleDelivery(app.db, viewerOf(request), request.params.id, { disputeReason: request.body.reason }, app.clock()),
  );
  app.post('/api/deals/:id/invoiced/', { ...common, schema: { ...one, body: dealInvoicedSchema } }, (request) =>
    aftermath.recordInvoice(app.db, viewerOf(request), request.params.id, request.body.invoice_date, app.clock()),
  );
  app.post('/api/deals/:id/paid/', { ...common, schema: { ...one, body: dealPaidSchema } }, (request) =>
    aftermath.recordPayment(app.db, viewerOf(request), request.params.id, request.body.paid_date, app.clock()),
  );
  app.post('/api/deals/:id/rating/', { ...common, schema: { ...one, body: dealRatingInputSchema } }, (request) =>
    ratings.rateDeal(app.db, viewerOf(request), request.params.id, request.body, app.clock()),
  );
  app.post(
    '/api/ratings/:id/reply/',
    { ...common, schema: { ...docs, params: ratingParamsSchema, body: ratingReplySchema, response: { 200: dealDetailSchema } } },
    (request) => ratings.replyToRating(app.db, viewerOf(request), request.params.id, request.body.text, app.clock()),
  );

  // Silence confirms: hourly, once per hour across every process (the job queue keeps one run per period).
  await app.jobs.schedule('confirm-silent-deliveries', { everyMs: 60 * 60_000 }, async () => {
    await aftermath.confirmSilentDeliveries(app.db, app.clock());
  });
};
