import type { CompanyType } from '@freight/shared/accounts-constants';
import {
  COMPANY_DOCUMENTS_MAX_COUNT,
  OFFER_ACCURACY_MIN_ENTRIES,
  type OfferAccuracy,
  type CompanyDetails,
  type CompanyDocument,
  type CompanyDocumentKind,
  type CompanySearchResult,
} from '@freight/shared/companies';
import { AppError } from '../../app-error';
import { sha256 } from '../../storage/sha256';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { sniffFileType, type FileStorage } from '../../storage/file-storage';
import * as audit from '../audit/audit.service';
import { incidentSummaryOf } from '../incidents/incidents.service';
import { offerAccuracyCounts } from '../entries/gone-reports.service';
import * as queries from './companies.queries';
import { presentTrust } from './company-trust';

type SearchInput = { search?: string; limit: number; cursor?: string; page?: number; page_size?: number };

/** The cursor of the search is the offset of the next page, opaque to clients (decision 007). */
const encodeOffset = (offset: number) => Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
function decodeOffset(cursor: string): number {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const offset = (value as { o?: unknown } | null)?.o;
    if (typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through: a cursor the server did not write
  }
  throw new AppError('validation_failed', { fields: { cursor: ['cursor_invalid'] } });
}

/** GET /api/companies/: active companies only, matched on the folded name or the VAT number, by name. */
export async function searchCompanies(db: Database, input: SearchInput, now: Date): Promise<CompanySearchResult> {
  const pageSize = input.page_size ?? input.limit;
  const offset = input.page ? (input.page - 1) * pageSize : input.cursor ? decodeOffset(input.cursor) : 0;
  const search = input.search || undefined;
  const { rows, total } = await queries.searchCompanyPage(db, { now, search, offset, limit: pageSize + 1 });
  return {
    results: rows.slice(0, pageSize).map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type as CompanyType,
      created_at: row.createdAt.toISOString(),
      VATNumber: row.vatNumber,
    })),
    next: rows.length > pageSize ? encodeOffset(offset + pageSize) : null,
    count: total,
  };
}

export const documentUrl = (companyId: number, documentId: number) => `/api/companies/${companyId}/documents/${documentId}/`;

function presentDocument(
  companyId: number,
  row: { id: number; name: string; createdAt: Date; kind: CompanyDocumentKind },
): CompanyDocument {
  return { id: row.id, name: row.name, url: documentUrl(companyId, row.id), created_at: row.createdAt.toISOString(), kind: row.kind };
}

/**
 * A company any member may see: their own, or another that is active. An inactive other company
 * (deactivated by staff or past its subscription) answers 404 like one that does not exist, so a
 * banned company cannot be found as a partner and members cannot probe who left the exchange.
 * Staff see every company.
 */
async function visibleCompany(db: Database, auth: AuthUser, companyId: number, now: Date) {
  const row = await queries.selectCompany(db, companyId, now);
  if (!row || (!row.active && auth.companyId !== companyId && !auth.isSuperuser)) throw new AppError('company_not_found');
  return row;
}

/** When a company the caller may see joined (its reputation's "member since"); 404 as its details page answers. */
export async function visibleCompanyJoinedAt(db: Database, auth: AuthUser, companyId: number, now: Date): Promise<Date> {
  const { company } = await visibleCompany(db, auth, companyId, now);
  return company.createdAt;
}

/** Issue 33 item 6: the share in whole percent, or null when too few entries make it meaningless. */
function presentAccuracy({ total, accurate }: { total: number; accurate: number }): OfferAccuracy {
  const percent = total < OFFER_ACCURACY_MIN_ENTRIES ? null : Math.round((accurate * 100) / total);
  return { entries: total, accurate, percent };
}

/** GET /api/companies/{id}/: the four cards, incident summary and documents of the details page. */
export async function getCompanyDetails(db: Database, auth: AuthUser, companyId: number, now: Date): Promise<CompanyDetails> {
  const { company, expiresAt } = await visibleCompany(db, auth, companyId, now);
  const [admin, incidents, documents, accuracy] = await Promise.all([
    queries.selectAdmin(db, companyId),
    incidentSummaryOf(db, companyId),
    queries.selectDocuments(db, companyId),
    offerAccuracyCounts(db, companyId, now),
  ]);
  return {
    id: company.id,
    name: company.name,
    type: company.type as CompanyType,
    created_at: company.createdAt.toISOString(),
    subscription_months: company.subscriptionMonths,
    subscription_expires_at: expiresAt.toISOString(),
    VATNumber: company.vatNumber,
    registry_orderNumber: company.registryOrderNumber,
    registry_uniqueId: company.registryUniqueId,
    registry_year: company.registryYear,
    registry_combination: company.registryCombination,
    fax: company.fax,
    website: company.website,
    street: company.street,
    number: company.number,
    postal_code: company.postalCode,
    city: company.city,
    country: company.country,
    establishment_year: company.establishmentYear,
    admin_user: admin
      ? {
          first_name: admin.firstName,
          last_name: admin.lastName,
          email: admin.email,
          job_title: admin.jobTitle,
          phone_prefix: admin.phonePrefix,
          phone: admin.phone,
          phones: admin.phones,
          alt_emails: admin.altEmails,
        }
      : null,
    bank_account: company.bankAccount,
    trust: presentTrust(company, now),
    documents: documents.map((row) => presentDocument(companyId, row)),
    incident_summary: incidents,
    offer_accuracy: presentAccuracy(accuracy),
    is_own: auth.companyId === companyId,
  };
}

/** Download of one document: any member who may see the company; the id must belong to that company. */
export async function getDocument(db: Database, auth: AuthUser, companyId: number, documentId: number, now: Date) {
  await visibleCompany(db, auth, companyId, now);
  const document = await queries.selectDocument(db, companyId, documentId);
  if (!document) throw new AppError('not_found');
  // Issue 33: who read another company's papers is on the audit log.
  if (auth.companyId !== companyId) await recordDownload(db, auth.userId, companyId, documentId, document.name, now);
  return document;
}

/** An audit row for a read of another company's document (by a partner or by staff). */
export function recordDownload(db: Database, actorUserId: number, companyId: number, documentId: number, name: string, now: Date) {
  return audit.record(db, {
    at: now,
    actorUserId,
    companyId,
    action: 'document_downloaded',
    targetType: 'company_document',
    targetId: documentId,
    details: { name },
  });
}

/** Only members of the company manage its documents; others learn nothing more than 403. */
export function requireMember(auth: AuthUser, companyId: number): void {
  if (auth.companyId !== companyId) throw new AppError('permission_denied');
}

export type UploadedDocument = { name: string; bytes: Buffer };

/**
 * How many documents the company may still add, asked before the body is read: a full company's upload is refused
 * without buffering its files, and a body is read up to that many files only (each may be 10 MB).
 */
export async function documentRoom(db: Database, auth: AuthUser, companyId: number): Promise<number> {
  requireMember(auth, companyId);
  const room = COMPANY_DOCUMENTS_MAX_COUNT - (await queries.selectDocuments(db, companyId)).length;
  if (room <= 0) throw tooManyDocuments();
  return room;
}

/** POST documents: PDF by bytes, the total per company at most 10; nothing is stored when any check fails. */
export async function addDocuments(
  deps: { db: Database; storage: FileStorage },
  auth: AuthUser,
  companyId: number,
  files: UploadedDocument[],
): Promise<CompanyDocument[]> {
  requireMember(auth, companyId);
  if (files.length === 0) throw new AppError('validation_failed', { fields: { documents: ['required'] } });
  if (files.some((file) => sniffFileType(file.bytes) !== 'pdf')) {
    throw new AppError('unsupported_file', { fields: { documents: ['unsupported_file'] } });
  }
  // The room was counted before the body was read (documentRoom, which bounds the files read); the locked insert
  // counts again, for an upload that filled it meanwhile.
  const stored: queries.NewDocument[] = [];
  let inserted: Awaited<ReturnType<typeof queries.insertDocumentsWithinLimit>>;
  try {
    for (const file of files) {
      stored.push({
        originalName: file.name,
        storageKey: await deps.storage.put(file.bytes, 'pdf'),
        sizeBytes: file.bytes.length,
        sha256: sha256(file.bytes),
      });
    }
    inserted = await queries.insertDocumentsWithinLimit(deps.db, companyId, stored, COMPANY_DOCUMENTS_MAX_COUNT);
  } catch (error) {
    // A failed write (storage or database) leaves no file without its row.
    await Promise.allSettled(stored.map((document) => deps.storage.remove(document.storageKey)));
    throw error;
  }
  if (!inserted) {
    // Another upload filled the company's quota meanwhile: the bytes written here are removed again.
    await Promise.allSettled(stored.map((document) => deps.storage.remove(document.storageKey)));
    throw tooManyDocuments();
  }
  return inserted.map((row) => presentDocument(companyId, row));
}

function tooManyDocuments() {
  return new AppError('validation_failed', {
    detail: `A company keeps at most ${COMPANY_DOCUMENTS_MAX_COUNT} documents.`,
    fields: { documents: ['too_many_files'] },
  });
}

/**
 * DELETE a document: a member of the company, a document it added itself. The registration documents are the
 * record staff approved the company on (and what the same-papers signal compares): they stay (decision 073).
 * A deletion is on the audit log with the file's name and hash, so staff can still tell what was there.
 */
export async function removeDocument(
  deps: { db: Database; storage: FileStorage; now: Date },
  auth: AuthUser,
  companyId: number,
  documentId: number,
) {
  requireMember(auth, companyId);
  const removed = await deps.db.transaction(async (tx) => {
    const document = await queries.selectDocument(tx, companyId, documentId);
    if (!document) throw new AppError('not_found');
    if (document.kind === 'registration') throw new AppError('document_locked');
    if (!(await queries.deleteDocument(tx, companyId, documentId))) throw new AppError('not_found');
    await audit.record(tx, {
      at: deps.now,
      actorUserId: auth.userId,
      companyId,
      action: 'document_deleted',
      targetType: 'company_document',
      targetId: documentId,
      details: { name: document.name, sha256: document.sha256 },
    });
    return document;
  });
  await deps.storage.remove(removed.storageKey);
}
