import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyDocuments } from '../../db/schema';

/** The expressions of migration 0023's indexes: the VAT number without its country letters, a website's host. */
const vatDigits = sql<string>`regexp_replace(${companies.vatNumber}, '^[A-Z]{2}', '')`;
const webDomain = sql<string>`regexp_replace(regexp_replace(lower(${companies.website}), '^https?://(www\\.)?', ''), '[/:?#].*$', '')`;

export async function selectSignalSubject(db: Database, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      vatNumber: companies.vatNumber,
      vatDigits,
      registryUniqueId: companies.registryUniqueId,
      registryYear: companies.registryYear,
      bankAccount: companies.bankAccount,
      website: companies.website,
      webDomain,
      establishmentYear: companies.establishmentYear,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export type SignalSubject = NonNullable<Awaited<ReturnType<typeof selectSignalSubject>>>;
type Refused = { id: number; name: string; status: 'pending' | 'active' | 'inactive'; detail: string };

/** Inactive companies (deactivated or refused by staff, or unpaid) sharing one identifier with the subject. */
async function inactiveWith(
  db: Database,
  companyId: number,
  where: ReturnType<typeof sql>,
  detail: ReturnType<typeof sql<string>>,
): Promise<Refused[]> {
  return db
    .select({ id: companies.id, name: companies.name, status: companies.status, detail })
    .from(companies)
    .where(and(ne(companies.id, companyId), eq(companies.status, 'inactive'), where))
    .orderBy(companies.id)
    .limit(20);
}

export function selectInactiveMatches(db: Database, subject: SignalSubject) {
  const none = Promise.resolve([] as Refused[]);
  return Promise.all([
    subject.vatDigits ? inactiveWith(db, subject.id, sql`${vatDigits} = ${subject.vatDigits}`, sql<string>`${companies.vatNumber}`) : none,
    subject.registryUniqueId && subject.registryYear
      ? inactiveWith(
          db,
          subject.id,
          sql`${companies.registryUniqueId} = ${subject.registryUniqueId} AND ${companies.registryYear} = ${subject.registryYear} AND ${companies.registryUniqueId} <> ''`,
          sql<string>`${companies.registryCombination}`,
        )
      : none,
    subject.bankAccount
      ? inactiveWith(
          db,
          subject.id,
          sql`${companies.bankAccount} = ${subject.bankAccount} AND ${companies.bankAccount} <> ''`,
          sql<string>`${companies.bankAccount}`,
        )
      : none,
    subject.webDomain
      ? inactiveWith(
          db,
          subject.id,
          sql`${companies.website} <> '' AND ${webDomain} = ${subject.webDomain}`,
          sql<string>`${companies.website}`,
        )
      : none,
  ]).then(([vat, registry, bank, web]) => ({ vat, registry, bank, web }));
}

/** Inactive companies among `ids`, with their names (the employees module found members by phone or e-mail domain). */
export function selectInactiveCompanies(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.status, 'inactive')));
}

/** Documents of other companies (any status) whose bytes equal one of the subject's, by their SHA-256. */
export async function selectSameDocuments(db: Database, companyId: number) {
  const own = db
    .select({ sha256: companyDocuments.sha256 })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), sql`${companyDocuments.sha256} IS NOT NULL`));
  return db
    .select({
      sha256: companyDocuments.sha256,
      name: companyDocuments.originalName,
      companyId: companies.id,
      companyName: companies.name,
      status: companies.status,
    })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(and(ne(companyDocuments.companyId, companyId), inArray(companyDocuments.sha256, own)))
    .orderBy(companies.id)
    .limit(50);
}

/** The subject's own documents by hash, to name the matched file on its side. */
export function selectOwnDocumentHashes(db: Database, companyId: number) {
  return db
    .select({ sha256: companyDocuments.sha256, name: companyDocuments.originalName })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), sql`${companyDocuments.sha256} IS NOT NULL`));
}
