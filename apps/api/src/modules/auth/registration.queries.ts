import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, companyDocuments, onboardingInvitations, users } from '../../db/schema';

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id' | 'status' | 'paymentReference' | 'createdAt' | 'approvedAt'>;
export type AdminValues = Pick<
  typeof users.$inferInsert,
  'email' | 'firstName' | 'lastName' | 'jobTitle' | 'phonePrefix' | 'phone' | 'spokenLanguages'
>;
export type DocumentValues = { originalName: string; storageKey: string; sizeBytes: number };

/** Which unique values are taken by someone else (an onboarding update excludes its own company and admin). */
export async function selectTaken(
  db: Database,
  values: { vatNumber: string; registryCombination: string; email: string },
  except: { companyId: number; userId: number } | null,
): Promise<{ vat: boolean; registry: boolean; email: boolean }> {
  const otherCompany = except ? ne(companies.id, except.companyId) : sql`true`;
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
  const otherUser = except ? ne(users.id, except.userId) : sql`true`;
  const [email] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${values.email}`, otherUser))
    .limit(1);
  return { vat: Boolean(vat), registry: Boolean(registry), email: Boolean(email) };
}

export async function paymentReferenceExists(db: Database, reference: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.paymentReference, reference)).limit(1);
  return Boolean(row);
}

export async function insertCompany(db: Database, values: CompanyValues, paymentReference: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(companies)
    .values({ ...values, paymentReference, status: 'pending', createdAt: now })
    .returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

export async function insertAdmin(db: Database, companyId: number, values: AdminValues, language: string, now: Date): Promise<void> {
  // No password: the administrator sets one through the link mailed at approval.
  await db.insert(users).values({ ...values, companyId, role: 'admin', language, passwordHash: null, createdAt: now });
}

export async function insertDocuments(db: Database, companyId: number, documents: DocumentValues[], now: Date): Promise<void> {
  if (documents.length === 0) return;
  await db
    .insert(companyDocuments)
    .values(documents.map((document) => ({ ...document, companyId, kind: 'registration' as const, createdAt: now })));
}

/** An invitation that is unused and whose company still waits for approval. */
export async function selectOpenInvitation(db: Database, tid: string): Promise<{ companyId: number } | null> {
  const [row] = await db
    .select({ companyId: onboardingInvitations.companyId })
    .from(onboardingInvitations)
    .innerJoin(companies, eq(companies.id, onboardingInvitations.companyId))
    .where(and(eq(onboardingInvitations.tid, tid), isNull(onboardingInvitations.usedAt), eq(companies.status, 'pending')));
  return row ?? null;
}

/** Marks the invitation used; false when another request used it first. */
export async function markInvitationUsed(db: Database, tid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(onboardingInvitations)
    .set({ usedAt: now })
    .where(and(eq(onboardingInvitations.tid, tid), isNull(onboardingInvitations.usedAt)))
    .returning({ tid: onboardingInvitations.tid });
  return rows.length > 0;
}

export async function selectCompany(db: Database, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** The company's administrator: the first admin registered with it. */
export async function selectAdmin(db: Database, companyId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .limit(1);
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

export async function updateUser(db: Database, userId: number, values: AdminValues): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}
