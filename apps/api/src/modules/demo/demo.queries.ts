import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { hasAnyUser } from '../users/user-seeding.queries';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Arbitrary constant: serialises demo seeding between API processes starting together on one PostgreSQL. */
const DEMO_SEED_LOCK = 7_318_204;

/**
 * Runs `write` only while there is no user, under a transaction-scoped advisory lock so that two
 * processes starting at once cannot both seed. The owners' inserts take `tx`, so the demo data is
 * written whole or not at all. Answers whether it wrote.
 */
export function whenNoUsers(db: Database, write: (tx: Transaction) => Promise<void>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (await hasAnyUser(tx)) return false;
    await write(tx);
    return true;
  });
}
