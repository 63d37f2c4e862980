import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { updateInfoSchema } from '@freight/shared/accounts';
import { updateAckSchema } from '@freight/shared/staff';
import * as updates from './updates.service';

/** §4/§7 update notice for signed-in members: GET /update-info/ and PATCH /update-info/ack/. */
export const updateInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/update-info/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['updates'], security: [{ bearer: [] }], response: { 200: updateInfoSchema } },
    },
    () => updates.getCurrentUpdate(app.db),
  );

  app.patch(
    '/api/update-info/ack/',
    {
      onRequest: app.authenticate,
      schema: { tags: ['updates'], security: [{ bearer: [] }], response: { 200: updateAckSchema } },
    },
    (request) => updates.acknowledgeUpdate(app.db, request.auth.userId, app.clock()),
  );
};
