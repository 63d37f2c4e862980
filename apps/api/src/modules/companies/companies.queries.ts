import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyDocuments } from '../../db/schema';
import { companyActiveAt, subscriptionExpiresAt } from './companies-view.queries';
import { userView } from '../users/users-view.queries';

/** LIKE wildcards typed by the user are matched literally (backslash is LIKE's default escape). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * "carpati" meets "Carpați Trans": both sides folded alike (the stored folded_name, trigram index companies_folded_name_trgm);
 * or a part of the VAT number (companies_vat_number_trgm).
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    sql`${companies.foldedName} LIKE immutable_unaccent(lower(${pattern}))`,
    sql`${companies.vatNumber} ILIKE ${pattern.replace(/\s+/g, '')}`,
  );
}

export type CompanySearchFilter = { now: Date; search?: string; offset: number; limit: number };

/** One page of active companies matching the search, alphabetically (folded name, then id). */
export function selectCompanyPage(db: Database, filter: CompanySearchFilter) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      type: companies.type,
      createdAt: companies.createdAt,
      vatNumber: companies.vatNumber,
    })
    .from(companies)
    .where(and(companyActiveAt(filter.now), searchCondition(filter.search)))
    .orderBy(asc(companies.foldedName), asc(companies.id))
    .offset(filter.offset)
    .limit(filter.limit);
}

export async function countCompanies(db: Database, filter: Pick<CompanySearchFilter, 'now' | 'search'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(and(companyActiveAt(filter.now), searchCondition(filter.search)));
  return row?.n ?? 0;
}

export type CompanySearchPage = {
  rows: { id: number; name: string; type: number; createdAt: Date; vatNumber: string }[];
  total: number;
};

/**
 * The matches of a search text, one page of them and their number, in one statement (issue 15). The
 * matches are read on the trigram indexes and sorted: MATERIALIZED keeps PostgreSQL from walking the
 * name index in order instead, which it would pick for the page, thinking matches are spread evenly over
 * the alphabet (for "unc", 12,400 companies read to find the first 10; for the count alone it read all
 * 20,000). A search reads and sorts only its matches, and counts them once.
 */
async function selectMatchingPage(db: Database, filter: CompanySearchFilter & { search: string }): Promise<CompanySearchPage> {
  const result = await db.execute(sql`with matches as materialized (
      select ${companies.id} as id, ${companies.name} as name, ${companies.type} as type,
        floor(extract(epoch from ${companies.createdAt}) * 1000)::float8 as created_at_ms,
        ${companies.vatNumber} as vat_number, ${companies.foldedName} as folded_name
      from ${companies} where ${and(companyActiveAt(filter.now), searchCondition(filter.search))})
    select (select count(*) from matches)::int as total, page.* from (select 1) as one
    left join lateral (select id, name, type, created_at_ms, vat_number from matches
      order by folded_name, id offset ${filter.offset} limit ${filter.limit}) as page on true`);
  const found = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return {
    total: Number(found[0]?.total ?? 0),
    // One row with no company when the page lies past the last match: the count still comes.
    rows: found
      .filter((row) => row.id !== null && row.id !== undefined)
      .map((row) => ({
        id: Number(row.id),
        name: String(row.name),
        type: Number(row.type),
        createdAt: new Date(Number(row.created_at_ms)),
        vatNumber: String(row.vat_number),
      })),
  };
}

/**
 * A page of the company search and the number of matches: without a text, the page walks the name index
 * and the count reads the (status, subscription end) index; with one, both come from its matches.
 */
export async function searchCompanyPage(db: Database, filter: CompanySearchFilter): Promise<CompanySearchPage> {
  if (filter.search) return selectMatchingPage(db, { ...filter, search: filter.search });
  const [rows, total] = await Promise.all([selectCompanyPage(db, filter), countCompanies(db, filter)]);
  return { rows, total };
}

/** The company with its derived expiry and whether it is active at `now`. */
export async function selectCompany(db: Database, companyId: number, now: Date) {
  const [row] = await db
    .select({
      company: companies,
      expiresAt: sql<Date>`${subscriptionExpiresAt}`.mapWith(companies.createdAt),
      active: sql<boolean>`coalesce(${companyActiveAt(now)}, false)`.mapWith(Boolean),
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

/** Whether the company exists and is active at `now` (undefined: no such company). */
export async function selectCompanyState(db: Database, companyId: number, now: Date) {
  const [row] = await db
    .select({ id: companies.id, active: sql<boolean>`coalesce(${companyActiveAt(now)}, false)`.mapWith(Boolean) })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function selectCompanyName(db: Database, companyId: number): Promise<string> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/** The company's administrator shown on the contact card: the first admin by id. */
export async function selectAdmin(db: Database, companyId: number) {
  const admin = userView('admin');
  const [row] = await db
    .select({
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      jobTitle: admin.jobTitle,
      phonePrefix: admin.phonePrefix,
      phone: admin.phone,
      phones: admin.phones,
      altEmails: admin.altEmails,
    })
    .from(admin)
    .where(and(eq(admin.companyId, companyId), eq(admin.role, 'admin'), eq(admin.isSuperuser, false)))
    .orderBy(asc(admin.id))
    .limit(1);
  return row;
}

/**
 * Every document of the company, both kinds: the registration documents staff approved the company
 * on are company documents too (they prove the same registration), so the manager shows and counts
 * them with the ones added later, and the 10-document limit covers all of them.
 */
export function selectDocuments(db: Database, companyId: number) {
  return db
    .select({
      id: companyDocuments.id,
      name: companyDocuments.originalName,
      createdAt: companyDocuments.createdAt,
      kind: companyDocuments.kind,
    })
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(asc(companyDocuments.createdAt), asc(companyDocuments.id));
}

export async function selectDocument(db: Database, companyId: number, documentId: number) {
  const [row] = await db
    .select({
      id: companyDocuments.id,
      name: companyDocuments.originalName,
      storageKey: companyDocuments.storageKey,
      kind: companyDocuments.kind,
      sha256: companyDocuments.sha256,
    })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.id, documentId), eq(companyDocuments.companyId, companyId)));
  return row;
}

/** `sha256`: hex of the bytes, for staff's "same papers as another company" signal (issue 33). */
export type NewDocument = { originalName: string; storageKey: string; sizeBytes: number; sha256: string };

/**
 * Adds the documents only while the company stays within `max`: the company row is locked first,
 * so two concurrent uploads cannot both pass the count. Answers null when the limit would be passed.
 */
export function insertDocumentsWithinLimit(db: Database, companyId: number, documents: NewDocument[], max: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const [row] = await tx.select({ n: count() }).from(companyDocuments).where(eq(companyDocuments.companyId, companyId));
    if ((row?.n ?? 0) + documents.length > max) return null;
    return tx
      .insert(companyDocuments)
      .values(documents.map((document) => ({ ...document, companyId, kind: 'company' as const })))
      .returning({
        id: companyDocuments.id,
        name: companyDocuments.originalName,
        createdAt: companyDocuments.createdAt,
        kind: companyDocuments.kind,
      });
  });
}

/** Deletes a document the company added itself; a registration document is never deleted here (decision 073). */
export async function deleteDocument(db: Database, companyId: number, documentId: number) {
  const [row] = await db
    .delete(companyDocuments)
    .where(and(eq(companyDocuments.id, documentId), eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, 'company')))
    .returning({ storageKey: companyDocuments.storageKey });
  return row;
}
