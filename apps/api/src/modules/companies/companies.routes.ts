import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companyDetailsSchema,
  companyDocumentListSchema,
  companyDocumentParamsSchema,
  companyParamsSchema,
  companySearchQuerySchema,
  companySearchResultSchema,
} from '@freight/shared/companies';
import { sendStoredFile } from '../../storage/stored-file-reply';
import * as companiesService from './companies.service';
import { readDocumentParts } from './document-upload';

/** Companies of issue 6 (DESIGN §3): search, details and documents, for any authenticated member. */
export const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { onRequest: app.authenticate } as const;
  // Decision 071: the company directory counts against the member's reads, as the entry searches do.
  const reading = { onRequest: [app.authenticate, app.limitReads] };
  const docs = { tags: ['companies'], security: [{ bearer: [] }] };
  const storageDeps = () => ({ db: app.db, storage: app.storage });

  app.get(
    '/api/companies/',
    { ...reading, schema: { ...docs, querystring: companySearchQuerySchema, response: { 200: companySearchResultSchema } } },
    (request) => companiesService.searchCompanies(app.db, request.query, app.clock()),
  );

  app.get(
    '/api/companies/:id/',
    { ...reading, schema: { ...docs, params: companyParamsSchema, response: { 200: companyDetailsSchema } } },
    (request) => companiesService.getCompanyDetails(app.db, request.auth, request.params.id, app.clock()),
  );

  app.post(
    '/api/companies/:id/documents/',
    {
      ...common,
      schema: { ...docs, consumes: ['multipart/form-data'], params: companyParamsSchema, response: { 201: companyDocumentListSchema } },
    },
    async (request, reply) => {
      // The caller and the company's room are checked before the body is read: another company's member uploads
      // nothing, and a full company's upload is refused without its files being buffered.
      const room = await companiesService.documentRoom(app.db, request.auth, request.params.id);
      const files = await readDocumentParts(request, room);
      const added = await companiesService.addDocuments(storageDeps(), request.auth, request.params.id, files);
      return reply.code(201).send(added);
    },
  );

  app.get(
    '/api/companies/:id/documents/:docId/',
    { ...common, schema: { ...docs, params: companyDocumentParamsSchema } },
    async (request, reply) => {
      const document = await companiesService.getDocument(app.db, request.auth, request.params.id, request.params.docId, app.clock());
      return sendStoredFile(reply, app.storage, { name: document.name, key: document.storageKey });
    },
  );

  app.delete(
    '/api/companies/:id/documents/:docId/',
    { ...common, schema: { ...docs, params: companyDocumentParamsSchema } },
    async (request, reply) => {
      await companiesService.removeDocument({ ...storageDeps(), now: app.clock() }, request.auth, request.params.id, request.params.docId);
      return reply.code(204).send();
    },
  );
};
