import crypto from 'node:crypto';
import type { SessionUser } from '@freight/shared/accounts';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '@freight/shared/accounts-constants';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import * as audit from '../audit/audit.service';
import * as accounts from '../users/user-accounts.queries';
import { notifySessionEnd } from '../realtime/session-ends.service';
import * as updates from '../updates/updates.service';
import type { AuthContext } from './auth-context';
import { verifyPassword } from './passwords.service';
import * as queries from './session.queries';
import * as throttle from '../../throttle';

export type TokenPair = { access: string; refresh: string };
export type LoginResult = TokenPair & { user: SessionUser };

/** An account may use the exchange when it is active and its company is active (superusers have no company). */
const mayUseExchange = (account: NonNullable<accounts.Account>) =>
  account.isActive && (account.isSuperuser || account.companyActive === true);

function sessionUser(account: NonNullable<accounts.Account>): SessionUser {
  return {
    id: account.id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    role: account.role,
    company: account.companyId,
    is_superuser: account.isSuperuser,
    last_seen_update: account.lastSeenUpdate?.toISOString() ?? null,
  };
}

/** A refresh token row for every token handed out, so rotation and reuse can be checked (DESIGN §1). */
async function issuePair(ctx: AuthContext, userId: number, familyId: string): Promise<TokenPair> {
  const refresh = await ctx.tokens.signRefresh(userId, familyId);
  await queries.insertRefreshToken(ctx.db, { jti: refresh.jti, userId, familyId, expiresAt: refresh.expiresAt }, ctx.clock());
  return { access: await ctx.tokens.signAccess(userId, familyId), refresh: refresh.token };
}

const loginRules = (ip: string, email: string): throttle.ThrottleRule[] => [
  { key: `login:ip:${ip}`, limit: LOGIN_ATTEMPTS_PER_MINUTE, windowSeconds: 60 },
  { key: `login:email:${email}`, limit: LOGIN_ATTEMPTS_PER_MINUTE, windowSeconds: 60 },
];

/**
 * The login limit; the attempt that first goes past it is a lockout, written to the audit log with the
 * counter in one transaction (issue 33). Later refused attempts in the same window add no row.
 */
async function enforceLoginLimit(db: Database, rules: throttle.ThrottleRule[], email: string, ip: string, now: Date): Promise<void> {
  const wait = await db.transaction(async (tx) => {
    const { wait, onset } = await throttle.hitWithOnset(tx, rules, now);
    if (onset) {
      const account = await accounts.selectAccountByEmail(tx, email, now);
      await audit.record(tx, {
        at: now,
        actorUserId: account?.id ?? null,
        actorLabel: email,
        companyId: account?.companyId ?? null,
        action: 'login_locked',
        details: { ip, known_account: account !== undefined },
      });
    }
    return wait;
  });
  if (wait > 0) throw new throttle.RateLimitedError(wait);
}

/**
 * POST /api/auth/login/. Every failure before the company check answers the same
 * `invalid_credentials`, after one password verification either way, so the answer says nothing
 * about whether the address has an account. Only the right password learns `company_inactive`.
 */
export async function login(ctx: AuthContext, input: { email: string; password: string }, ip: string): Promise<LoginResult> {
  const now = ctx.clock();
  const rules = loginRules(ip, input.email);
  await enforceLoginLimit(ctx.db, rules, input.email, ip, now);

  const account = await accounts.selectAccountByEmail(ctx.db, input.email, now);
  const passwordOk = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account || !passwordOk || !account.isActive) throw new AppError('invalid_credentials');
  if (!mayUseExchange(account)) throw new AppError('company_inactive');

  // A successful login gives its attempt back: colleagues behind one office IP are not throttled by each other.
  await throttle.release(ctx.db, rules, now);
  const tokens = await issuePair(ctx, account.id, crypto.randomUUID());
  const lastSeenUpdate = await updates.markSeenAtLogin(ctx.db, account.id, now);
  return { ...tokens, user: { ...sessionUser(account), last_seen_update: lastSeenUpdate } };
}

/**
 * 403 `company_inactive` when the token's own member is active but the company may not use the
 * exchange: the token proved who asks, so the member learns why the session ends (issue 13 item 10:
 * "pay the subscription", not "session expired"), as login tells it after the right password.
 */
async function refuseInactiveCompany(ctx: AuthContext, userId: number, now: Date): Promise<void> {
  const account = await accounts.selectAccountById(ctx.db, userId, now);
  if (account?.isActive && !mayUseExchange(account)) throw new AppError('company_inactive');
}

/**
 * POST /api/auth/token/refresh/: rotation with reuse detection. A token is good for one refresh;
 * presenting it again means it was copied, so the whole family (that login) is revoked.
 */
export async function refresh(ctx: AuthContext, token: string): Promise<TokenPair> {
  const now = ctx.clock();
  const claims = await ctx.tokens.verifyRefresh(token);
  if (!claims) throw new AppError('token_not_valid');
  const rotated = await queries.rotateRefreshToken(ctx.db, claims.jti, now);
  if (!rotated) {
    const row = await queries.selectRefreshToken(ctx.db, claims.jti);
    if (row?.rotatedAt) await queries.revokeFamily(ctx.db, row.familyId, now);
    // Deactivation revokes the company's logins: an unused token revoked that way says why.
    else if (row?.revokedAt) await refuseInactiveCompany(ctx, row.userId, now);
    throw new AppError('token_not_valid');
  }
  const account = await accounts.selectAccountById(ctx.db, rotated.userId, now);
  if (!account || !mayUseExchange(account)) {
    // A deactivated user or company keeps no session alive.
    await queries.revokeFamily(ctx.db, rotated.familyId, now);
    await refuseInactiveCompany(ctx, rotated.userId, now);
    throw new AppError('token_not_valid');
  }
  return issuePair(ctx, account.id, rotated.familyId);
}

/** POST /api/auth/logout/: ends the login the refresh token belongs to (also when already ended). */
export async function logout(ctx: AuthContext, token: string): Promise<void> {
  const claims = await ctx.tokens.verifyRefresh(token);
  if (!claims) throw new AppError('token_not_valid');
  await ctx.db.transaction(async (tx) => {
    await queries.revokeFamily(tx, claims.familyId, ctx.clock());
    // The login's open sockets close too (issue 14), in every process.
    await notifySessionEnd(tx, { userId: claims.userId, familyIds: [claims.familyId], reason: 'logout' });
  });
}

/**
 * Drops refresh rows that expired a day ago (they can never verify again): one process runs it for all,
 * once an hour (the job queue's schedule, jobs-plugin.ts).
 */
/**
 * Sessions other modules end (the refresh tokens are auth's): a deleted employee's, and every member's
 * of companies staff deactivate. The access tokens left run out within minutes; the realtime side is
 * the caller's (notifySessionEnd, company standing).
 */
export const revokeSessionsOfUser = (db: Database, userId: number, now: Date) => queries.revokeAllOfUser(db, userId, now);
export const revokeSessionsOfCompanies = (db: Database, companyIds: number[], now: Date) =>
  queries.revokeAllOfCompanies(db, companyIds, now);

export function pruneExpiredRefreshTokens(db: Database, now: Date): Promise<void> {
  return queries.deleteExpiredRefreshTokens(db, now);
}
