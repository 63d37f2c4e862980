import { RESET_TOKEN_SECONDS, type CompanyType } from '@freight/shared/accounts-constants';
import type { Paginated } from '@freight/shared/pagination';
import type { StaffCompany, StaffCompanyListQuery, StaffInvitation } from '@freight/shared/staff';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { decodeCursor, encodeCursor } from '../../db/cursor';
import type { QueuedMailer } from '../../jobs/mail-jobs';
import { notifyCompanyStatus } from '../realtime/company-status.service';
import { issueResetToken, resetLink } from '../auth/reset-tokens.queries';
import { openOnboardingInvitation } from '../auth/onboarding.service';
import { revokeSessionsOfCompanies } from '../auth/session.service';
import { recordDownload } from '../companies/companies.service';
import * as standing from '../companies/company-standing.queries';
import { closeDealsOfCompanies } from '../deals/deals.service';
import { selectAdminsOfCompanies } from '../users/company-admins.queries';
import { upsertSuperuser } from '../users/superusers.queries';
import * as audit from '../audit/audit.service';
import { approvalMail, invitationMail } from './staff.mail-texts';
import * as review from './staff.queries';

/** What staff actions need besides the database: the mail queue, the site's own address, the clock, who acts (for the audit log). */
export type StaffDeps = { db: Database; mailer: QueuedMailer; publicUrl: string; now: Date; actorUserId: number | null };

async function present(db: Database, rows: review.ReviewCompanyRow[]): Promise<StaffCompany[]> {
  const ids = rows.map((row) => row.id);
  const [admins, documents] = await Promise.all([selectAdminsOfCompanies(db, ids), review.selectReviewDocuments(db, ids)]);
  return rows.map((row) => {
    const admin = admins.find((candidate) => candidate.companyId === row.id);
    return {
      id: row.id,
      name: row.name,
      type: row.type as CompanyType,
      VATNumber: row.vatNumber,
      registry_combination: row.registryCombination,
      country: row.country,
      city: row.city,
      postal_code: row.postalCode,
      street: row.street,
      number: row.number,
      website: row.website,
      subscription_months: row.subscriptionMonths,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      status: row.status,
      payment_reference: row.paymentReference,
      admin: admin
        ? {
            id: admin.id,
            first_name: admin.firstName,
            last_name: admin.lastName,
            email: admin.email,
            phone_prefix: admin.phonePrefix,
            phone: admin.phone,
          }
        : null,
      documents: documents
        .filter((document) => document.companyId === row.id)
        .map((document) => ({ id: document.id, name: document.name, size: document.size })),
    };
  });
}

/** DESIGN §3 staff list: filtered by derived status and paginated in SQL, newest first. */
export async function listCompanies(db: Database, query: StaffCompanyListQuery, now: Date): Promise<Paginated<StaffCompany>> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await review.selectReviewCompanies(db, { now, status: query.status, cursor, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    results: await present(db, page),
    next: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}

export async function getCompany(db: Database, companyId: number, now: Date): Promise<StaffCompany> {
  const [company] = await present(db, await review.selectReviewCompanies(db, { now, id: companyId, limit: 1 }));
  if (!company) throw new AppError('not_found');
  return company;
}

/** A company document for staff review; the company id must match, so ids cannot be walked across companies. */
export async function getDocument(db: Database, companyId: number, documentId: number, actorUserId: number, now: Date) {
  const document = await review.selectReviewDocument(db, companyId, documentId);
  if (!document) throw new AppError('not_found');
  await recordDownload(db, actorUserId, companyId, documentId, document.name, now);
  return document;
}

/**
 * Approval (§1: pending until approved): the company becomes active and its administrator gets,
 * in their language, the subscription end and a link to set a first password through the reset flow.
 * Approving a company that is already active changes nothing and mails nothing (a second mail would
 * void the first link): the answer is the company as it is.
 */
export async function approveCompany(deps: StaffDeps, companyId: number): Promise<StaffCompany> {
  const outcome = await deps.db.transaction(async (tx) => {
    const result = await standing.activateCompany(tx, companyId, deps.now);
    if (result !== 'activated') return result;
    await audit.record(tx, {
      at: deps.now,
      actorUserId: deps.actorUserId,
      companyId,
      action: 'company_approved',
      targetType: 'company',
      targetId: companyId,
    });
    // Its still valid entries come back in every process's search (nothing was deleted on deactivation).
    await notifyCompanyStatus(tx, [companyId]);
    // The set-password mail is queued with the approval (issue 16): both are stored or neither.
    await queueApprovalMail({ ...deps, db: tx }, companyId);
    return result;
  });
  if (outcome === 'not_found') throw new AppError('not_found');
  if (outcome === 'activated') deps.mailer.wake();
  return getCompany(deps.db, companyId, deps.now);
}

/** The administrator's approval mail with a set-password link, queued with `deps.db`, the approval's transaction. */
async function queueApprovalMail(deps: StaffDeps, companyId: number): Promise<void> {
  const [admin] = await selectAdminsOfCompanies(deps.db, [companyId]);
  if (!admin) return;
  const company = await getCompany(deps.db, companyId, deps.now);
  const token = await issueResetToken(deps.db, admin.id, deps.now);
  const mail = approvalMail(admin.email, admin.language, {
    firstName: admin.firstName,
    lastName: admin.lastName,
    company: company.name,
    months: company.subscription_months,
    expiresOn: company.expires_at.slice(0, 10),
    link: resetLink(deps.publicUrl, token),
    linkHours: RESET_TOKEN_SECONDS / 3600,
  });
  await deps.mailer.send(mail, { tx: deps.db });
}

/**
 * §1: a disabled company cannot log in; its open sessions end too (refresh tokens revoked, sockets
 * closed) and its entries leave every other member's search at once (the company_status NOTIFY clears
 * each process's caches). Nothing is deleted: re-approval brings back what is still valid.
 */
export async function deactivateCompany(db: Database, companyId: number, now: Date, actorUserId: number | null): Promise<StaffCompany> {
  const found = await db.transaction(async (tx) => {
    if (!(await standing.deactivateCompany(tx, companyId))) return false;
    await audit.record(tx, { at: now, actorUserId, companyId, action: 'company_deactivated', targetType: 'company', targetId: companyId });
    await revokeSessionsOfCompanies(tx, [companyId], now);
    await closeDealsOfCompanies(tx, [companyId], now);
    await notifyCompanyStatus(tx, [companyId]);
    return true;
  });
  if (!found) throw new AppError('not_found');
  return getCompany(db, companyId, now);
}

/** §2 /registration-initialized?tid=…: staff ask a pending company to review and resend its data. */
export async function inviteCompany(deps: StaffDeps, companyId: number): Promise<StaffInvitation> {
  const status = await standing.selectCompanyStatus(deps.db, companyId);
  if (!status) throw new AppError('not_found');
  if (status !== 'pending') {
    throw new AppError('validation_failed', {
      detail: 'Only a pending company can be invited to onboarding.',
      fields: { status: ['company_not_pending'] },
    });
  }
  const tid = await openOnboardingInvitation(deps.db, companyId, deps.now);
  const link = `${deps.publicUrl}/registration-initialized?tid=${tid}`;
  const [company, [admin]] = await Promise.all([getCompany(deps.db, companyId, deps.now), selectAdminsOfCompanies(deps.db, [companyId])]);
  if (admin) {
    await deps.mailer.send(
      invitationMail(admin.email, admin.language, { firstName: admin.firstName, lastName: admin.lastName, company: company.name, link }),
    );
  }
  return { tid, link };
}

/**
 * Subscription expiry: approved companies past created_at + subscription_months become inactive and
 * their sessions end. Access is already refused from the moment of expiry (plugins/auth.ts) and their
 * entries left the search then (companyActiveAt); this makes the stored status say so too, and the
 * company_status NOTIFY closes their members' sockets in every process. Answers the ids it deactivated.
 */
export async function deactivateExpiredCompanies(db: Database, now: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = await standing.deactivateExpired(tx, now);
    await revokeSessionsOfCompanies(tx, ids, now);
    await closeDealsOfCompanies(tx, ids, now);
    await notifyCompanyStatus(tx, ids);
    return ids;
  });
}

export type SuperuserInput = { email: string; passwordHash: string; firstName?: string; lastName?: string };

/** Used by the CLI (`create-superuser`): creates the staff account or promotes an existing user. */
export function createOrPromoteSuperuser(db: Database, input: SuperuserInput): Promise<{ id: number; created: boolean }> {
  return upsertSuperuser(db, {
    email: input.email,
    passwordHash: input.passwordHash,
    firstName: input.firstName ?? 'Staff',
    lastName: input.lastName ?? 'Member',
  });
}
