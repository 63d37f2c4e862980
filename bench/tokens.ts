import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import { JWT_SECRET } from './settings';

const key = crypto.createSecretKey(Buffer.from(JWT_SECRET, 'utf8'));

/**
 * An access token for `userId`, as the API signs one (apps/api/src/plugins/auth.ts, createTokenService:
 * HS256, `token_type: access`, subject, random jti, issued now, valid ACCESS_TOKEN_SECONDS), with the
 * JWT_SECRET the bench gives its API processes. Logging in 1,000 members would meet the login rate limit.
 */
export function accessToken(userId: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_SECONDS)
    .sign(key);
}

/** Fresh tokens for these members (they last ACCESS_TOKEN_SECONDS: minted again before each phase). */
export const accessTokens = (members: { userId: number }[]) => Promise.all(members.map((member) => accessToken(member.userId)));
