import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { onboardingInvitations } from '../../db/schema';
import { companyDocumentView, companyView } from '../companies/companies-view.queries';

/** An invitation that is unused and whose company still waits for approval. */
export async function selectOpenInvitation(db: Database, tid: string): Promise<{ companyId: number } | null> {
  const company = companyView('company');
  const [row] = await db
    .select({ companyId: onboardingInvitations.companyId })
    .from(onboardingInvitations)
    .innerJoin(company, eq(company.id, onboardingInvitations.companyId))
    .where(and(eq(onboardingInvitations.tid, tid), isNull(onboardingInvitations.usedAt), eq(company.status, 'pending')));
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

/** Whether another company has this VAT number or registry combination (an update excludes its own company). */
export async function selectIdentifiersTaken(
  db: Database,
  values: { vatNumber: string; registryCombination: string },
  exceptCompanyId: number | null,
): Promise<{ vat: boolean; registry: boolean }> {
  const company = companyView('company');
  const otherCompany = exceptCompanyId === null ? sql`true` : ne(company.id, exceptCompanyId);
  const [vat] = await db
    .select({ id: company.id })
    .from(company)
    .where(and(eq(company.vatNumber, values.vatNumber), otherCompany))
    .limit(1);
  const [registry] = values.registryCombination
    ? await db
        .select({ id: company.id })
        .from(company)
        .where(and(eq(company.registryCombination, values.registryCombination), otherCompany))
        .limit(1)
    : [];
  return { vat: Boolean(vat), registry: Boolean(registry) };
}

export async function paymentReferenceExists(db: Database, reference: string): Promise<boolean> {
  const company = companyView('company');
  const [row] = await db.select({ id: company.id }).from(company).where(eq(company.paymentReference, reference)).limit(1);
  return Boolean(row);
}

/** The registered company as its onboarding shows it again. */
export async function selectRegisteredCompany(db: Database, companyId: number) {
  const company = companyView('company');
  const [row] = await db.select().from(company).where(eq(company.id, companyId));
  return row ?? null;
}

export function selectRegistrationDocuments(db: Database, companyId: number) {
  const document = companyDocumentView('document');
  return db
    .select({ id: document.id, name: document.originalName })
    .from(document)
    .where(and(eq(document.companyId, companyId), eq(document.kind, 'registration')))
    .orderBy(asc(document.id));
}
