import type { FastifyBaseLogger } from 'fastify';
import { RESET_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import {
  ADMIN_EDITABLE_FIELDS,
  SELF_EDITABLE_FIELDS,
  type Employee,
  type EmployeeCreate,
  type EmployeeCreated,
  type EmployeeList,
  type EmployeeUpdate,
} from '@freight/shared/employees';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { AppError } from '../../app-error';
import { notifySessionEnd } from '../realtime/realtime.service';
import type { Database } from '../../db/client';
import type { QueuedMailer } from '../../jobs/mail-jobs';
import type { AuthUser } from '../../plugins/auth';
import { sniffFileType, type FileStorage } from '../../storage/file-storage';
import { issueResetToken, resetLink } from '../auth/auth.service';
import * as throttle from '../../throttle';
import * as audit from '../audit/audit.service';
import { welcomeMail } from './employees.mail-texts';
import * as queries from './employees.queries';

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

async function refuseTakenEmail(deps: EmployeeDeps, auth: AuthUser, email: string, exceptUserId?: number): Promise<void> {
  await throttle.enforce(
    deps.db,
    [{ key: `email-check:user:${auth.userId}`, limit: EMAIL_CHECKS_PER_HOUR, windowSeconds: 3600 }],
    deps.now,
  );
  if (await queries.emailTaken(deps.db, email, exceptUserId)) throw new AppError('email_exists', { fields: { email: ['email_exists'] } });
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
  const company = await queries.selectCompanyState(db, companyId, now);
  if (!company?.active) throw new AppError('company_not_found');
}

async function visibleEmployee(db: Database, auth: AuthUser, id: number, now: Date): Promise<queries.EmployeeRow> {
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
const isAdminOf = (auth: AuthUser, companyId: number | null) =>
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

/** Hiring proof: a .pdf, .jpg or .png by its bytes (never its name or declared type). */
function hiringProofType(file: UploadedFile | undefined): 'pdf' | 'png' | 'jpg' {
  if (!file) throw new AppError('validation_failed', { fields: { hiring_proof: ['required'] } });
  const type = sniffFileType(file.bytes);
  if (!type) throw new AppError('unsupported_file', { fields: { hiring_proof: ['unsupported_file'] } });
  return type;
}

/** The interface language of a new employee: their first spoken language the site speaks, else the admin's. */
function languageFor(spoken: string[], fallback: string): string {
  return spoken.find((language) => (UI_LANGUAGES as readonly string[]).includes(language)) ?? fallback;
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === '23505' || (error as { cause?: { code?: unknown } } | null)?.cause?.code === '23505';

/**
 * POST /api/employees/ (§6: an admin of the company, for their own company). The new employee has
 * no password: the answer and a mail in their language carry a reset link of the existing reset flow.
 */
export function requireCanAddEmployees(auth: AuthUser): number {
  if (!isAdminOf(auth, auth.companyId) || auth.companyId === null) throw new AppError('permission_denied');
  return auth.companyId;
}

export async function createEmployee(
  deps: EmployeeDeps,
  auth: AuthUser,
  input: EmployeeCreate,
  hiringProof: UploadedFile | undefined,
): Promise<EmployeeCreated> {
  const companyId = requireCanAddEmployees(auth);
  if (input.company !== undefined && input.company !== companyId) throw new AppError('permission_denied');
  const type = hiringProofType(hiringProof);
  await refuseTakenEmail(deps, auth, input.email);

  const admin = await queries.selectEmployee(deps.db, auth.userId);
  const company = await queries.selectCompanyName(deps.db, companyId);
  const language = languageFor(input.spoken_languages, await queries.selectLanguage(deps.db, auth.userId));
  const proofKey = await deps.storage.put(hiringProof!.bytes, type);
  let row: queries.EmployeeRow;
  let link: string;
  try {
    // The employee, their set-password token and the welcome mail carrying it: all stored or none (issue 16).
    ({ row, link } = await deps.db.transaction(async (tx) => {
      const row = await queries.insertEmployee(tx, {
        companyId,
        email: input.email,
        passwordHash: null,
        firstName: input.first_name,
        lastName: input.last_name,
        jobTitle: input.job_title,
        phonePrefix: input.phone_prefix,
        phone: input.phone,
        phones: input.phones,
        altEmails: input.alt_emails,
        hasSignalApp: input.hasSignalApp,
        hasWhatsApp: input.hasWhatsApp,
        shouldReceiveTruckEmails: input.should_receive_truck_emails,
        shouldReceiveWareEmails: input.should_receive_ware_emails,
        // The digest window starts now: a new employee is never sent the exchange's whole history.
        truckDigestSentAt: deps.now,
        wareDigestSentAt: deps.now,
        spokenLanguages: input.spoken_languages,
        hiringProofKey: proofKey,
        hiringProofName: hiringProof!.name,
        role: 'employee',
        language,
      });
      const link = resetLink(deps.publicUrl, await issueResetToken(tx, row.id, deps.now));
      const mail = welcomeMail(row.email, language, {
        firstName: row.firstName,
        lastName: row.lastName,
        company,
        addedBy: admin ? `${admin.firstName} ${admin.lastName}` : company,
        link,
        linkHours: RESET_TOKEN_SECONDS / 3600,
      });
      await deps.mailer.send(mail, { tx });
      return { row, link };
    }));
  } catch (error) {
    await deps.storage.remove(proofKey);
    if (isUniqueViolation(error)) throw new AppError('email_exists', { fields: { email: ['email_exists'] } });
    throw error;
  }
  deps.mailer.wake();
  return { ...presentEmployee(row), reset_link: link };
}

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

/** The hiring proof is personal: only the employee and the admins of their company may read it. */
export async function getHiringProof(db: Database, auth: AuthUser, id: number, now: Date) {
  const target = await visibleEmployee(db, auth, id, now);
  if (!isAdminOf(auth, target.companyId) && auth.userId !== id) throw new AppError('permission_denied');
  if (!target.hiringProofKey) throw new AppError('not_found');
  return { key: target.hiringProofKey, name: target.hiringProofName ?? 'hiring-proof' };
}

/** Only an admin of the employee's company replaces the hiring proof; checked before the body is read. */
export async function requireCanReplaceHiringProof(db: Database, auth: AuthUser, id: number, now: Date): Promise<void> {
  const target = await visibleEmployee(db, auth, id, now);
  if (!isAdminOf(auth, target.companyId)) throw new AppError('permission_denied');
}

/** PUT hiring proof (§6: an admin may replace it); the old file is removed once the new one is stored. */
export async function replaceHiringProof(
  deps: EmployeeDeps,
  auth: AuthUser,
  id: number,
  file: UploadedFile | undefined,
): Promise<Employee> {
  const target = await visibleEmployee(deps.db, auth, id, deps.now);
  if (!isAdminOf(auth, target.companyId)) throw new AppError('permission_denied');
  const type = hiringProofType(file);
  const key = await deps.storage.put(file!.bytes, type);
  let row: Awaited<ReturnType<typeof queries.updateEmployee>>;
  try {
    row = await queries.updateEmployee(deps.db, id, { hiringProofKey: key, hiringProofName: file!.name });
  } catch (error) {
    // The new file without its row would be kept forever: it goes when the update fails.
    await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
  if (!row) {
    await deps.storage.remove(key);
    throw new AppError('not_found');
  }
  if (target.hiringProofKey) await deps.storage.remove(target.hiringProofKey);
  return presentEmployee(row);
}
