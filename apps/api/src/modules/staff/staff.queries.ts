import { and, asc, desc, eq, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyStatus } from '@freight/shared/accounts-constants';
import type { Database } from '../../db/client';
import { companyActiveAt, subscriptionExpiresAt } from '../companies/companies-read.service';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { companies, companyDocuments, onboardingInvitations, refreshTokens, users } from '../../db/schema';

const expiresAt = subscriptionExpiresAt;
const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;
/** The paid period is over, whatever the status (an inactive company that pays again starts a new one). */
const periodOver = (now: Date) => sql`${expiresAt} <= ${at(now)}`;
/** Approved but past its paid period: the one rule (companyActiveAt) says it may not use the exchange. */
const isExpired = (now: Date) => and(eq(companies.status, 'active'), not(companyActiveAt(now)));

/**
 * The status staff see: an approved company past its subscription end counts as inactive, by the
 * same rule (companyActiveAt, on the same clock) by which plugins/auth.ts refuses its members.
 */
function statusFilter(status: CompanyStatus, now: Date): SQL | undefined {
  if (status === 'pending') return eq(companies.status, 'pending');
  if (status === 'active') return companyActiveAt(now);
  return or(eq(companies.status, 'inactive'), isExpired(now));
}

/** Newest first; the cursor is the last row's (created_at, id), created_at kept to the microsecond. */
export type CompanyCursor = KeysetCursor;

export type CompanyFilter = { now: Date; limit: number; status?: CompanyStatus; cursor?: CompanyCursor; id?: number };

export function selectCompanies(db: Database, filter: CompanyFilter) {
  const { now } = filter;
  return db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      vatNumber: companies.vatNumber,
      registryCombination: companies.registryCombination,
      country: companies.country,
      city: companies.city,
      postalCode: companies.postalCode,
      street: companies.street,
      number: companies.number,
      website: companies.website,
      subscriptionMonths: companies.subscriptionMonths,
      createdAt: companies.createdAt,
      expiresAt: sql<Date>`${expiresAt}`.mapWith(companies.createdAt),
      status: sql<CompanyStatus>`case when ${isExpired(now)} then 'inactive' else ${companies.status} end`,
      paymentReference: companies.paymentReference,
      cursorTime: cursorTimeSql(companies.createdAt),
    })
    .from(companies)
    .where(
      and(
        filter.id === undefined ? undefined : eq(companies.id, filter.id),
        filter.status ? statusFilter(filter.status, now) : undefined,
        filter.cursor ? afterCursor(companies.createdAt, companies.id, filter.cursor, 'desc') : undefined,
      ),
    )
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(filter.limit);
}

export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

/** The administrators of these companies (the first admin by id is the company's administrator). */
export function selectAdmins(db: Database, companyIds: number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phonePrefix: users.phonePrefix,
      phone: users.phone,
      language: users.language,
    })
    .from(users)
    .where(and(inArray(users.companyId, companyIds), eq(users.role, 'admin')))
    .orderBy(asc(users.id));
}

export type AdminRow = Awaited<ReturnType<typeof selectAdmins>>[number];

export function selectDocuments(db: Database, companyIds: number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: companyDocuments.id,
      companyId: companyDocuments.companyId,
      name: companyDocuments.originalName,
      size: companyDocuments.sizeBytes,
    })
    .from(companyDocuments)
    .where(inArray(companyDocuments.companyId, companyIds))
    .orderBy(asc(companyDocuments.id));
}

export async function selectDocument(db: Database, companyId: number, documentId: number) {
  const [row] = await db
    .select({ name: companyDocuments.originalName, storageKey: companyDocuments.storageKey })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.id, documentId), eq(companyDocuments.companyId, companyId)));
  return row;
}

/**
 * Approval: the company becomes active, unless it already is (approved and within its paid period,
 * the same rule as companyActiveAt): then nothing changes and the caller sends no second mail. Two
 * approvals at once cannot both change it, since the second UPDATE re-reads the row the first wrote.
 */
export async function activateCompany(
  db: Database,
  companyId: number,
  approvedAt: Date,
): Promise<'activated' | 'already_active' | 'not_found'> {
  const rows = await db
    .update(companies)
    .set({
      status: 'active',
      approvedAt,
      // Re-approving a company whose paid period is over (it has paid again) starts a new period now.
      subscriptionStartedAt: sql`CASE WHEN ${periodOver(approvedAt)} THEN ${at(approvedAt)} ELSE ${companies.subscriptionStartedAt} END`,
    })
    .where(and(eq(companies.id, companyId), not(companyActiveAt(approvedAt))))
    .returning({ id: companies.id });
  if (rows.length > 0) return 'activated';
  return (await selectCompanyStatus(db, companyId)) ? 'already_active' : 'not_found';
}

export async function deactivateCompany(db: Database, companyId: number): Promise<boolean> {
  const rows = await db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, companyId)).returning({ id: companies.id });
  return rows.length > 0;
}

/** Ends every session of the company's members: their refresh tokens can no longer be rotated. */
export async function revokeCompanyRefreshTokens(db: Database, companyIds: number[], now: Date): Promise<void> {
  if (companyIds.length === 0) return;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        inArray(refreshTokens.userId, db.select({ id: users.id }).from(users).where(inArray(users.companyId, companyIds))),
      ),
    );
}

/** Subscription expiry: approved companies past the end of their paid period become inactive. */
export async function deactivateExpired(db: Database, now: Date): Promise<number[]> {
  const rows = await db.update(companies).set({ status: 'inactive' }).where(isExpired(now)).returning({ id: companies.id });
  return rows.map((row) => row.id);
}

export async function selectCompanyStatus(db: Database, companyId: number) {
  const [row] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, companyId));
  return row?.status;
}

export async function insertInvitation(db: Database, companyId: number, tid: string, now: Date): Promise<void> {
  await db.insert(onboardingInvitations).values({ tid, companyId, createdAt: now });
}

export async function selectUserByEmail(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

export type SuperuserFields = { email: string; passwordHash: string; firstName: string; lastName: string };

/** A superuser belongs to no company; promoting a member detaches them from their company. */
export async function upsertSuperuser(db: Database, fields: SuperuserFields): Promise<{ id: number; created: boolean }> {
  const staff = { passwordHash: fields.passwordHash, isSuperuser: true, isActive: true, companyId: null, role: 'admin' as const };
  const existing = await selectUserByEmail(db, fields.email);
  if (existing) {
    await db.update(users).set(staff).where(eq(users.id, existing.id));
    return { id: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ ...staff, email: fields.email, firstName: fields.firstName, lastName: fields.lastName })
    .returning({ id: users.id });
  if (!row) throw new Error('superuser insert returned no row');
  return { id: row.id, created: true };
}
