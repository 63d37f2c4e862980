import type { Database } from '../../db/client';
import { companies } from '../../db/schema';

// Companies written as given, for the demo data (decision 030: the companies table is this module's to write).

export type CompanyInsert = typeof companies.$inferInsert;

/** Inserts a company as given (in the caller's transaction) and answers its id. */
export async function insertCompany(db: Database, values: CompanyInsert): Promise<number> {
  const [row] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}
