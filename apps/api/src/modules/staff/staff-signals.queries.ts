import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companyDocumentView, companyView } from '../companies/companies-view.queries';

/** What staff's registration signals (issue 33) read of companies and their documents, through the companies module's views (decision 030). */
const company = companyView('company');
const document = companyDocumentView('document');
const ownDocument = companyDocumentView('own_document');

/** The expressions of migration 0023's indexes: the VAT number without its country letters, a website's host. */
const vatDigits = sql<string>`regexp_replace(${company.vatNumber}, '^[A-Z]{2}', '')`;
const webDomain = sql<string>`regexp_replace(regexp_replace(lower(${company.website}), '^https?://(www\\.)?', ''), '[/:?#].*$', '')`;

export async function selectSignalSubject(db: Database, companyId: number) {
  const [row] = await db
    .select({
      id: company.id,
      vatNumber: company.vatNumber,
      vatDigits,
      registryUniqueId: company.registryUniqueId,
      registryYear: company.registryYear,
      bankAccount: company.bankAccount,
      website: company.website,
      webDomain,
      establishmentYear: company.establishmentYear,
    })
    .from(company)
    .where(eq(company.id, companyId));
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
    .select({ id: company.id, name: company.name, status: company.status, detail })
    .from(company)
    .where(and(ne(company.id, companyId), eq(company.status, 'inactive'), where))
    .orderBy(company.id)
    .limit(20);
}

export function selectInactiveMatches(db: Database, subject: SignalSubject) {
  const none = Promise.resolve([] as Refused[]);
  return Promise.all([
    subject.vatDigits ? inactiveWith(db, subject.id, sql`${vatDigits} = ${subject.vatDigits}`, sql<string>`${company.vatNumber}`) : none,
    subject.registryUniqueId && subject.registryYear
      ? inactiveWith(
          db,
          subject.id,
          sql`${company.registryUniqueId} = ${subject.registryUniqueId} AND ${company.registryYear} = ${subject.registryYear} AND ${company.registryUniqueId} <> ''`,
          sql<string>`${company.registryCombination}`,
        )
      : none,
    subject.bankAccount
      ? inactiveWith(
          db,
          subject.id,
          sql`${company.bankAccount} = ${subject.bankAccount} AND ${company.bankAccount} <> ''`,
          sql<string>`${company.bankAccount}`,
        )
      : none,
    subject.webDomain
      ? inactiveWith(db, subject.id, sql`${company.website} <> '' AND ${webDomain} = ${subject.webDomain}`, sql<string>`${company.website}`)
      : none,
  ]).then(([vat, registry, bank, web]) => ({ vat, registry, bank, web }));
}

/** Inactive companies among `ids`, with their names (the members found by phone or e-mail domain). */
export function selectInactiveCompanies(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: company.id, name: company.name, status: company.status })
    .from(company)
    .where(and(inArray(company.id, ids), eq(company.status, 'inactive')));
}

/** Documents of other companies (any status) whose bytes equal one of the subject's, by their SHA-256. */
export async function selectSameDocuments(db: Database, companyId: number) {
  const own = db
    .select({ sha256: ownDocument.sha256 })
    .from(ownDocument)
    .where(and(eq(ownDocument.companyId, companyId), sql`${ownDocument.sha256} IS NOT NULL`));
  return db
    .select({
      sha256: document.sha256,
      name: document.originalName,
      companyId: company.id,
      companyName: company.name,
      status: company.status,
    })
    .from(document)
    .innerJoin(company, eq(company.id, document.companyId))
    .where(and(ne(document.companyId, companyId), inArray(document.sha256, own)))
    .orderBy(company.id)
    .limit(50);
}

/** The subject's own documents by hash, to name the matched file on its side. */
export function selectOwnDocumentHashes(db: Database, companyId: number) {
  return db
    .select({ sha256: document.sha256, name: document.originalName })
    .from(document)
    .where(and(eq(document.companyId, companyId), sql`${document.sha256} IS NOT NULL`));
}
