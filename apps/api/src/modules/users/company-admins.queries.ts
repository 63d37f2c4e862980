import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/*
 * Companies' administrators: registration inserts and corrects the one a company registers with, in its
 * own transaction; change requests set their contact; staff and incidents mail them.
 */

/** What registration (and a pending company's correction) says of the company's administrator. */
export type AdminValues = Pick<
  typeof users.$inferInsert,
  'email' | 'firstName' | 'lastName' | 'jobTitle' | 'phonePrefix' | 'phone' | 'spokenLanguages'
>;

/** A registered company's first member, its administrator; `db` is the registration's transaction. */
export async function insertCompanyAdmin(db: Database, companyId: number, values: AdminValues, language: string, now: Date): Promise<void> {
  // No password: the administrator sets one through the link mailed at approval.
  await db.insert(users).values({ ...values, companyId, role: 'admin', language, passwordHash: null, createdAt: now });
}

/** The company's administrator: the first admin registered with it, with what registration shows of them. */
export async function selectCompanyAdmin(db: Database, companyId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobTitle: users.jobTitle,
      phonePrefix: users.phonePrefix,
      phone: users.phone,
      spokenLanguages: users.spokenLanguages,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'admin')))
    .orderBy(asc(users.id))
    .limit(1);
  return row ?? null;
}

/** An approved change request's new phone or e-mail of the company's administrator (issue 33). */
export async function setAdminContact(
  db: Database,
  userId: number,
  values: Partial<Pick<typeof users.$inferInsert, 'email' | 'phonePrefix' | 'phone'>>,
): Promise<void> {
  // Only the given fields: a change of other data (a bank account alone) leaves the admin's record as it is.
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return;
  await db.update(users).set(given).where(eq(users.id, userId));
}

export async function updateAdminContact(db: Database, userId: number, values: AdminValues): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, userId));
}

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
