import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyStatus } from '@freight/shared/accounts-constants';
import type { Database } from '../../db/client';
import { afterCursor, cursorTimeSql, type KeysetCursor } from '../../db/cursor';
import { companyActiveIn, companyDocumentView, companyExpiredIn, companyView } from '../companies/companies-view.queries';

/** Staff's review of companies and their documents, read through the companies module's views (decision 030). */
const company = companyView('company');
const document = companyDocumentView('document');

/**
 * The status staff see: an approved company past its subscription end counts as inactive, by the
 * same rule (companyActiveIn, on the same clock) by which plugins/auth.ts refuses its members.
 */
function statusFilter(status: CompanyStatus, now: Date): SQL | undefined {
  if (status === 'pending') return eq(company.status, 'pending');
  if (status === 'active') return companyActiveIn(company, now);
  return or(eq(company.status, 'inactive'), companyExpiredIn(company, now));
}

/** Newest first; the cursor is the last row's (created_at, id), created_at kept to the microsecond. */
export type CompanyCursor = KeysetCursor;

export type ReviewCompanyFilter = { now: Date; limit: number; status?: CompanyStatus; cursor?: CompanyCursor; id?: number };

/** Staff's list of companies (or one of them, by id): filtered by derived status and paginated in SQL. */
export function selectReviewCompanies(db: Database, filter: ReviewCompanyFilter) {
  const { now } = filter;
  return db
    .select({
      id: company.id,
      name: company.name,
      type: company.type,
      vatNumber: company.vatNumber,
      registryCombination: company.registryCombination,
      country: company.country,
      city: company.city,
      postalCode: company.postalCode,
      street: company.street,
      number: company.number,
      website: company.website,
      subscriptionMonths: company.subscriptionMonths,
      createdAt: company.createdAt,
      expiresAt: sql<Date>`${company.subscriptionEndsAt}`.mapWith(company.createdAt),
      status: sql<CompanyStatus>`case when ${companyExpiredIn(company, now)} then 'inactive' else ${company.status} end`,
      paymentReference: company.paymentReference,
      cursorTime: cursorTimeSql(company.createdAt),
    })
    .from(company)
    .where(
      and(
        filter.id === undefined ? undefined : eq(company.id, filter.id),
        filter.status ? statusFilter(filter.status, now) : undefined,
        filter.cursor ? afterCursor(company.createdAt, company.id, filter.cursor, 'desc') : undefined,
      ),
    )
    .orderBy(desc(company.createdAt), desc(company.id))
    .limit(filter.limit);
}

export type ReviewCompanyRow = Awaited<ReturnType<typeof selectReviewCompanies>>[number];

/** The documents of these companies, as staff review them. */
export function selectReviewDocuments(db: Database, companyIds: number[]) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: document.id,
      companyId: document.companyId,
      name: document.originalName,
      size: document.sizeBytes,
    })
    .from(document)
    .where(inArray(document.companyId, companyIds))
    .orderBy(asc(document.id));
}

/** One document of the company (the company id must match, so ids cannot be walked across companies). */
export async function selectReviewDocument(db: Database, companyId: number, documentId: number) {
  const [row] = await db
    .select({ name: document.originalName, storageKey: document.storageKey })
    .from(document)
    .where(and(eq(document.id, documentId), eq(document.companyId, companyId)));
  return row;
}
