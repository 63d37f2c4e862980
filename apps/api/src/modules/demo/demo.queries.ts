import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type CompanyInsert = typeof companies.$inferInsert;
export type UserInsert = typeof users.$inferInsert;

/** Arbitrary constant: serialises demo seeding between API processes starting together on one PostgreSQL. */
const DEMO_SEED_LOCK = 7_318_204;

export async function hasUsers(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
}

/**
 * Runs `write` only while the users table is empty, under a transaction-scoped advisory lock so
 * that two processes starting at once cannot both seed. Answers whether it wrote.
 */
export function whenNoUsers(db: Database, write: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    await write(tx);
    return true;
  });
}

export async function insertCompany(tx: Transaction, values: CompanyInsert): Promise<number> {
  const [row] = await tx.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('demo company insert returned no row');
  return row.id;
}

export async function insertUsers(tx: Transaction, values: UserInsert[]): Promise<void> {
  await tx.insert(users).values(values);
}
