import {
  INCIDENT_KINDS,
  paymentIncidentFieldsSchema,
  transportIncidentFieldsSchema,
  type Incident,
  type IncidentKind,
  type IncidentListQuery,
} from '@freight/shared/incidents';
import type { IncidentCounts } from '@freight/shared/companies';
import type { Paginated } from '@freight/shared/pagination';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { BackgroundMailer } from '../../mail/background-mail';
import { incidentDealFacts } from '../deals/deal-incident.service';
import { selectAdminsOfCompanies } from '../users/company-admins.queries';
import { dealToLink, isOpenIncidentConflict } from './incident-deals';
import { checkDocuments, parseFields, type IncidentUpload } from './incidents-upload';
import { incidentFiledMail } from './incidents.mail-texts';
import * as queries from './incidents.queries';

/** What incident actions need besides the database: file storage, mail sent in the background, links, the clock. */
export type IncidentDeps = { db: Database; storage: FileStorage; mails: BackgroundMailer; publicUrl: string; now: Date };

/** The caller as the token says (never the client): superusers have no company. The role decides acting in a deal. */
export type Viewer = { userId: number; companyId: number | null; role: 'admin' | 'employee'; isSuperuser: boolean };

const CONTENT_TYPES = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg' } as const;

/** The administrators who are told about incidents of their companies (active ones), with their mail language. */
export const activeAdmins = (db: Database, companyIds: number[]) => selectAdminsOfCompanies(db, companyIds, { activeOnly: true });

const documentUrl = (kind: IncidentKind, id: number, documentId: number) => `/api/${kind}-incidents/${id}/documents/${documentId}/`;

/** §2: documents are for the reporter, the target and staff; others see none listed (and get 404 on download). */
const mayReadDocuments = (viewer: Viewer, row: { company_id: number; created_by_company_id: number }) =>
  viewer.isSuperuser ||
  (viewer.companyId !== null && (viewer.companyId === row.company_id || viewer.companyId === row.created_by_company_id));

async function present(db: Database, viewer: Viewer, rows: queries.IncidentRow[]): Promise<Incident[]> {
  const readable = rows.filter((row) => mayReadDocuments(viewer, row));
  const documents = await queries.selectDocuments(
    db,
    readable.map((row) => ({ kind: row.kind, id: row.id })),
  );
  // Decision 067: the deal behind an incident is shown to those who see its documents (its price is theirs).
  const deals = await incidentDealFacts(
    db,
    readable.flatMap((row) => (row.deal_id === null ? [] : [row.deal_id])),
  );
  return rows.map((row): Incident => {
    const base = {
      id: row.id,
      company: { id: row.company_id, name: row.company_name },
      created_by_company: { id: row.created_by_company_id, name: row.created_by_company_name },
      description: row.description,
      status: row.status,
      created_at: row.created_at,
      decision_reason: row.decision_reason,
      documents: documents
        .filter((document) => document.kind === row.kind && document.incidentId === row.id)
        .map((document) => ({
          id: document.id,
          name: document.name,
          size: document.size,
          url: documentUrl(row.kind, row.id, document.id),
        })),
    };
    return row.kind === 'payment'
      ? {
          ...base,
          kind: 'payment',
          pending_value: row.pending_value ?? 0,
          currency: row.currency ?? 'EUR',
          deadline: row.deadline ?? '',
          deal: row.deal_id !== null && mayReadDocuments(viewer, row) ? (deals.get(row.deal_id) ?? null) : null,
        }
      : { ...base, kind: 'transport', incident_date: row.incident_date ?? '' };
  });
}

/**
 * The cursor is an opaque offset. Keyset cursors would need one key per ordering (status rank or
 * company name plus time, with mixed directions) over a union of two tables; an incident list
 * is one company's history (tens of rows), so an offset costs nothing and keeps every ordering exact.
 */
const encodeOffset = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

function decodeOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  try {
    const value = (JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown }).o;
    if (Number.isSafeInteger(value) && (value as number) >= 0) return value as number;
  } catch {
    // fall through: a cursor this server did not write
  }
  throw new AppError('validation_failed', { fields: { cursor: ['cursor_invalid'] } });
}

/**
 * Another company a member may name: one that may use the exchange now. An applicant staff have not approved
 * and a deactivated company answer 404 like an unknown one (decision 014, as their details page answers), so
 * no member learns of them, or of incidents against them, by trying ids. The own company always; staff see all.
 */
async function visibleCompany(db: Database, viewer: Viewer, companyId: number, now: Date) {
  const company = await queries.selectCompany(db, companyId, now);
  if (!company || (!company.active && !viewer.isSuperuser && viewer.companyId !== companyId)) return undefined;
  return company;
}

/**
 * §2 incident lists. `company=<id>`: the incidents against that company (other-company mode);
 * otherwise the caller's own company by `scope` (all, filed by it, against it).
 */
export async function listIncidents(
  db: Database,
  viewer: Viewer,
  query: IncidentListQuery,
  now: Date,
  kinds: readonly IncidentKind[] = query.kind ? [query.kind] : INCIDENT_KINDS,
): Promise<Paginated<Incident>> {
  const own = viewer.companyId;
  if (query.company === undefined && own === null) throw new AppError('permission_denied');
  if (query.company !== undefined && !(await visibleCompany(db, viewer, query.company, now))) throw new AppError('company_not_found');
  const offset = decodeOffset(query.cursor);
  const rows = await queries.selectIncidents(db, {
    kinds,
    ordering: query.ordering,
    status: query.status,
    limit: query.limit + 1,
    offset,
    ...(query.company !== undefined
      ? { companyId: query.company }
      : query.scope === 'by_me'
        ? { createdByCompanyId: own ?? undefined }
        : query.scope === 'against_me'
          ? { companyId: own ?? undefined }
          : { involvedCompanyId: own ?? undefined }),
  });
  const page = rows.slice(0, query.limit);
  return { results: await present(db, viewer, page), next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}

/** Incidents of every company, for the staff panel (§4: staff decide the pending ones). */
export async function listForStaff(db: Database, viewer: Viewer, query: IncidentListQuery): Promise<Paginated<Incident>> {
  const offset = decodeOffset(query.cursor);
  const rows = await queries.selectIncidents(db, {
    kinds: query.kind ? [query.kind] : INCIDENT_KINDS,
    ordering: query.ordering,
    status: query.status,
    limit: query.limit + 1,
    offset,
  });
  const page = rows.slice(0, query.limit);
  return { results: await present(db, viewer, page), next: rows.length > query.limit ? encodeOffset(offset + query.limit) : null };
}

export async function getIncident(db: Database, viewer: Viewer, kind: IncidentKind, id: number): Promise<Incident> {
  const [row] = await queries.selectIncidents(db, { kinds: [kind], id, ordering: '-created_at', limit: 1, offset: 0 });
  if (!row) throw new AppError('not_found');
  const [incident] = await present(db, viewer, [row]);
  if (!incident) throw new AppError('not_found');
  return incident;
}

export const myIncidentsLink = (publicUrl: string) => `${publicUrl}/dashboard/my-incidents`;

/**
 * §5 incident forms. Everything is checked before anything is stored: fields, then each file's
 * bytes and the count, then the company (unknown → 404 company_not_found; the own company → 400).
 * Files are written, then the incident and its document rows in one transaction; if that fails the
 * written files are removed again, so a failed submission leaves nothing behind.
 */
export async function createIncident(deps: IncidentDeps, viewer: Viewer, kind: IncidentKind, upload: IncidentUpload): Promise<Incident> {
  if (viewer.companyId === null) throw new AppError('permission_denied');
  const reporterId = viewer.companyId;
  const fields =
    kind === 'payment'
      ? parseFields(paymentIncidentFieldsSchema, upload.fields)
      : parseFields(transportIncidentFieldsSchema, upload.fields);
  const dealId = 'pendingValue' in fields ? await dealToLink(deps.db, viewer, fields, deps.now) : null;
  const files = checkDocuments(kind, upload.files);
  const [company, reporter] = await Promise.all([
    // A deal already proves the two traded (decision 067): its debtor is reported even once it left the exchange.
    dealId === null
      ? visibleCompany(deps.db, viewer, fields.companyId, deps.now)
      : queries.selectCompany(deps.db, fields.companyId, deps.now),
    queries.selectCompany(deps.db, reporterId, deps.now),
  ]);
  if (!company) throw new AppError('company_not_found', { fields: { companyId: ['company_not_found'] } });
  if (company.id === reporterId) {
    throw new AppError('validation_failed', { detail: 'A company cannot report itself.', fields: { companyId: ['own_company'] } });
  }

  const stored: string[] = [];
  let id: number;
  try {
    const documents: queries.NewDocument[] = [];
    for (const file of files) {
      const storageKey = await deps.storage.put(file.bytes, file.type);
      stored.push(storageKey);
      documents.push({ originalName: file.name, contentType: CONTENT_TYPES[file.type], storageKey, sizeBytes: file.bytes.length });
    }
    const common = {
      companyId: company.id,
      createdByCompanyId: reporterId,
      createdByUserId: viewer.userId,
      description: fields.description,
      createdAt: deps.now,
    };
    id =
      'pendingValue' in fields
        ? await queries.insertIncident(
            deps.db,
            {
              kind: 'payment',
              values: {
                ...common,
                pendingValue: fields.pendingValue.toFixed(2),
                currency: fields.currency,
                deadline: fields.deadline,
                dealId,
              },
            },
            documents,
          )
        : await queries.insertIncident(
            deps.db,
            { kind: 'transport', values: { ...common, incidentDate: fields.incident_date } },
            documents,
          );
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.remove(key)));
    // Another submission for the same deal was stored first (both passed the check above at once).
    if (isOpenIncidentConflict(error)) throw new AppError('incident_exists');
    throw error;
  }

  // §4 (task): the target's administrators learn of the report at once, each in their language.
  for (const admin of await activeAdmins(deps.db, [company.id])) {
    deps.mails.send(
      incidentFiledMail(admin.email, admin.language, {
        firstName: admin.firstName,
        lastName: admin.lastName,
        kind,
        id,
        company: company.name,
        reporter: reporter?.name ?? '',
        link: myIncidentsLink(deps.publicUrl),
      }),
      'incident filed',
    );
  }
  return getIncident(deps.db, viewer, kind, id);
}

/** A document of an incident, for its reporter, its target and staff; anyone else gets the same 404 as for a missing one. */
export async function getDocument(db: Database, viewer: Viewer, kind: IncidentKind, incidentId: number, documentId: number) {
  const [row] = await queries.selectIncidents(db, { kinds: [kind], id: incidentId, ordering: '-created_at', limit: 1, offset: 0 });
  if (!row || !mayReadDocuments(viewer, row)) throw new AppError('not_found');
  const document = await queries.selectDocument(db, kind, incidentId, documentId);
  if (!document) throw new AppError('not_found');
  return document;
}

function countsByStatus(rows: { status: string; n: number }[]): IncidentCounts {
  const counts: IncidentCounts = { pending: 0, approved: 0, declined: 0 };
  for (const row of rows) if (row.status in counts) counts[row.status as keyof IncidentCounts] = row.n;
  return counts;
}

/** The incident summary of a company's details page: incidents against it, by kind and status (incidents own their tables). */
export async function incidentSummaryOf(db: Database, companyId: number): Promise<{ payment: IncidentCounts; transport: IncidentCounts }> {
  const { payment, transport } = await queries.countIncidentsAgainst(db, companyId);
  return { payment: countsByStatus(payment), transport: countsByStatus(transport) };
}

/** Payment incidents staff decided against each company (reputation, issue 32): every id answers, 0 when none. */
export async function decidedPaymentIncidentCounts(db: Database, companyIds: number[]): Promise<Map<number, number>> {
  const rows = await queries.countDecidedPaymentIncidents(db, companyIds);
  const counts = new Map(companyIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.companyId, row.n);
  return counts;
}
