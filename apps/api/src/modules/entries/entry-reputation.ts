import type { Entry } from '@freight/shared/entries';
import type { Database } from '../../db/client';
import { compactReputationsOf } from '../reputation/reputation.service';

/**
 * Issue 32 item 4: each entry's company carries its compact reputation, looked up once for the whole
 * page by its companies' ids (the reputation table's primary key), never once per entry.
 */
export async function withReputations(db: Database, list: Entry[]): Promise<Entry[]> {
  if (list.length === 0) return list;
  const byCompany = await compactReputationsOf(
    db,
    list.map((entry) => entry.company.id),
  );
  return list.map((entry) => ({ ...entry, company: { ...entry.company, reputation: byCompany.get(entry.company.id) } }));
}
