import type { FastifyInstance } from 'fastify';
import type { IncidentKind, IncidentStatus } from '@freight/shared/incidents';
import type { Database } from '../../db/client';
import { paymentIncidents, transportIncidents } from '../../db/schema-incidents';
import { pdfBytes, uniqueIp, type UploadFile } from '../../test/factories';

/** Test data of the incident tests: multipart forms as the web sends them, and rows straight in the tables. */

/** Four distinct PDFs: transport order, CMR, invoice, proof of invoice sending (§5). */
export const fourPdfs = (): UploadFile[] =>
  ['transport-order.pdf', 'cmr.pdf', 'invoice.pdf', 'invoice-sent.pdf'].map((name) => ({ name, bytes: pdfBytes(name) }));

export function incidentForm(fields: Record<string, string | number>, files: UploadFile[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  for (const file of files)
    form.append('documents', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  return form;
}

export const paymentFields = (companyId: number, overrides: Record<string, string | number> = {}) => ({
  companyId,
  description: 'Invoice 2024-117 for the Cluj–Munich transport is 60 days overdue.',
  pendingValue: '1250.50',
  currency: 'EUR',
  deadline: '2026-12-31',
  ...overrides,
});

export const transportFields = (companyId: number, overrides: Record<string, string | number> = {}) => ({
  companyId,
  description: 'The truck did not arrive for loading.',
  incident_date: '2026-10-05',
  ...overrides,
});

export function postIncident(app: FastifyInstance, kind: IncidentKind, access: string, form: FormData) {
  return app.inject({
    method: 'POST',
    url: `/api/${kind}-incidents/`,
    payload: form,
    headers: { authorization: `Bearer ${access}` },
    remoteAddress: uniqueIp(),
  });
}

/** An incident row without documents, for list, order and decision tests. */
export async function insertIncident(
  db: Database,
  kind: IncidentKind,
  values: { companyId: number; createdByCompanyId: number; status?: IncidentStatus; createdAt?: Date },
): Promise<number> {
  const common = { description: `A ${kind} incident`, ...values };
  const [row] =
    kind === 'payment'
      ? await db
          .insert(paymentIncidents)
          .values({ ...common, pendingValue: '100.00', currency: 'RON', deadline: '2026-11-30' })
          .returning({ id: paymentIncidents.id })
      : await db
          .insert(transportIncidents)
          .values({ ...common, incidentDate: '2026-09-01' })
          .returning({ id: transportIncidents.id });
  if (!row) throw new Error('insertIncident: no row');
  return row.id;
}
