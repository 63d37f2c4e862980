import { and, eq, inArray, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { companyActiveIn, companyView } from '../companies/companies-view.queries';

/*
 * Accounts as sign-in, the auth plugin and the updates module use them: the password hash is read only
 * here, every request's standing is read and its last visit written here, and the user's last seen update.
 */

/** Built once: sign-in and every request's standing (a hot path) join it. */
const company = companyView('company');

/**
 * Users with `columns` and their company's standing (`companyActive`: null for a user without company,
 * staff), by the one rule on the caller's clock, as search and the sweep apply it.
 */
function selectWithCompanyStanding<T extends SelectedFields>(db: Database, columns: T, now: Date) {
  return db
    .select({ ...columns, companyActive: sql<boolean | null>`${companyActiveIn(company, now)}` })
    .from(users)
    .leftJoin(company, eq(company.id, users.companyId));
}

/**
 * The account as sign-in, token refresh and a password change read it: with its password hash (read
 * here only, never through the user view) and its company's standing, in one statement.
 */
async function selectAccount(db: Database, where: SQL, now: Date) {
  const [row] = await selectWithCompanyStanding(
    db,
    {
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      companyId: users.companyId,
      isSuperuser: users.isSuperuser,
      isActive: users.isActive,
      passwordHash: users.passwordHash,
      lastSeenUpdate: users.lastSeenUpdate,
      language: users.language,
    },
    now,
  ).where(where);
  return row ?? null;
}

export type Account = Awaited<ReturnType<typeof selectAccountByEmail>>;

export const selectAccountByEmail = (db: Database, email: string, now: Date) => selectAccount(db, eq(users.email, email), now);
export const selectAccountById = (db: Database, userId: number, now: Date) => selectAccount(db, eq(users.id, userId), now);

/** The e-mail an account signs in with ('' for none): how staff recognise it in the audit log. */
export async function selectEmail(db: Database, userId: number): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

/** Whether any account (another than `exceptUserId`) signs in with this e-mail, in any case. */
export async function emailTaken(db: Database, email: string, exceptUserId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  return row !== undefined;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * What every request's standing needs of these members, with their company's standing, in one
 * statement (the auth plugin reads a company's signed-in members together). A deleted member has no row.
 */
export function selectStandings(db: Database, userIds: number[], now: Date) {
  return selectWithCompanyStanding(
    db,
    {
      id: users.id,
      companyId: users.companyId,
      role: users.role,
      isSuperuser: users.isSuperuser,
      isActive: users.isActive,
      lastSeenAt: users.lastSeenAt,
      subscriptionEndsAt: company.subscriptionEndsAt,
    },
    now,
  ).where(userIds.length === 1 ? eq(users.id, userIds[0]!) : inArray(users.id, userIds));
}

export async function setLastSeenAt(db: Database, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
}

/**
 * Sets the newest update the user has seen to `seen`, an expression the updates module builds over
 * its own table, so reading the newest update and writing it stay one statement. Null: no such user.
 */
export async function setLastSeenUpdate(db: Database, userId: number, seen: SQL): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ lastSeenUpdate: seen })
    .where(eq(users.id, userId))
    .returning({ lastSeenUpdate: users.lastSeenUpdate });
  return row?.lastSeenUpdate ?? null;
}

/** As setLastSeenUpdate, but never moves it back: the later of the stored moment and `seen`. */
export const raiseLastSeenUpdate = (db: Database, userId: number, seen: SQLWrapper) =>
  setLastSeenUpdate(db, userId, sql`greatest(${users.lastSeenUpdate}, (${seen}))`);
