import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_EDITABLE_FIELDS,
  SELF_EDITABLE_FIELDS,
  type Employee,
  type EmployeeList,
  type EmployeeUpdate,
} from '@freight/shared/employees';
import { AppError } from '../../app-error';
import { notifySessionEnd } from '../realtime/session-ends.service';
import type { Database } from '../../db/client';
import type { QueuedMailer } from '../../jobs/mail-jobs';
import type { AuthUser } from '../../plugins/auth';
import type { FileStorage } from '../../storage/file-storage';
import * as throttle from '../../throttle';
import * as audit from '../audit/audit.service';
import { selectCompanyState } from '../companies/companies.queries';
import * as queries from '../users/employees.queries';
import { emailTaken } from '../users/user-accounts.queries';

export type EmployeeDeps = {
  db: Database;
  storage: FileStorage;
  mailer: QueuedMailer;
  publicUrl: string;
  now: Date;
  log?: FastifyBaseLogger;
};
export type UploadedFile = { name: string; bytes: Buffer };

/**
 * "This e-mail is already in use" tells an admin whether an address has an account anywhere on the
 * exchange, so the check is counted per admin (issue 14): enough for real hiring, too few to probe a list.
 */
const EMAIL_CHECKS_PER_HOUR = 30;

export async function refuseTakenEmail(deps: EmployeeDeps, auth: AuthUser, email: string, exceptUserId?: number): Promise<void> {
  await throttle.enforce(
    deps.db,
    [{ key: `email-check:user:${auth.userId}`, limit: EMAIL_CHECKS_PER_HOUR, windowSeconds: 3600 }],
    deps.now,
  );
  if (await emailTaken(deps.db, email, exceptUserId)) throw new AppError('email_exists', { fields: { email: ['email_exists'] } });
}

export function presentEmployee(row: queries.EmployeeRow): Employee {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    job_title: row.jobTitle,
    email: row.email,
    phone_prefix: row.phonePrefix,
    phone: row.phone,
    phones: row.phones,
    alt_emails: row.altEmails,
    hasSignalApp: row.hasSignalApp,
    hasWhatsApp: row.hasWhatsApp,
    should_receive_truck_emails: row.shouldReceiveTruckEmails,
    should_receive_ware_emails: row.shouldReceiveWareEmails,
    spoken_languages: row.spokenLanguages,
    role: row.role,
    company: row.companyId ?? 0,
    has_hiring_proof: row.hiringProofKey !== null,
  };
}

/** Own company always; another company only while it is active (else 404, like one that does not exist). */
async function requireVisibleCompany(db: Database, auth: AuthUser, companyId: number, now: Date): Promise<void> {
  if (auth.companyId === companyId) return;
  const company = await selectCompanyState(db, companyId, now);
  if (!company?.active) throw new AppError('company_not_found');
}

export async function visibleEmployee(db: Database, auth: AuthUser, id: number, now: Date): Promise<queries.EmployeeRow> {
  const row = await queries.selectEmployee(db, id);
  if (!row || row.companyId === null) throw new AppError('not_found');
  try {
    await requireVisibleCompany(db, auth, row.companyId, now);
  } catch {
    throw new AppError('not_found');
  }
  return row;
}

/** §6: an administrator of the company (never staff acting from outside it). */
export const isAdminOf = (auth: AuthUser, companyId: number | null) =>
  !auth.isSuperuser && auth.role === 'admin' && companyId !== null && auth.companyId === companyId;

/** GET /api/employees/?company=: the caller's own company by default; other companies read only. */
export async function listEmployees(
  db: Database,
  auth: AuthUser,
  query: { company?: number; limit: number; cursor?: string },
  now: Date,
): Promise<EmployeeList> {
  const companyId = query.company ?? auth.companyId;
  if (companyId === null) throw new AppError('validation_failed', { fields: { company: ['required'] } });
  await requireVisibleCompany(db, auth, companyId, now);
  const rows = await queries.selectEmployees(db, companyId, query.cursor ? Number(query.cursor) : undefined, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { results: page.map(presentEmployee), next: rows.length > query.limit ? String(page.at(-1)?.id) : null };
}

export async function getEmployee(db: Database, auth: AuthUser, id: number, now: Date): Promise<Employee> {
  return presentEmployee(await visibleEmployee(db, auth, id, now));
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505' || (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';

/** The fields this caller may change on this employee (§6); an admin editing themselves has both sets. */
function editableFields(auth: AuthUser, target: queries.EmployeeRow): Set<string> {
  const fields = new Set<string>();
  if (isAdminOf(auth, target.companyId)) ADMIN_EDITABLE_FIELDS.forEach((field) => fields.add(field));
  if (auth.userId === target.id) SELF_EDITABLE_FIELDS.forEach((field) => fields.add(field));
  return fields;
}

/**
 * Issue 33: an administrator's phone and e-mail are the contact partners see, so they change only through a
 * change request staff approve (POST /api/company-change-requests/), never directly. The same value is no change.
 */
function refuseProtectedContactChange(target: queries.EmployeeRow, patch: EmployeeUpdate): void {
  if (target.role !== 'admin') return;
  const changed = (
    [
      ['email', patch.email, target.email],
      ['phone_prefix', patch.phone_prefix, target.phonePrefix],
      ['phone', patch.phone, target.phone],
    ] as const
  ).filter(([, value, current]) => value !== undefined && value !== current);
  if (changed.length === 0) return;
  throw new AppError('change_request_required', {
    detail: "An administrator's phone and e-mail change only through a change request staff approve.",
    fields: Object.fromEntries(changed.map(([field]) => [field, ['change_request_required']])),
  });
}

/** PATCH /api/employees/{id}/: only the fields §6 allows the caller; any other answers 403 and changes nothing. */
export async function updateEmployee(deps: EmployeeDeps, auth: AuthUser, id: number, patch: EmployeeUpdate): Promise<Employee> {
  const target = await visibleEmployee(deps.db, auth, id, deps.now);
  const allowed = editableFields(auth, target);
  const refused = Object.keys(patch).filter((field) => !allowed.has(field));
  if (allowed.size === 0 || refused.length > 0) {
    throw new AppError('permission_denied', { detail: refused.length ? `You may not change: ${refused.join(', ')}.` : undefined });
  }
  refuseProtectedContactChange(target, patch);
  if (patch.email !== undefined && patch.email !== target.email) await refuseTakenEmail(deps, auth, patch.email, id);
  const values = {
    firstName: patch.first_name,
    lastName: patch.last_name,
    jobTitle: patch.job_title,
    email: patch.email,
    role: patch.role,
    phonePrefix: patch.phone_prefix,
    phone: patch.phone,
    phones: patch.phones,
    altEmails: patch.alt_emails,
    hasSignalApp: patch.hasSignalApp,
    hasWhatsApp: patch.hasWhatsApp,
    shouldReceiveTruckEmails: patch.should_receive_truck_emails,
    shouldReceiveWareEmails: patch.should_receive_ware_emails,
    spokenLanguages: patch.spoken_languages,
    // Switching a digest on starts its window now, so the first digest holds only entries from then on.
    truckDigestSentAt: patch.should_receive_truck_emails && !target.shouldReceiveTruckEmails ? deps.now : undefined,
    wareDigestSentAt: patch.should_receive_ware_emails && !target.shouldReceiveWareEmails ? deps.now : undefined,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  try {
    // A role change is audited in the update's own transaction (issue 33): both are stored or neither.
    const result = await deps.db.transaction(async (tx) => {
      const updated = await queries.updateEmployeeKeepingAnAdmin(tx, target.companyId!, id, defined);
      if (updated !== 'last_admin' && patch.role !== undefined && patch.role !== target.role) {
        await audit.record(tx, {
          at: deps.now,
          actorUserId: auth.userId,
          companyId: target.companyId,
          action: 'member_role_changed',
          targetType: 'user',
          targetId: id,
          details: { email: target.email, from: target.role, to: patch.role },
        });
      }
      return updated;
    });
    if (result === 'last_admin')
      throw new AppError('permission_denied', { detail: 'The last administrator of a company cannot be demoted.' });
    return presentEmployee(result);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('email_exists', { fields: { email: ['email_exists'] } });
    throw error;
  }
}

/** DELETE /api/employees/{id}/: an admin of the company; never its last admin. Sessions end, entries stay. */
export async function deleteEmployee(deps: EmployeeDeps, auth: AuthUser, id: number): Promise<void> {
  const target = await visibleEmployee(deps.db, auth, id, deps.now);
  if (!isAdminOf(auth, target.companyId)) throw new AppError('permission_denied');
  const result = await queries.deleteEmployee(deps.db, target.companyId!, id, deps.now);
  if (!result.deleted) {
    if (result.reason === 'last_admin')
      throw new AppError('permission_denied', { detail: 'The last administrator of a company cannot be deleted.' });
    throw new AppError('not_found');
  }
  // The deleted member's open sockets close at once, in every process (issue 14).
  await notifySessionEnd(deps.db, { userId: id, familyIds: null, reason: 'deleted' });
  if (result.hiringProofKey) await deps.storage.remove(result.hiringProofKey);
}
