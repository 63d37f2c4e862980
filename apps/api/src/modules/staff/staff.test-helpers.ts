import { createCompany } from '../../test/factories';
import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { companies } from '../../db/schema';
import { refreshTokens, users } from '../../db/schema';
import { readOutbox } from '../../mail/mailer';

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

const decodeQuotedPrintable = (value: string) =>
  Buffer.from(
    value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeHeader = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );

export type OutboxMail = { to: string; subject: string; text: string };

/** The outbox of the app's DATA_DIR, newest first, with plain-text bodies decoded. */
export function outboxMails(dataDir: string): OutboxMail[] {
  return readOutbox(path.join(dataDir, 'outbox')).map(({ content }) => {
    const eml = content.replace(/\r\n/g, '\n');
    const split = eml.indexOf('\n\n');
    const headers = eml.slice(0, split).replace(/\n\s+/g, ' ');
    const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
    const raw = eml.slice(split + 2);
    const encoding = header('Content-Transfer-Encoding').toLowerCase();
    const text =
      encoding === 'quoted-printable'
        ? decodeQuotedPrintable(raw)
        : encoding === 'base64'
          ? Buffer.from(raw.replace(/\s/g, ''), 'base64').toString('utf8')
          : raw;
    return { to: header('To'), subject: decodeHeader(header('Subject')), text };
  });
}
