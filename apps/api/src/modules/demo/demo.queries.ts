import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, users } from '../../db/schema';
import { entries } from '../../db/schema-listings';
import type { DemoPlace } from './demo.entries';
import type { DemoCity, EntryInsert } from './demo.entry-values';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
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

/** Inserts the users and answers their ids, in the order given. */
export async function insertUsers(tx: Transaction, values: UserInsert[]): Promise<number[]> {
  const rows = await tx.insert(users).values(values).returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * The imported city for each place, by country and name compared accent- and case-insensitively
 * (the cities_country_name_prefix index); the most populous when a name repeats in a country.
 * Answers one entry per place found, keyed by its position in `places`.
 */
export async function findCities(tx: Transaction, places: readonly DemoPlace[]): Promise<Map<number, DemoCity>> {
  if (places.length === 0) return new Map();
  const wanted = sql.join(
    places.map((place, position) => sql`(${position}::int, ${place.country}::text, ${place.name}::text)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    select w.position as wanted, c.id, c.name, c.country, c.latitude, c.longitude, c.feature_code as "featureCode"
    from (values ${wanted}) as w(position, country, name)
    cross join lateral (
      select * from cities
      where cities.country = w.country and immutable_unaccent(lower(cities.name)) = immutable_unaccent(lower(w.name))
      order by cities.population desc, cities.id
      limit 1
    ) c`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const found = new Map<number, DemoCity>();
  for (const row of rows) {
    found.set(Number(row.wanted), {
      id: Number(row.id),
      name: String(row.name),
      country: String(row.country),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      featureCode: String(row.featureCode),
    });
  }
  return found;
}

export async function insertEntries(tx: Transaction, values: EntryInsert[]): Promise<void> {
  if (values.length > 0) await tx.insert(entries).values(values);
}
