import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INCIDENT_KINDS,
  incidentDocumentParamsSchema,
  incidentListQuerySchema,
  incidentPageSchema,
  incidentSchema,
} from '@freight/shared/incidents';
import { sendStoredFile } from '../../storage/stored-file-reply';
import { createBackgroundMailer } from '../../mail/background-mail';
import { readIncidentUpload } from './incidents-upload';
import * as incidents from './incidents.service';

export type IncidentsRoutesOptions = { publicUrl: string };

const viewerOf = (request: FastifyRequest): incidents.Viewer => ({
  userId: request.auth.userId,
  companyId: request.auth.companyId,
  role: request.auth.role,
  isSuperuser: request.auth.isSuperuser,
});

/**
 * §7 incident calls: lists, multipart creation and authorised document downloads, per kind. The
 * per-kind routes answer the `Incident` union (their items all carry that `kind`): one schema for both.
 */
export const incidentsRoutes: FastifyPluginAsyncZod<IncidentsRoutesOptions> = async (app, opts) => {
  const mails = createBackgroundMailer(app.mail, app.log);
  app.addHook('onClose', () => mails.drain());
  const deps = (): incidents.IncidentDeps => ({ db: app.db, storage: app.storage, mails, publicUrl: opts.publicUrl, now: app.clock() });
  const common = { onRequest: app.authenticate } as const;
  const docs = { tags: ['incidents'], security: [{ bearer: [] }] };

  // Both kinds in one list, sorted and paged in SQL (§2 my-incidents and other-company-incidents with "all").
  app.get(
    '/api/incidents/',
    { ...common, schema: { ...docs, querystring: incidentListQuerySchema, response: { 200: incidentPageSchema } } },
    (request) => incidents.listIncidents(app.db, viewerOf(request), request.query, app.clock()),
  );

  for (const kind of INCIDENT_KINDS) {
    const base = `/api/${kind}-incidents`;

    app.get(
      `${base}/`,
      { ...common, schema: { ...docs, querystring: incidentListQuerySchema.omit({ kind: true }), response: { 200: incidentPageSchema } } },
      (request) => incidents.listIncidents(app.db, viewerOf(request), request.query, app.clock(), [kind]),
    );

    app.post(
      `${base}/`,
      { ...common, schema: { ...docs, consumes: ['multipart/form-data'], response: { 201: incidentSchema } } },
      async (request, reply) => {
        const upload = await readIncidentUpload(request);
        return reply.code(201).send(await incidents.createIncident(deps(), viewerOf(request), kind, upload));
      },
    );

    app.get(
      `${base}/:id/documents/:docId/`,
      { ...common, schema: { ...docs, params: incidentDocumentParamsSchema } },
      async (request, reply) => {
        const document = await incidents.getDocument(app.db, viewerOf(request), kind, request.params.id, request.params.docId);
        return sendStoredFile(reply, app.storage, {
          name: document.originalName,
          key: document.storageKey,
          contentType: document.contentType,
        });
      },
    );
  }
};
