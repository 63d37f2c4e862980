import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { revokeSessionsOfUser } from '../auth/session.service';
import { users } from '../../db/schema';

/* The users table's rows that are a company's employees, as the employees feature (§6) lists, adds, changes and deletes them. */

/** Employees are the company's members: users with a company, never staff superusers. */
const isEmployee = and(eq(users.isSuperuser, false), sql`${users.companyId} is not null`);

export const employeeColumns = {
  id: users.id,
  companyId: users.companyId,
  firstName: users.firstName,
  lastName: users.lastName,
  jobTitle: users.jobTitle,
  email: users.email,
  phonePrefix: users.phonePrefix,
  phone: users.phone,
  phones: users.phones,
  altEmails: users.altEmails,
  hasSignalApp: users.hasSignalApp,
  hasWhatsApp: users.hasWhatsApp,
  shouldReceiveTruckEmails: users.shouldReceiveTruckEmails,
  shouldReceiveWareEmails: users.shouldReceiveWareEmails,
  spokenLanguages: users.spokenLanguages,
  role: users.role,
  hiringProofKey: users.hiringProofKey,
  hiringProofName: users.hiringProofName,
};

/** One page of a company's employees, by id (the cursor is the last id). */
export function selectEmployees(db: Database, companyId: number, afterId: number | undefined, limit: number) {
  return db
    .select(employeeColumns)
    .from(users)
    .where(and(isEmployee, eq(users.companyId, companyId), afterId === undefined ? undefined : gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(limit);
}

export type EmployeeRow = Awaited<ReturnType<typeof selectEmployees>>[number];

export async function selectEmployee(db: Database, id: number): Promise<EmployeeRow | undefined> {
  const [row] = await db
    .select(employeeColumns)
    .from(users)
    .where(and(isEmployee, eq(users.id, id)));
  return row;
}

export async function selectLanguage(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? 'en';
}

export async function insertEmployee(db: Database, values: typeof users.$inferInsert): Promise<EmployeeRow> {
  const [row] = await db.insert(users).values(values).returning(employeeColumns);
  if (!row) throw new Error('insertEmployee: no row');
  return row;
}

export async function updateEmployee(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<EmployeeRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning(employeeColumns);
  return row;
}

/**
 * Deletes the user and ends their sessions in one transaction. Their entries stay, attributed to
 * the company (entries.user_id is ON DELETE SET NULL); incidents keep their company likewise.
 * The company's admins are locked first so two admins deleting each other cannot leave none.
 */
export async function deleteEmployee(db: Database, companyId: number, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.isSuperuser, false)))
      .for('update');
    const [target] = await tx
      .select({ role: users.role })
      .from(users)
      .where(and(eq(users.id, id), eq(users.companyId, companyId)));
    if (!target) return { deleted: false as const, reason: 'not_found' as const };
    if (target.role === 'admin' && admins.length <= 1) return { deleted: false as const, reason: 'last_admin' as const };
    await revokeSessionsOfUser(tx, id, now);
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ hiringProofKey: users.hiringProofKey });
    return { deleted: true as const, hiringProofKey: row?.hiringProofKey ?? null };
  });
}

/**
 * Applies the change unless it would demote the company's last admin ('last_admin'). The admins
 * are locked first, so two admins demoting each other at once cannot leave the company without one.
 */
export async function updateEmployeeKeepingAnAdmin(
  db: Database,
  companyId: number,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<EmployeeRow | 'last_admin'> {
  return db.transaction(async (tx) => {
    if (values.role === 'employee') {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), eq(users.role, 'admin'), eq(users.isSuperuser, false)))
        .for('update');
      if (admins.length <= 1 && admins.some((admin) => admin.id === id)) return 'last_admin';
    }
    const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning(employeeColumns);
    if (!row) throw new Error('updateEmployeeKeepingAnAdmin: no row');
    return row;
  });
}
