import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeRequestApprovalSchema,
  changeRequestPageSchema,
  changeRequestParamsSchema,
  changeRequestRefusalSchema,
  changeRequestSchema,
  staffChangeRequestQuerySchema,
} from '@freight/shared/change-requests';
import { paginationQuerySchema } from '@freight/shared/pagination';
import { sendStoredFile } from '../../storage/stored-file-reply';
import { readChangeRequestUpload } from './change-requests-upload';
import * as changeRequests from './change-requests.service';

/** Issue 33 protected company data: members' change requests and staff decisions on them. */
export const changeRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.authenticate } as const;
  const staff = { onRequest: app.requireSuperuser } as const;
  const docs = { tags: ['change-requests'], security: [{ bearer: [] }] };
  const deps = () => ({ db: app.db, storage: app.storage, now: app.clock() });

  app.post(
    '/api/company-change-requests/',
    { ...member, schema: { ...docs, consumes: ['multipart/form-data'], response: { 201: changeRequestSchema } } },
    async (request, reply) => {
      // Refused callers are answered before their upload is read.
      changeRequests.requireCompanyAdmin(request.auth);
      const upload = await readChangeRequestUpload(request);
      return reply.code(201).send(await changeRequests.fileRequest(deps(), request.auth, upload));
    },
  );

  app.get(
    '/api/company-change-requests/',
    { ...member, schema: { ...docs, querystring: paginationQuerySchema, response: { 200: changeRequestPageSchema } } },
    (request) => changeRequests.listOwn(app.db, request.auth, request.query),
  );

  app.get(
    '/api/company-change-requests/:id/document/',
    { ...member, schema: { ...docs, params: changeRequestParamsSchema } },
    async (request, reply) => sendStoredFile(reply, app.storage, await changeRequests.getDocument(deps(), request.auth, request.params.id)),
  );

  app.get(
    '/api/staff/change-requests/',
    { ...staff, schema: { ...docs, querystring: staffChangeRequestQuerySchema, response: { 200: changeRequestPageSchema } } },
    (request) => changeRequests.listForStaff(app.db, request.query),
  );

  app.get(
    '/api/staff/change-requests/:id/document/',
    { ...staff, schema: { ...docs, params: changeRequestParamsSchema } },
    async (request, reply) => sendStoredFile(reply, app.storage, await changeRequests.getDocument(deps(), request.auth, request.params.id)),
  );

  app.post(
    '/api/staff/change-requests/:id/approve/',
    {
      ...staff,
      schema: { ...docs, params: changeRequestParamsSchema, body: changeRequestApprovalSchema, response: { 200: changeRequestSchema } },
    },
    (request) => changeRequests.approve(deps(), request.auth.userId, request.params.id, request.body.reason),
  );

  app.post(
    '/api/staff/change-requests/:id/refuse/',
    {
      ...staff,
      schema: { ...docs, params: changeRequestParamsSchema, body: changeRequestRefusalSchema, response: { 200: changeRequestSchema } },
    },
    (request) => changeRequests.refuse(deps(), request.auth.userId, request.params.id, request.body.reason),
  );
};
