import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import type { Database } from '../../db/client';
import { passwordResetTokens } from '../../db/schema';

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * A random single-use reset token: only its hash is stored, it expires after 6 hours, and it
 * supersedes every earlier unused token of the user. Used by the reset request and by staff
 * approval (the administrator sets a first password through the same flow).
 */
export async function issueResetToken(db: Database, userId: number, now: Date): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000),
      createdAt: now,
    });
  });
  return token;
}

/** Marks a valid token used and answers its user, or null when unknown, used, superseded or expired. */
export async function consumeResetToken(db: Database, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}

/** The link in the e-mail, always built from PUBLIC_URL, never from the request's Host header. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password/${encodeURIComponent(token)}`;
}
