import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema } from '@freight/shared/audit';
import { auditCsv, listAudit } from './audit.service';

/** Issue 33: staff (superusers only) read the audit log with filters, as JSON pages or one CSV. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/staff/audit-log/',
    {
      onRequest: app.requireSuperuser,
      schema: { tags: ['staff'], security: [{ bearer: [] }], querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } },
    },
    async (request, reply) => {
      if (request.query.format !== 'csv') return listAudit(app.db, request.query);
      const csv = await auditCsv(app.db, request.query);
      // The response schema is JSON's; the CSV is sent as a string past the serializer.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .serializer(String)
        .send(csv as never);
    },
  );
};
