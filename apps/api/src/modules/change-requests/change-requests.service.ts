import { sha256 } from '../../storage/sha256';
import { PROTECTED_FIELDS, type ChangeRequest, type ChangeRequestFields, type ProtectedField } from '@freight/shared/change-requests';
import type { Paginated } from '@freight/shared/pagination';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import { isUniqueViolation } from '../../db/unique-violation';
import type { AuthUser } from '../../plugins/auth';
import { sniffFileType, type FileStorage } from '../../storage/file-storage';
import * as audit from '../audit/audit.service';
import * as protectedData from '../companies/company-protected.queries';
import { selectCompanyAdmin, setAdminContact } from '../users/company-admins.queries';
import { emailTaken } from '../users/user-accounts.queries';
import * as queries from './change-requests.queries';

export type ChangeRequestDeps = { db: Database; storage: FileStorage; now: Date };
export type ChangeRequestUpload = { fields: ChangeRequestFields; reason: string; document: { name: string; bytes: Buffer } | undefined };

/** §6: an administrator of the company files requests for it (never staff acting from outside). */
export function requireCompanyAdmin(auth: AuthUser): number {
  if (auth.isSuperuser || auth.role !== 'admin' || auth.companyId === null) throw new AppError('permission_denied');
  return auth.companyId;
}

/** Every protected value of the company now: its own columns and its administrator's phone and e-mail. */
async function currentValues(
  db: Database,
  companyId: number,
): Promise<{ name: string; values: Record<ProtectedField, string>; adminId: number | null }> {
  const [company, admin] = await Promise.all([protectedData.selectProtectedValues(db, companyId), selectCompanyAdmin(db, companyId)]);
  if (!company) throw new AppError('not_found');
  return {
    name: company.name,
    adminId: admin?.id ?? null,
    values: { ...company.values, phone_prefix: admin?.phonePrefix ?? '', phone: admin?.phone ?? '', email: admin?.email ?? '' },
  };
}

function present(row: queries.ChangeRequestRow, companyName: string, documentUrl: string): ChangeRequest {
  return {
    id: row.id,
    company: { id: row.companyId, name: companyName },
    status: row.status,
    changes: row.changes,
    previous: row.previous,
    reason: row.reason,
    document: { name: row.documentName, size: row.documentSize, url: documentUrl },
    decision_reason: row.decisionReason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const ownDocumentUrl = (id: number) => `/api/company-change-requests/${id}/document/`;
const staffDocumentUrl = (id: number) => `/api/staff/change-requests/${id}/document/`;

/**
 * POST /api/company-change-requests/: the changed fields (a value equal to today's is no change), a reason
 * and one PDF checked by its bytes. One pending request per company (409 change_request_pending).
 */
export async function fileRequest(deps: ChangeRequestDeps, auth: AuthUser, upload: ChangeRequestUpload): Promise<ChangeRequest> {
  const companyId = requireCompanyAdmin(auth);
  const current = await currentValues(deps.db, companyId);
  const changes = Object.fromEntries(
    PROTECTED_FIELDS.flatMap((field) => {
      const value = upload.fields[field];
      return value !== undefined && value !== current.values[field] ? [[field, value]] : [];
    }),
  ) as Partial<Record<ProtectedField, string>>;
  if (Object.keys(changes).length === 0) {
    throw new AppError('validation_failed', { detail: 'Nothing would change.', fields: { non_field_errors: ['no_change'] } });
  }
  if (!upload.document) throw new AppError('validation_failed', { fields: { document: ['required'] } });
  if (sniffFileType(upload.document.bytes) !== 'pdf')
    throw new AppError('unsupported_file', { fields: { document: ['unsupported_file'] } });
  if (changes.email !== undefined && (await emailTaken(deps.db, changes.email, current.adminId ?? undefined))) {
    throw new AppError('email_exists', { fields: { email: ['email_exists'] } });
  }
  const previous = Object.fromEntries(Object.keys(changes).map((field) => [field, current.values[field as ProtectedField]]));
  const key = await deps.storage.put(upload.document.bytes, 'pdf');
  let id: number;
  try {
    id = await queries.insertChangeRequest(deps.db, {
      companyId,
      requestedByUserId: auth.userId,
      changes: changes as Record<string, string>,
      previous,
      reason: upload.reason,
      documentKey: key,
      documentName: upload.document.name,
      documentSize: upload.document.bytes.length,
      documentSha256: sha256(upload.document.bytes),
      createdAt: deps.now,
    });
  } catch (error) {
    await deps.storage.remove(key).catch(() => undefined);
    if (isUniqueViolation(error, 'company_change_requests_one_pending')) throw new AppError('change_request_pending');
    throw error;
  }
  const [row] = await queries.selectChangeRequests(deps.db, { id, limit: 1 });
  return present(row!, current.name, ownDocumentUrl(id));
}

async function page(
  db: Database,
  filter: Parameters<typeof queries.selectChangeRequests>[1],
  url: (id: number) => string,
  cursor?: string,
) {
  const rows = await queries.selectChangeRequests(db, {
    ...filter,
    cursor: cursor ? decodeCursor(cursor) : undefined,
    limit: filter.limit + 1,
  });
  const shown = rows.slice(0, filter.limit);
  const names = new Map<number, string>();
  for (const companyId of new Set(shown.map((row) => row.companyId))) {
    names.set(companyId, (await protectedData.selectProtectedValues(db, companyId))?.name ?? '');
  }
  const last = shown.at(-1);
  return {
    results: shown.map((row) => present(row, names.get(row.companyId) ?? '', url(row.id))),
    next: rows.length > filter.limit && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}

/** GET /api/company-change-requests/: the caller's company's requests, any member. */
export function listOwn(db: Database, auth: AuthUser, query: { limit: number; cursor?: string }): Promise<Paginated<ChangeRequest>> {
  if (auth.companyId === null) throw new AppError('permission_denied');
  return page(db, { companyId: auth.companyId, limit: query.limit }, ownDocumentUrl, query.cursor);
}

/** GET /api/staff/change-requests/?status=. */
export function listForStaff(db: Database, query: { limit: number; cursor?: string; status?: 'pending' | 'approved' | 'refused' }) {
  return page(db, { status: query.status, limit: query.limit }, staffDocumentUrl, query.cursor);
}

/** The request's document: members of its company, or staff (whose read is audited as another company's document). */
export async function getDocument(deps: ChangeRequestDeps, auth: AuthUser, id: number) {
  const [row] = await queries.selectChangeRequests(deps.db, { id, limit: 1 });
  if (!row || (!auth.isSuperuser && row.companyId !== auth.companyId)) throw new AppError('not_found');
  if (auth.isSuperuser) {
    await audit.record(deps.db, {
      at: deps.now,
      actorUserId: auth.userId,
      companyId: row.companyId,
      action: 'document_downloaded',
      targetType: 'change_request_document',
      targetId: id,
      details: { name: row.documentName },
    });
  }
  return { name: row.documentName, key: row.documentKey };
}

const notPending = () =>
  new AppError('validation_failed', {
    detail: 'Only a pending request can be decided.',
    fields: { status: ['change_request_not_pending'] },
  });

/**
 * Staff approve: the request's values become the company's (and its administrator's phone and e-mail),
 * the changed contacts are verified from now and warned about for 30 days, and the decision is audited:
 * all in one transaction. A VAT or registry number or e-mail another company took meanwhile refuses it (400).
 */
export async function approve(deps: ChangeRequestDeps, staffUserId: number, id: number, reason: string): Promise<ChangeRequest> {
  const companyId = await deps.db.transaction(async (tx) => {
    const row = await queries.decideChangeRequest(tx, id, { status: 'approved', reason, userId: staffUserId, now: deps.now });
    if (!row) throw (await queries.selectChangeRequests(tx, { id, limit: 1 })).length ? notPending() : new AppError('not_found');
    const current = await currentValues(tx, row.companyId);
    const changes = row.changes as Partial<Record<ProtectedField, string>>;
    const merged = { ...current.values, ...changes };
    // The registry combination follows its parts as at registration, only when one of them changes.
    const registryChanged = ['VATNumber', 'registry_orderNumber', 'registry_uniqueId', 'registry_year'].some((field) => field in changes);
    const combination = !registryChanged
      ? undefined
      : merged.VATNumber.startsWith('RO')
        ? `${merged.registry_orderNumber}/${merged.registry_uniqueId}/${merged.registry_year}`
        : '';
    const companyValues = Object.fromEntries(
      protectedData.COMPANY_PROTECTED_FIELDS.filter((field) => field in changes).map((field) => [field, changes[field]]),
    );
    try {
      await protectedData.applyProtectedValues(
        tx,
        row.companyId,
        companyValues,
        combination,
        {
          phone: 'phone' in changes || 'phone_prefix' in changes,
          email: 'email' in changes,
          bankAccount: 'bank_account' in changes,
        },
        deps.now,
      );
      if (current.adminId !== null) {
        await setAdminContact(tx, current.adminId, { email: changes.email, phonePrefix: changes.phone_prefix, phone: changes.phone });
      }
    } catch (error) {
      if (isUniqueViolation(error, 'companies_vat_number'))
        throw new AppError('vat_number_exists', { fields: { VATNumber: ['vat_number_exists'] } });
      if (isUniqueViolation(error, 'companies_registry_combination'))
        throw new AppError('registry_combination_exists', { fields: { registry_uniqueId: ['registry_combination_exists'] } });
      if (isUniqueViolation(error, 'users_email')) throw new AppError('email_exists', { fields: { email: ['email_exists'] } });
      throw error;
    }
    await audit.record(tx, {
      at: deps.now,
      actorUserId: staffUserId,
      companyId: row.companyId,
      action: 'change_request_approved',
      targetType: 'change_request',
      targetId: id,
      details: { changes: row.changes, previous: row.previous, reason },
    });
    return row.companyId;
  });
  return (await page(deps.db, { id, companyId, limit: 1 }, staffDocumentUrl)).results[0]!;
}

/** Staff refuse with a reason; nothing of the company changes. Audited in the same transaction. */
export async function refuse(deps: ChangeRequestDeps, staffUserId: number, id: number, reason: string): Promise<ChangeRequest> {
  const companyId = await deps.db.transaction(async (tx) => {
    const row = await queries.decideChangeRequest(tx, id, { status: 'refused', reason, userId: staffUserId, now: deps.now });
    if (!row) throw (await queries.selectChangeRequests(tx, { id, limit: 1 })).length ? notPending() : new AppError('not_found');
    await audit.record(tx, {
      at: deps.now,
      actorUserId: staffUserId,
      companyId: row.companyId,
      action: 'change_request_refused',
      targetType: 'change_request',
      targetId: id,
      details: { changes: row.changes, reason },
    });
    return row.companyId;
  });
  return (await page(deps.db, { id, companyId, limit: 1 }, staffDocumentUrl)).results[0]!;
}
