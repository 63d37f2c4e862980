import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publishedUpdateSchema,
  staffCompanyListQuerySchema,
  staffCompanyListSchema,
  staffCompanyParamsSchema,
  staffCompanySchema,
  staffDocumentParamsSchema,
  staffInvitationSchema,
  updateInfoCreateSchema,
} from '@freight/shared/staff';
import { sendStoredFile } from '../../storage/stored-file-reply';
import { publishUpdate } from '../updates/updates.service';
import { companySignalsSchema } from '@freight/shared/signals';
import { companySignals } from './staff-signals.service';
import * as staff from './staff.service';

export type StaffRoutesOptions = {
  /** PUBLIC_URL from the config: links in mails never come from the request's Host header (DESIGN §4). */
  publicUrl: string;
};

/** DESIGN §3 staff API: superusers only (guests 401, members 403). */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, opts) => {
  // onRequest: the caller is checked before the body or parameters are even read, so guests learn nothing of the schema.
  const common = { onRequest: app.requireSuperuser } as const;
  const docs = { tags: ['staff'], security: [{ bearer: [] }] };
  const deps = (actorUserId: number | null = null) => ({
    db: app.db,
    mailer: app.mail,
    publicUrl: opts.publicUrl,
    now: app.clock(),
    actorUserId,
  });

  app.get(
    '/api/staff/companies/',
    { ...common, schema: { ...docs, querystring: staffCompanyListQuerySchema, response: { 200: staffCompanyListSchema } } },
    (request) => staff.listCompanies(app.db, request.query, app.clock()),
  );

  app.get(
    '/api/staff/companies/:id/documents/:docId/',
    { ...common, schema: { ...docs, params: staffDocumentParamsSchema } },
    async (request, reply) => {
      const document = await staff.getDocument(app.db, request.params.id, request.params.docId, request.auth.userId, app.clock());
      return sendStoredFile(reply, app.storage, { name: document.name, key: document.storageKey });
    },
  );

  app.get(
    '/api/staff/companies/:id/signals/',
    { ...common, schema: { ...docs, params: staffCompanyParamsSchema, response: { 200: companySignalsSchema } } },
    (request) => companySignals(app.db, request.params.id, app.clock()),
  );

  app.post(
    '/api/staff/companies/:id/approve/',
    { ...common, schema: { ...docs, params: staffCompanyParamsSchema, response: { 200: staffCompanySchema } } },
    async (request) => {
      const company = await staff.approveCompany(deps(request.auth.userId), request.params.id);
      // This process forgets at once; the others (and this one's sockets) by the company_status NOTIFY.
      app.realtime.companyChanged({ companyIds: [company.id] });
      return company;
    },
  );

  app.post(
    '/api/staff/companies/:id/deactivate/',
    { ...common, schema: { ...docs, params: staffCompanyParamsSchema, response: { 200: staffCompanySchema } } },
    async (request) => {
      const company = await staff.deactivateCompany(app.db, request.params.id, app.clock(), request.auth.userId);
      app.realtime.companyChanged({ companyIds: [company.id] });
      return company;
    },
  );

  app.post(
    '/api/staff/companies/:id/invite/',
    { ...common, schema: { ...docs, params: staffCompanyParamsSchema, response: { 200: staffInvitationSchema } } },
    (request) => staff.inviteCompany(deps(), request.params.id),
  );

  app.post(
    '/api/staff/update-info/',
    { ...common, schema: { ...docs, body: updateInfoCreateSchema, response: { 200: publishedUpdateSchema } } },
    (request) => publishUpdate(app.db, request.body.type, app.clock()),
  );
};
