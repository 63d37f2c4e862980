import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactFlagPageSchema,
  contactFlagParamsSchema,
  contactFlagSchema,
  staffContactFlagQuerySchema,
} from '@freight/shared/contact-flags';
import { setMessageTextMasked } from '../deals/deal-messages.service';
import { setEntryNotesMasked } from '../entries/entry-writes.service';
import * as contactFlags from './contact-flags.service';

/** Issue 33 item 4: staff read the contacts found in members' texts and clear them or keep them hidden. */
export const contactFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { onRequest: app.requireSuperuser } as const;
  const docs = { tags: ['contact-flags'], security: [{ bearer: [] }] };
  const deps = () => ({ db: app.db, now: app.clock(), writers: { entries: setEntryNotesMasked, message: setMessageTextMasked } });

  app.get(
    '/api/staff/contact-flags/',
    { ...staff, schema: { ...docs, querystring: staffContactFlagQuerySchema, response: { 200: contactFlagPageSchema } } },
    (request) => contactFlags.listForStaff(app.db, request.query),
  );

  app.post(
    '/api/staff/contact-flags/:id/clear/',
    { ...staff, schema: { ...docs, params: contactFlagParamsSchema, response: { 200: contactFlagSchema } } },
    (request) => contactFlags.decide(deps(), request.auth.userId, request.params.id, 'cleared'),
  );

  app.post(
    '/api/staff/contact-flags/:id/reject/',
    { ...staff, schema: { ...docs, params: contactFlagParamsSchema, response: { 200: contactFlagSchema } } },
    (request) => contactFlags.decide(deps(), request.auth.userId, request.params.id, 'rejected'),
  );
};
