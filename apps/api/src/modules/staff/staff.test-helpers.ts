import { createCompany, readMails, type ReadMail } from '../../test/factories';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { companies } from '../../db/schema';
import { refreshTokens, users } from '../../db/schema';

/** Small test-data helpers of the staff, updates and demo tests (rows inserted directly, tokens signed by the app). */

const unique = () => `${Date.now() % 1_000_000}${crypto.randomInt(100_000, 999_999)}`;

/** Companies come from the shared factory (same defaults and paid-period rule as every API test). */
export const insertCompany = createCompany;

export async function insertUser(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({ email: `user${unique()}@example.com`, firstName: 'Maria', lastName: 'Ionescu', role: 'admin', ...overrides })
    .returning();
  if (!row) throw new Error('insertUser: no row');
  return row;
}

export const insertSuperuser = (db: Database) => insertUser(db, { isSuperuser: true, companyId: null });

/** An active company with its administrator. */
export async function insertMember(db: Database, company: Partial<typeof companies.$inferInsert> = {}) {
  const row = await insertCompany(db, company);
  return { company: row, user: await insertUser(db, { companyId: row.id }) };
}

/** The Authorization header of a real access token, the one plugins/auth.ts checks. */
export async function bearer(app: FastifyInstance, userId: number): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await app.tokens.signAccess(userId)}` };
}

/** A stored, unrevoked refresh token of the user (what a login leaves behind). */
export async function insertRefreshToken(app: FastifyInstance, userId: number): Promise<string> {
  const { jti, expiresAt } = await app.tokens.signRefresh(userId, crypto.randomUUID());
  await app.db.insert(refreshTokens).values({ jti, userId, familyId: crypto.randomUUID(), expiresAt });
  return jti;
}

export type OutboxMail = ReadMail;

/** The outbox of the app's DATA_DIR, newest first, parsed by mailparser (the reader of test/factories). */
export async function outboxMails(dataDir: string): Promise<OutboxMail[]> {
  return (await readMails(dataDir)).reverse();
}
