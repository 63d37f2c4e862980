import { eq } from 'drizzle-orm';
import type { ProtectedField } from '@freight/shared/change-requests';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

/*
 * Protected company data (issue 33) as the change-requests module reads and writes it (decision 030:
 * the companies table is this module's): the current values, an approved request's effect, and the
 * "verified since" / change warning partners see.
 */

/** The company's own protected columns by the shared field names (phone and e-mail are the administrator's, in users). */
const COLUMNS = {
  VATNumber: 'vatNumber',
  registry_orderNumber: 'registryOrderNumber',
  registry_uniqueId: 'registryUniqueId',
  registry_year: 'registryYear',
  street: 'street',
  number: 'number',
  postal_code: 'postalCode',
  city: 'city',
  country: 'country',
  bank_account: 'bankAccount',
} as const satisfies Partial<Record<ProtectedField, keyof typeof companies.$inferSelect>>;
export type CompanyProtectedField = keyof typeof COLUMNS;
export const COMPANY_PROTECTED_FIELDS = Object.keys(COLUMNS) as CompanyProtectedField[];

export async function selectProtectedValues(db: Database, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) return null;
  const values = Object.fromEntries(COMPANY_PROTECTED_FIELDS.map((field) => [field, row[COLUMNS[field]]])) as Record<
    CompanyProtectedField,
    string
  >;
  return { name: row.name, values };
}

/**
 * An approved change request's effect on the company row, in the decision's transaction, with the registry
 * combination the caller built from the new parts (as registration does); a changed phone, e-mail or
 * bank account is verified from now and its change time starts partners' 30-day warning.
 */
export async function applyProtectedValues(
  db: Database,
  companyId: number,
  values: Partial<Record<CompanyProtectedField, string>>,
  registryCombination: string | undefined,
  contacts: { phone: boolean; email: boolean; bankAccount: boolean },
  now: Date,
): Promise<void> {
  const set: Partial<typeof companies.$inferInsert> = {};
  for (const field of COMPANY_PROTECTED_FIELDS) {
    const value = values[field];
    if (value !== undefined) (set as Record<string, string>)[COLUMNS[field]] = value;
  }
  if (contacts.phone) Object.assign(set, { phoneVerifiedSince: now, phoneChangedAt: now });
  if (contacts.email) Object.assign(set, { emailVerifiedSince: now, emailChangedAt: now });
  if (contacts.bankAccount) Object.assign(set, { bankAccountVerifiedSince: now, bankAccountChangedAt: now });
  await db
    .update(companies)
    .set({ ...set, registryCombination })
    .where(eq(companies.id, companyId));
}
