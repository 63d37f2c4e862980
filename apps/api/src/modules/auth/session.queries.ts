import { and, eq, gt, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { userView } from '../users/users-view.queries';

export async function insertRefreshToken(
  db: Database,
  token: { jti: string; userId: number; familyId: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.insert(refreshTokens).values({ ...token, createdAt: now });
}

/**
 * Marks a live refresh token rotated, in one statement so two parallel refreshes with the same
 * token cannot both succeed. Answers its owner, or null when it is unknown, expired, revoked or already rotated.
 */
export async function rotateRefreshToken(db: Database, jti: string, now: Date): Promise<{ userId: number; familyId: string } | null> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(
      and(eq(refreshTokens.jti, jti), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row ?? null;
}

export async function selectRefreshToken(db: Database, jti: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti));
  return row ?? null;
}

/** Whether the login still holds a refresh token that is neither revoked nor expired (it was not logged out or ended). */
export async function loginIsLive(db: Database, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ jti: refreshTokens.jti })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}

export async function revokeFamily(db: Database, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllOfUser(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the companies' members: their refresh tokens can no longer be rotated. */
export async function revokeAllOfCompanies(db: Database, companyIds: number[], now: Date): Promise<void> {
  if (companyIds.length === 0) return;
  const members = userView('members');
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        inArray(refreshTokens.userId, db.select({ id: members.id }).from(members).where(inArray(members.companyId, companyIds))),
      ),
    );
}

/** Every login of the user but `keepFamilyId` (a password change keeps the session that made it). */
export async function revokeOtherLoginsOfUser(db: Database, userId: number, keepFamilyId: string | null, now: Date): Promise<void> {
  const others = keepFamilyId === null ? undefined : ne(refreshTokens.familyId, keepFamilyId);
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), others));
}

/** Rows of tokens that expired a day ago: such a token can never verify again, so reuse detection needs no row. */
export async function deleteExpiredRefreshTokens(db: Database, now: Date): Promise<void> {
  await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
}
