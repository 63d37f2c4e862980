import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyDocuments } from '../../db/schema';

/** What registration (and a pending company's correction) sets of a company; staff set the rest. */
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'status' | 'paymentReference' | 'createdAt' | 'approvedAt'>;
/** `sha256`: hex of the bytes, for staff's "same papers as another company" signal (issue 33). */
export type RegistrationDocumentValues = { originalName: string; storageKey: string; sizeBytes: number; sha256: string };

/** Whether another company has this VAT number or registry combination (an update excludes its own company). */
export async function selectIdentifiersTaken(
  db: Database,
  values: { vatNumber: string; registryCombination: string },
  exceptCompanyId: number | null,
): Promise<{ vat: boolean; registry: boolean }> {
  const otherCompany = exceptCompanyId === null ? sql`true` : ne(companies.id, exceptCompanyId);
  const [vat] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.vatNumber, values.vatNumber), otherCompany))
    .limit(1);
  const [registry] = values.registryCombination
    ? await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(eq(companies.registryCombination, values.registryCombination), otherCompany))
        .limit(1)
    : [];
  return { vat: Boolean(vat), registry: Boolean(registry) };
}

export async function paymentReferenceExists(db: Database, reference: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.paymentReference, reference)).limit(1);
  return Boolean(row);
}

/** A registered company, pending staff approval; `db` is the registration's transaction. */
export async function insertPendingCompany(db: Database, values: CompanyValues, paymentReference: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ ...values, paymentReference, status: 'pending', createdAt: now })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

export async function insertRegistrationDocuments(
  db: Database,
  companyId: number,
  documents: RegistrationDocumentValues[],
  now: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insert(companyDocuments)
    .values(documents.map((document) => ({ ...document, companyId, kind: 'registration' as const, createdAt: now })));
}

export async function selectRegisteredCompany(db: Database, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

export function selectRegistrationDocuments(db: Database, companyId: number) {
  return db
    .select({ id: companyDocuments.id, name: companyDocuments.originalName })
    .from(companyDocuments)
    .where(and(eq(companyDocuments.companyId, companyId), eq(companyDocuments.kind, 'registration')))
    .orderBy(asc(companyDocuments.id));
}

/** Updates a company that still waits for approval; false when staff decided on it meanwhile. */
export async function updatePendingCompany(db: Database, companyId: number, values: CompanyValues): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set(values)
    .where(and(eq(companies.id, companyId), eq(companies.status, 'pending')))
    .returning({ id: companies.id });
  return rows.length > 0;
}
