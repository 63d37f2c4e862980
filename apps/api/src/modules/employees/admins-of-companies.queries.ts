import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The administrators of these companies, oldest account first (the first is the company's
 * administrator), with what a mail to them needs. `activeOnly` leaves out deactivated ones.
 */
export function selectAdminsOfCompanies(db: Database, companyIds: number[], options: { activeOnly?: boolean } = {}) {
  if (companyIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: users.id,
      companyId: users.companyId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phonePrefix: users.phonePrefix,
      phone: users.phone,
      language: users.language,
    })
    .from(users)
    .where(and(inArray(users.companyId, companyIds), eq(users.role, 'admin'), options.activeOnly ? eq(users.isActive, true) : undefined))
    .orderBy(asc(users.id));
}

export type AdminOfCompanyRow = Awaited<ReturnType<typeof selectAdminsOfCompanies>>[number];
