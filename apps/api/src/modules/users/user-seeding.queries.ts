import type { Database } from '../../db/client';
import { users } from '../../db/schema';

// Accounts written in bulk, for the demo data (decision 030: the users table is this module's to write).

export type UserInsert = typeof users.$inferInsert;

/** Whether any account exists, staff included: the demo data is written only into an empty database. */
export async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/** Inserts the users in one statement (in the caller's transaction) and answers their ids, in the order given. */
export async function insertUsers(db: Database, values: UserInsert[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(users).values(values).returning({ id: users.id });
  return rows.map((row) => row.id);
}
