import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/client';
import { createCompany, createUser } from '../../test/factories';
import { createTestDatabase } from '../../test/test-app';
import { userView } from '../users/users-view.queries';
import { companyActiveIn, companyView } from './companies-view.queries';

/** The read views other modules join (decision 030) answer like the tables and plan like them. */
describe('read views of the owners', () => {
  let database: DbHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const now = new Date('2026-06-01T00:00:00.000Z');

  it('joins users to their active company through the views, without a subquery left in the plan', async () => {
    const { db } = database;
    const active = await createCompany(db, { status: 'active', subscriptionStartedAt: new Date('2026-05-01T00:00:00Z') });
    const pending = await createCompany(db, { status: 'pending' });
    const member = await createUser(db, { companyId: active.id });
    await createUser(db, { companyId: pending.id });

    const c = companyView('c');
    const u = userView('u');
    const query = db.select({ userId: u.id, company: c.name }).from(u).innerJoin(c, eq(c.id, u.companyId)).where(companyActiveIn(c, now));
    expect(await query).toEqual([{ userId: member.id, company: active.name }]);

    const plan = (await db.execute(sql`explain ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).not.toMatch(/Subquery Scan/);
  });

  it('never offers the password hash', () => {
    expect(Object.keys(userView('u')._.selectedFields)).not.toContain('passwordHash');
    expect(Object.keys(userView('u')._.selectedFields)).toContain('email');
  });
});
