import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INCIDENT_KINDS,
  incidentDecisionSchema,
  incidentListQuerySchema,
  incidentPageSchema,
  incidentParamsSchema,
  incidentSchema,
} from '@freight/shared/incidents';
import { createBackgroundMailer } from '../../mail/background-mail';
import { decideIncident } from '../incidents/incident-decisions.service';
import * as incidents from '../incidents/incidents.service';

export type StaffIncidentsRoutesOptions = { publicUrl: string };

/**
 * DESIGN §3 staff incident decisions (superusers only; guests 401, members 403): the list of
 * incidents to decide and `PATCH {status, reason}` per kind.
 */
export const staffIncidentsRoutes: FastifyPluginAsyncZod<StaffIncidentsRoutesOptions> = async (app, opts) => {
  const mails = createBackgroundMailer(app.mail, app.log);
  app.addHook('onClose', () => mails.drain());
  // onRequest: the caller is checked before the body is read, as in staff.routes.ts.
  const common = { onRequest: app.requireSuperuser } as const;
  const docs = { tags: ['staff'], security: [{ bearer: [] }] };
  // Staff act in no deal whatever their role (mayActInDeals): the role here only completes the viewer.
  const viewer = (userId: number): incidents.Viewer => ({ userId, companyId: null, role: 'admin', isSuperuser: true });

  app.get(
    '/api/staff/incidents/',
    { ...common, schema: { ...docs, querystring: incidentListQuerySchema, response: { 200: incidentPageSchema } } },
    (request) => incidents.listForStaff(app.db, viewer(request.auth.userId), request.query),
  );

  for (const kind of INCIDENT_KINDS) {
    app.patch(
      `/api/staff/${kind}-incidents/:id/`,
      { ...common, schema: { ...docs, params: incidentParamsSchema, body: incidentDecisionSchema, response: { 200: incidentSchema } } },
      (request) =>
        decideIncident(
          { db: app.db, storage: app.storage, mails, publicUrl: opts.publicUrl, now: app.clock() },
          viewer(request.auth.userId),
          kind,
          request.params.id,
          request.body,
        ),
    );
  }
};
