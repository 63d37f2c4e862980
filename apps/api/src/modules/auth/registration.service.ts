import crypto from 'node:crypto';
import type { OnboardingData, Registration } from '@freight/shared/accounts';
import type { UiLanguage } from '@freight/shared/languages';
import { SUBSCRIPTION_PRICES_EUR } from '@freight/shared/content-constants';
import { AppError } from '../../app-error';
import { sha256 } from '../../storage/sha256';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/file-storage';
import type { AuthContext } from './auth-context';
import { registrationMail } from './auth.mails';
import {
  acceptedDocuments,
  parseRegistration,
  requireDocumentCount,
  type RegistrationUpload,
  type UploadedFile,
} from './registration-upload';
import * as registeredCompanies from '../companies/company-registration.queries';
import * as companyAdmins from '../users/company-admins.queries';
import { emailTaken } from '../users/user-accounts.queries';
import * as queries from './registration.queries';

export type RegistrationResult = { company_id: number; status: 'pending' };

/** §3 registry_combination "J40/1234/2019": only Romanian companies (VAT starting with RO) have one. */
export function registryCombination(company: Registration['company']): string {
  if (!company.VATNumber.startsWith('RO')) return '';
  return `${company.registry_orderNumber}/${company.registry_uniqueId}/${company.registry_year}`;
}

function companyValues({ company }: Registration): registeredCompanies.CompanyValues {
  return {
    name: company.name,
    type: company.type,
    vatNumber: company.VATNumber,
    registryOrderNumber: company.registry_orderNumber,
    registryUniqueId: company.registry_uniqueId,
    registryYear: company.registry_year,
    registryCombination: registryCombination(company),
    street: company.street,
    number: company.number,
    postalCode: company.postal_code,
    city: company.city,
    country: company.country,
    fax: company.fax,
    website: company.website,
    subscriptionMonths: company.subscription_months,
    bankAccount: company.bank_account,
  };
}

function adminValues({ contact }: Registration): companyAdmins.AdminValues {
  return {
    email: contact.email,
    firstName: contact.first_name,
    lastName: contact.last_name,
    jobTitle: contact.position,
    phonePrefix: contact.phone_prefix,
    phone: contact.phone_number,
    spokenLanguages: contact.spoken_languages,
  };
}

/** Conflict codes in the order §8 shows them; the first is the answer's code, all are in `fields`. */
const CONFLICTS = [
  { taken: 'vat', code: 'vat_number_exists', field: 'company.VATNumber', constraint: 'companies_vat_number' },
  // §8: a registry_combination error is shown under the unique id field.
  {
    taken: 'registry',
    code: 'registry_combination_exists',
    field: 'company.registry_uniqueId',
    constraint: 'companies_registry_combination',
  },
  { taken: 'email', code: 'email_exists', field: 'contact.email', constraint: 'users_email' },
] as const;

function conflictError(found: (typeof CONFLICTS)[number][]): AppError | null {
  const [first] = found;
  if (!first) return null;
  return new AppError(first.code, { fields: Object.fromEntries(found.map((conflict) => [conflict.field, [conflict.code]])) });
}

async function assertAvailable(db: Database, registration: Registration, except: { companyId: number; userId: number } | null) {
  const identifiers = { vatNumber: registration.company.VATNumber, registryCombination: registryCombination(registration.company) };
  const taken = {
    ...(await queries.selectIdentifiersTaken(db, identifiers, except?.companyId ?? null)),
    email: await emailTaken(db, registration.contact.email, except?.userId),
  };
  const error = conflictError(CONFLICTS.filter((conflict) => taken[conflict.taken]));
  if (error) throw error;
}

const isConflict = (error: unknown) => error instanceof AppError && CONFLICTS.some((conflict) => conflict.code === error.code);

/** A parallel registration that passed the check first still loses on the unique index: same answer. */
function conflictFromUniqueViolation(error: unknown): AppError | null {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return conflictError(CONFLICTS.filter((conflict) => conflict.constraint === constraint));
  }
  return null;
}

// 32 letters and digits without 0/O and 1/I, so a reference read over the phone is unambiguous.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function randomReference(): string {
  const chars = [...crypto.randomBytes(8)].map((byte) => REFERENCE_ALPHABET.charAt(byte % REFERENCE_ALPHABET.length));
  return `FX-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** The reference written on the bank transfer: readable, not guessable from the member count, unique. */
async function uniqueReference(db: Database): Promise<string> {
  for (;;) {
    const reference = randomReference();
    if (!(await queries.paymentReferenceExists(db, reference))) return reference;
  }
}

/** Writes the files; when one write fails, the ones already written are removed again. */
async function storeFiles(storage: FileStorage, files: UploadedFile[]): Promise<registeredCompanies.RegistrationDocumentValues[]> {
  const stored: registeredCompanies.RegistrationDocumentValues[] = [];
  try {
    for (const file of files) {
      stored.push({
        originalName: file.name,
        storageKey: await storage.put(file.bytes, 'pdf'),
        sizeBytes: file.bytes.length,
        sha256: sha256(file.bytes),
      });
    }
    return stored;
  } catch (error) {
    await removeFiles(storage, stored);
    throw error;
  }
}

async function removeFiles(storage: FileStorage, stored: registeredCompanies.RegistrationDocumentValues[]): Promise<void> {
  await Promise.allSettled(stored.map((document) => storage.remove(document.storageKey)));
}

/**
 * Rows in one transaction and files written before it: when the transaction fails the files are
 * removed, so a failed registration leaves nothing behind (CONVENTIONS: uploads checked and written together).
 */
async function writeAtomically<T>(
  ctx: AuthContext,
  files: UploadedFile[],
  work: (db: Database, documents: registeredCompanies.RegistrationDocumentValues[]) => Promise<T>,
) {
  const stored = await storeFiles(ctx.storage, files);
  try {
    return await ctx.db.transaction((tx) => work(tx, stored));
  } catch (error) {
    await removeFiles(ctx.storage, stored);
    throw conflictFromUniqueViolation(error) ?? error;
  }
}

/** POST /api/auth/register/ (§5 Registration): company (pending), its administrator and documents. */
export async function register(ctx: AuthContext, upload: RegistrationUpload, lang: UiLanguage): Promise<RegistrationResult> {
  const registration = parseRegistration(upload.data);
  const documents = acceptedDocuments(upload.documents);
  requireDocumentCount(registration.company.type, documents.length);
  await assertAvailable(ctx.db, registration, null);

  const now = ctx.clock();
  const companyId = await writeAtomically(ctx, documents, async (tx, stored) => {
    const reference = await uniqueReference(tx);
    const companyId = await registeredCompanies.insertPendingCompany(tx, companyValues(registration), reference, now);
    await companyAdmins.insertCompanyAdmin(tx, companyId, adminValues(registration), lang, now);
    await registeredCompanies.insertRegistrationDocuments(tx, companyId, stored, now);
    const months = registration.company.subscription_months;
    const mail = registrationMail({
      to: registration.contact.email,
      lang,
      firstName: registration.contact.first_name,
      lastName: registration.contact.last_name,
      companyName: registration.company.name,
      subscriptionMonths: months,
      amountEur: SUBSCRIPTION_PRICES_EUR[months],
      paymentReference: reference,
    });
    // Queued with the registration (issue 16): both are stored or neither, and the queue sends it with retries.
    await ctx.mailer.send(mail, { tx });
    return companyId;
  }).catch(async (error: unknown) => {
    // A parallel registration won a unique index: which index refused first is chance, so answer as the
    // check would have with the winner stored (every conflict, in §8 order).
    if (isConflict(error)) await assertAvailable(ctx.db, registration, null);
    throw error;
  });
  ctx.mailer.wake();
  return { company_id: companyId, status: 'pending' };
}

/** 404 unless `tid` is an open invitation: checked before an upload's body is read (issue 14). */
export async function requireOpenInvitation(db: Database, tid: string): Promise<void> {
  await openInvitation(db, tid);
}

async function openInvitation(db: Database, tid: string): Promise<number> {
  const invitation = await queries.selectOpenInvitation(db, tid);
  if (!invitation) throw new AppError('not_found');
  return invitation.companyId;
}

/** GET /api/company-onboarding/{tid}/ (§2 /registration-initialized): the data as it was registered. */
export async function getOnboarding(db: Database, tid: string): Promise<OnboardingData> {
  const companyId = await openInvitation(db, tid);
  const company = await queries.selectRegisteredCompany(db, companyId);
  const admin = await companyAdmins.selectCompanyAdmin(db, companyId);
  if (!company || !admin) throw new AppError('not_found');
  const documents = await queries.selectRegistrationDocuments(db, companyId);
  return {
    company: {
      name: company.name,
      type: company.type as OnboardingData['company']['type'],
      VATNumber: company.vatNumber,
      registry_orderNumber: company.registryOrderNumber,
      registry_uniqueId: company.registryUniqueId,
      registry_year: company.registryYear,
      street: company.street,
      number: company.number,
      postal_code: company.postalCode,
      city: company.city,
      country: company.country as OnboardingData['company']['country'],
      fax: company.fax,
      website: company.website,
      subscription_months: company.subscriptionMonths as OnboardingData['company']['subscription_months'],
    },
    contact: {
      first_name: admin.firstName,
      last_name: admin.lastName,
      email: admin.email,
      position: admin.jobTitle,
      phone_prefix: admin.phonePrefix as OnboardingData['contact']['phone_prefix'],
      phone_number: admin.phone,
      spoken_languages: admin.spokenLanguages as OnboardingData['contact']['spoken_languages'],
    },
    documents,
  };
}

/**
 * POST /api/company/{tid}/pending-update/: the company resends its corrected data (and maybe more
 * documents); it stays pending for approval and the invitation cannot be used again.
 */
export async function updatePendingRegistration(ctx: AuthContext, tid: string, upload: RegistrationUpload): Promise<RegistrationResult> {
  const companyId = await openInvitation(ctx.db, tid);
  const admin = await companyAdmins.selectCompanyAdmin(ctx.db, companyId);
  if (!admin) throw new AppError('not_found');
  const registration = parseRegistration(upload.data);
  const existing = await queries.selectRegistrationDocuments(ctx.db, companyId);
  const added = acceptedDocuments(
    upload.documents,
    existing.map((document) => document.name),
  );
  // The type may have changed (producer → carrier), so the count is checked against the new type.
  requireDocumentCount(registration.company.type, existing.length + added.length);
  await assertAvailable(ctx.db, registration, { companyId, userId: admin.id });

  const now = ctx.clock();
  await writeAtomically(ctx, added, async (tx, stored) => {
    if (!(await queries.markInvitationUsed(tx, tid, now))) throw new AppError('not_found');
    if (!(await registeredCompanies.updatePendingCompany(tx, companyId, companyValues(registration)))) throw new AppError('not_found');
    await companyAdmins.updateAdminContact(tx, admin.id, adminValues(registration));
    await registeredCompanies.insertRegistrationDocuments(tx, companyId, stored, now);
  });
  return { company_id: companyId, status: 'pending' };
}
