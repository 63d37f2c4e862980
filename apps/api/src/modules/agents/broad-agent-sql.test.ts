import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { searchAgents } from '../../db/schema-agents';
import { createEntry, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { liveSql } from '../entries/entry-expiry.queries';
import { broadAgentPage } from './broad-agent-sql';

/**
 * A broad agent's page reads the entries through entries' view (decision 030) and keeps its plan (decision
 * 022): the view is pulled up into the fenced walk, and search_agent_fits gets each entry's own row.
 */
describe('broad agent page', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('decides the fit on each entry’s own row, and walks the country’s index of the table', async () => {
    const { db } = database;
    const now = new Date();
    const [member, publisher] = [await createUser(db), await createUser(db)];
    const [agent] = await db
      .insert(searchAgents)
      .values({
        userId: member.id,
        companyId: member.companyId!,
        name: 'Up to 12 t to Hungary',
        formType: 'truck',
        unloadingCountry: 'HU',
        maxWeight: 12,
        mailedUntil: now,
        openedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const fits = await createEntry(db, { companyId: publisher.companyId!, userId: publisher.id, weight: 12 });
    await createEntry(db, { companyId: publisher.companyId!, userId: publisher.id, weight: 12.5 });
    await createEntry(db, { companyId: member.companyId!, userId: member.id, weight: 5 });

    const page = broadAgentPage(agent!, (e) => liveSql(now, e), 20);
    const rows = (await db.execute(page)) as unknown as { rows: { entryId: number }[] };
    expect(rows.rows.map((row) => Number(row.entryId))).toEqual([fits.id]);

    // The agent's country is a condition of the entries' own scan (an index condition at a million entries):
    // were the view not pulled up into the walk, it would filter the view's rows above the scan.
    const plan = (await db.execute(sql`explain ${page}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    const lines = plan.rows.map((row) => row['QUERY PLAN']);
    const scan = lines.findIndex((line) => / on entries\b/.test(line));
    const conditions = lines
      .slice(scan + 1)
      .filter((line, index, rest) => rest.slice(0, index + 1).every((one) => /^\s+(Index Cond|Filter):/.test(one)));
    expect(conditions.join('\n')).toContain("unloading_country = 'HU'::text");
  });
});
