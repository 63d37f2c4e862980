import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyStatus } from '@freight/shared/accounts-constants';
import type { Database } from '../../db/client';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { companies, companyDocuments } from '../../db/schema';
import { companyActiveAt, subscriptionExpiresAt } from './companies-read.service';
import { isExpired } from './company-standing.queries';

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

export type ReviewCompanyFilter = { now: Date; limit: number; status?: CompanyStatus; cursor?: CompanyCursor; id?: number };

/** Staff's list of companies (or one of them, by id): filtered by derived status and paginated in SQL. */
export function selectReviewCompanies(db: Database, filter: ReviewCompanyFilter) {
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
      expiresAt: sql<Date>`${subscriptionExpiresAt}`.mapWith(companies.createdAt),
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

export type ReviewCompanyRow = Awaited<ReturnType<typeof selectReviewCompanies>>[number];

/** The documents of these companies, as staff review them. */
export function selectReviewDocuments(db: Database, companyIds: number[]) {
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

/** One document of the company (the company id must match, so ids cannot be walked across companies). */
export async function selectReviewDocument(db: Database, companyId: number, documentId: number) {
  const [row] = await db
    .select({ name: companyDocuments.originalName, storageKey: companyDocuments.storageKey })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.id, documentId), eq(companyDocuments.companyId, companyId)));
  return row;
}
