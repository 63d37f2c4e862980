import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import { AppError } from '../app-error';
import { subscriptionExpiresAt } from '../db/company-sql';
import { companies, users } from '../db/schema';

export type AuthUser = { userId: number; companyId: number | null; role: 'admin' | 'employee'; isSuperuser: boolean };
export type RefreshClaims = { userId: number; jti: string; familyId: string; expiresAt: Date };
/** `familyId`: the login the token was issued for (null for tokens made outside a login, e.g. in tests). */
export type AccessClaims = { userId: number; familyId: string | null; expiresAt: Date };

export type TokenService = {
  /** With the login's `familyId`, so a socket opened with the token closes when that login ends. */
  signAccess(userId: number, familyId?: string): Promise<string>;
  signRefresh(userId: number, familyId: string): Promise<{ token: string; jti: string; expiresAt: Date }>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  verifyRefresh(token: string): Promise<RefreshClaims | null>;
};

declare module 'fastify' {
  interface FastifyInstance {
    clock: () => Date;
    tokens: TokenService;
    /** preHandler: a valid access token of an active user of an active company (or a superuser). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: authenticate, then superusers only. */
    requireSuperuser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The same checks for a bare token (websocket auth message). */
    resolveAccessToken: (token: string) => Promise<AuthUser | null>;
    /** Drops the cached standing of these companies' members (null: of everyone), so their next request reads it afresh. */
    forgetCompanyStandings: (companyIds: number[] | null) => void;
  }
  interface FastifyRequest {
    auth: AuthUser;
  }
}

/** HS256 only (an allowlist, never the token's own `alg`), with the claims of DESIGN §1. */
function createTokenService(secret: string, clock: () => Date): TokenService {
  // A KeyObject once: a raw byte key would be imported again on every sign and verify.
  const key = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const sign = (claims: Record<string, unknown>, subject: number, lifetime: number, jti: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(subject))
      .setJti(jti)
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + lifetime)
      .sign(key);
  const verify = async (token: string, type: 'access' | 'refresh') => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
      if (payload.token_type !== type || !payload.sub || !payload.jti || !payload.exp) return null;
      return payload;
    } catch {
      return null;
    }
  };
  return {
    signAccess: (userId, familyId) =>
      sign({ token_type: 'access', ...(familyId ? { fam: familyId } : {}) }, userId, ACCESS_TOKEN_SECONDS, crypto.randomUUID()),
    async signRefresh(userId, familyId) {
      const jti = crypto.randomUUID();
      const token = await sign({ token_type: 'refresh', fam: familyId }, userId, REFRESH_TOKEN_SECONDS, jti);
      return { token, jti, expiresAt: new Date((nowSeconds() + REFRESH_TOKEN_SECONDS) * 1000) };
    },
    async verifyAccess(token) {
      const payload = await verify(token, 'access');
      if (!payload) return null;
      return {
        userId: Number(payload.sub),
        familyId: typeof payload.fam === 'string' ? payload.fam : null,
        expiresAt: new Date((payload.exp as number) * 1000),
      };
    },
    async verifyRefresh(token) {
      const payload = await verify(token, 'refresh');
      if (!payload || typeof payload.fam !== 'string') return null;
      return {
        userId: Number(payload.sub),
        jti: payload.jti as string,
        familyId: payload.fam,
        expiresAt: new Date((payload.exp as number) * 1000),
      };
    },
  };
}

/** SQL: a company may use the exchange while approved and within its paid period. */
export const companyIsActive = sql`(${companies.status} = 'active' AND ${subscriptionExpiresAt} > now())`;

/** How often last_seen_at is written for one user (active_users counts members seen in 15 minutes). */
const SEEN_WRITE_INTERVAL_MS = 60_000;

export const authPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string; clock?: () => Date; authCacheMs: number }) => {
  const clock = opts.clock ?? (() => new Date());
  app.decorate('clock', clock);
  app.decorate('tokens', createTokenService(opts.jwtSecret, clock));
  app.decorateRequest('auth', null as unknown as AuthUser);

  type Standing = { auth: AuthUser | null; companyId: number | null; lastSeenAt: Date | null; until: number };
  // A member's standing (active user and company, role) read from the database, kept for
  // AUTH_CACHE_MS: a deactivation or deletion takes effect within that time in every process; a
  // company's deactivation or re-approval at once (forgetCompanyStandings, from the company_status NOTIFY).
  const standings = new Map<number, Standing>();
  const MAX_STANDINGS = 10_000;

  async function standingOf(userId: number, now: Date): Promise<Standing> {
    const cached = standings.get(userId);
    if (cached && cached.until > now.getTime()) return cached;
    const [row] = await app.db
      .select({
        id: users.id,
        companyId: users.companyId,
        role: users.role,
        isSuperuser: users.isSuperuser,
        isActive: users.isActive,
        lastSeenAt: users.lastSeenAt,
        companyActive: sql<boolean | null>`${companyIsActive}`,
      })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, userId));
    // A deactivated user or company ends its sessions at once, not when the access token expires.
    const valid = row && row.isActive && (row.isSuperuser || row.companyActive === true);
    const standing: Standing = {
      auth: valid ? { userId: row.id, companyId: row.companyId, role: row.role, isSuperuser: row.isSuperuser } : null,
      companyId: row?.companyId ?? null,
      lastSeenAt: row?.lastSeenAt ?? null,
      until: now.getTime() + opts.authCacheMs,
    };
    if (opts.authCacheMs > 0) {
      if (standings.size >= MAX_STANDINGS) standings.delete(standings.keys().next().value!);
      standings.set(userId, standing);
    }
    return standing;
  }

  async function resolveAccessToken(token: string): Promise<AuthUser | null> {
    const claims = await app.tokens.verifyAccess(token);
    if (claims === null) return null;
    const { userId } = claims;
    const now = clock();
    const standing = await standingOf(userId, now);
    if (!standing.auth) return null;
    if (!standing.lastSeenAt || now.getTime() - standing.lastSeenAt.getTime() > SEEN_WRITE_INTERVAL_MS) {
      standing.lastSeenAt = now;
      await app.db.update(users).set({ lastSeenAt: now }).where(eq(users.id, userId));
    }
    return standing.auth;
  }
  app.decorate('resolveAccessToken', resolveAccessToken);

  app.decorate('forgetCompanyStandings', (companyIds: number[] | null) => {
    if (companyIds === null) return standings.clear();
    const changed = new Set(companyIds);
    for (const [userId, standing] of standings)
      if (standing.companyId !== null && changed.has(standing.companyId)) standings.delete(userId);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw new AppError('not_authenticated');
    const [scheme, token] = header.split(' ');
    if (scheme !== 'Bearer' || !token) throw new AppError('not_authenticated');
    const auth = await resolveAccessToken(token);
    if (!auth) throw new AppError('token_not_valid');
    request.auth = auth;
  });

  app.decorate('requireSuperuser', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply);
    if (!request.auth.isSuperuser) throw new AppError('permission_denied');
  });
});
