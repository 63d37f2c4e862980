import { RESET_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import type { Employee, EmployeeCreate, EmployeeCreated } from '@freight/shared/employees';
import { UI_LANGUAGES } from '@freight/shared/languages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { sniffFileType } from '../../storage/file-storage';
import { issueResetToken, resetLink } from '../auth/reset-tokens.queries';
import { selectCompanyName } from '../companies/companies.queries';
import * as queries from '../users/employees.queries';
import { welcomeMail } from './employees.mail-texts';
import {
  isAdminOf,
  isUniqueViolation,
  presentEmployee,
  refuseTakenEmail,
  visibleEmployee,
  type EmployeeDeps,
  type UploadedFile,
} from './employees.service';

/*
 * Hiring (§6): an administrator adds an employee with the proof of their hiring, and that proof is
 * read and replaced here; the other employee actions are in employees.service.ts.
 */

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
  const company = await selectCompanyName(deps.db, companyId);
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
