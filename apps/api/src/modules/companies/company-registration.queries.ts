import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyDocuments } from '../../db/schema';

/*
 * A company as registration writes it (decision 030: the companies table is this module's): the auth
 * module's registration and a pending company's correction insert and update it, with its documents,
 * in their own transaction.
 */

/** What registration (and a pending company's correction) sets of a company; staff set the rest. */
export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'status' | 'paymentReference' | 'createdAt' | 'approvedAt'>;
/** `sha256`: hex of the bytes, for staff's "same papers as another company" signal (issue 33). */
export type RegistrationDocumentValues = { originalName: string; storageKey: string; sizeBytes: number; sha256: string };

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

/** Updates a company that still waits for approval; false when staff decided on it meanwhile. */
export async function updatePendingCompany(db: Database, companyId: number, values: CompanyValues): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set(values)
    .where(and(eq(companies.id, companyId), eq(companies.status, 'pending')))
    .returning({ id: companies.id });
  return rows.length > 0;
}
