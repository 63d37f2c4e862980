import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from '@freight/shared/accounts-constants';
import { AppError } from '../app-error';
import { requireAuthBeforeValidation } from './auth-first';
import type { Database } from '../db/client';

export type AuthUser = { userId: number; companyId: number | null; role: 'admin' | 'employee'; isSuperuser: boolean };
export type RefreshClaims = { userId: number; jti: string; familyId: string; expiresAt: Date };
/** `familyId`: the login the token was issued for (null for tokens made outside a login, e.g. in tests). */
export type AccessClaims = { userId: number; familyId: string | null; expiresAt: Date };

/**
 * A member's standing as the users module reads it, with the company's (`companyActive`: null
 * without a company). app.ts hands the plugin the users module's reader and writer of it:
 * plugins import no module (decision 024), and the users table is the users module's (decision 043).
 */
export type StandingRow = {
  id: number;
  companyId: number | null;
  role: 'admin' | 'employee';
  isSuperuser: boolean;
  isActive: boolean;
  lastSeenAt: Date | null;
  companyActive: boolean | null;
  /** The end of the company's paid period: a kept standing is trusted no longer. */
  subscriptionEndsAt: Date | null;
};
export type MemberStandings = {
  /** The standings of these members in one statement; a member without a row (deleted) is left out. */
  read: (db: Database, userIds: number[], now: Date) => Promise<StandingRow[]>;
  /** Records the member's request at `now` (last_seen_at). */
  markSeen: (db: Database, userId: number, now: Date) => Promise<void>;
};

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
    /** onRequest hook: a valid access token of an active user of an active company (or a superuser). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: authenticate, then superusers only. */
    requireSuperuser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The same checks for a bare token (websocket auth message). */
    resolveAccessToken: (token: string) => Promise<AuthUser | null>;
    /** Drops the cached standing of these companies' members (null: of everyone), so their next request reads it afresh. */
    forgetCompanyStandings: (companyIds: number[] | null) => void;
    /** Drops the cached standing of these members (null: of everyone): the member_standing NOTIFY (decision 058). */
    forgetMemberStandings: (userIds: number[] | null) => void;
  }
  interface FastifyRequest {
    auth: AuthUser;
  }
}

/** How many verified access tokens one process keeps (a few hundred bytes each). */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * HS256 only (an allowlist, never the token's own `alg`), with the claims of DESIGN §1. An access token
 * is verified once: its claims are kept by the token's text until its `exp` (the moment jose would
 * refuse it), so later requests with it cost a map lookup instead of an HMAC and two JSON parses
 * (issue 15: about 7 % of a search answer). Only valid tokens are kept, at most MAX_VERIFIED_TOKENS.
 */
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
  const verifiedAccess = new Map<string, AccessClaims>();
  return {
    signAccess: (userId, familyId) =>
      sign({ token_type: 'access', ...(familyId ? { fam: familyId } : {}) }, userId, ACCESS_TOKEN_SECONDS, crypto.randomUUID()),
    async signRefresh(userId, familyId) {
      const jti = crypto.randomUUID();
      const token = await sign({ token_type: 'refresh', fam: familyId }, userId, REFRESH_TOKEN_SECONDS, jti);
      return { token, jti, expiresAt: new Date((nowSeconds() + REFRESH_TOKEN_SECONDS) * 1000) };
    },
    async verifyAccess(token) {
      const known = verifiedAccess.get(token);
      if (known) {
        if (known.expiresAt.getTime() > clock().getTime()) return known;
        verifiedAccess.delete(token);
        return null;
      }
      const payload = await verify(token, 'access');
      if (!payload) return null;
      const claims: AccessClaims = {
        userId: Number(payload.sub),
        familyId: typeof payload.fam === 'string' ? payload.fam : null,
        expiresAt: new Date((payload.exp as number) * 1000),
      };
      if (verifiedAccess.size >= MAX_VERIFIED_TOKENS) verifiedAccess.delete(verifiedAccess.keys().next().value!);
      verifiedAccess.set(token, claims);
      return claims;
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

/** How often last_seen_at is written for one user (active_users counts members seen in 15 minutes). */
const SEEN_WRITE_INTERVAL_MS = 60_000;

export type AuthOptions = { jwtSecret: string; clock?: () => Date; authCacheMs: number; standings: MemberStandings };

export const authPlugin = fp(async (app: FastifyInstance, opts: AuthOptions) => {
  const clock = opts.clock ?? (() => new Date());
  app.decorate('clock', clock);
  app.decorate('tokens', createTokenService(opts.jwtSecret, clock));
  app.decorateRequest('auth', null as unknown as AuthUser);

  /** `until`: end of its window; `usedAt`: the member's last request (colleagues' reads leave it). */
  type Standing = { auth: AuthUser | null; companyId: number | null; lastSeenAt: Date | null; until: number; usedAt: number };
  // A member's standing (active user and company, role) read from the database, kept for
  // AUTH_CACHE_MS, never past the end of the company's paid period. Every process forgets it at once
  // when it changes (decision 058): a member's deactivation, deletion, role or company by the
  // member_standing NOTIFY of a trigger on users (forgetMemberStandings), a company's deactivation or
  // re-approval by the company_status NOTIFY (forgetCompanyStandings). The window bounds only a change
  // whose NOTIFY was lost, and a lost LISTEN connection forgets every standing when it is back.
  const standings = new Map<number, Standing>();
  const MAX_STANDINGS = 10_000;
  // The members of each company whose standing is kept: when one member's window ends, the standings
  // of the colleagues kept here (those who asked within the last minute) are read in the same query, so a
  // company costs one read per window however many of its members are signed in.
  const companyMembers = new Map<number, Set<number>>();
  const MAX_COLLEAGUES_PER_READ = 100;
  const COLLEAGUE_IDLE_MS = 60_000;
  // Reads under way, per member: parallel requests of a member (or of colleagues) wait for one read.
  const reading = new Map<number, Promise<Map<number, Standing>>>();
  // Moves on every forget: a read that began before it is answered, never kept.
  let generation = 0;

  function forgetMember(userId: number) {
    const standing = standings.get(userId);
    if (!standing) return;
    standings.delete(userId);
    if (standing.companyId !== null) companyMembers.get(standing.companyId)?.delete(userId);
  }

  function remember(userId: number, standing: Standing) {
    forgetMember(userId);
    if (standings.size >= MAX_STANDINGS) forgetMember(standings.keys().next().value!);
    standings.set(userId, standing);
    if (standing.companyId === null) return;
    let members = companyMembers.get(standing.companyId);
    if (!members) companyMembers.set(standing.companyId, (members = new Set()));
    members.add(userId);
  }

  /** The standings of these members in one query, the asking member first (a member without a row has none: deleted). */
  async function readStandings(userIds: number[], now: Date): Promise<Map<number, Standing>> {
    // The company's standing by the one rule, on the app's clock, as search and the sweep apply it.
    const rows = await opts.standings.read(app.db, userIds, now);
    const window = now.getTime() + opts.authCacheMs;
    // A paid period that ends within the window ends the standing's trust with it; one already over (a refused
    // member) changes nothing, so a refused member's requests do not each cost a read.
    const until = (row?: StandingRow) => {
      const ends = row?.subscriptionEndsAt?.getTime();
      return ends !== undefined && ends > now.getTime() ? Math.min(window, ends) : window;
    };
    const usedAt = (id: number) => (id === userIds[0] ? now.getTime() : (standings.get(id)?.usedAt ?? 0));
    const read = new Map<number, Standing>(
      userIds.map((id) => [id, { auth: null, companyId: null, lastSeenAt: null, until: until(), usedAt: usedAt(id) }]),
    );
    for (const row of rows) {
      // A deactivated user or company ends its sessions at once, not when the access token expires.
      const valid = row.isActive && (row.isSuperuser || row.companyActive === true);
      read.set(row.id, {
        auth: valid ? { userId: row.id, companyId: row.companyId, role: row.role, isSuperuser: row.isSuperuser } : null,
        companyId: row.companyId,
        lastSeenAt: row.lastSeenAt,
        until: until(row),
        usedAt: usedAt(row.id),
      });
    }
    return read;
  }

  async function standingOf(userId: number, now: Date): Promise<Standing> {
    const cached = standings.get(userId);
    if (cached && cached.until > now.getTime()) {
      cached.usedAt = now.getTime();
      return cached;
    }
    if (opts.authCacheMs <= 0) return (await readStandings([userId], now)).get(userId)!;
    const pending = reading.get(userId);
    if (pending) {
      const standing = (await pending).get(userId)!;
      standing.usedAt = now.getTime();
      return standing;
    }
    const colleagues = cached?.companyId == null ? [] : [...(companyMembers.get(cached.companyId) ?? [])];
    const recent = (id: number) => id !== userId && !reading.has(id) && standings.get(id)!.usedAt > now.getTime() - COLLEAGUE_IDLE_MS;
    const userIds = [userId, ...colleagues.filter(recent).slice(0, MAX_COLLEAGUES_PER_READ)];
    const began = generation;
    const read = readStandings(userIds, now).then((found) => {
      if (generation === began) for (const [id, standing] of found) remember(id, standing);
      return found;
    });
    for (const id of userIds) reading.set(id, read);
    try {
      return (await read).get(userId)!;
    } finally {
      for (const id of userIds) if (reading.get(id) === read) reading.delete(id);
    }
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
      await opts.standings.markSeen(app.db, userId, now);
    }
    return standing.auth;
  }
  app.decorate('resolveAccessToken', resolveAccessToken);

  /** Requests from now on read afresh: no read that began before this is joined or kept. */
  function forgetStandings(userIds: Iterable<number> | null) {
    generation++;
    reading.clear();
    if (userIds === null) {
      standings.clear();
      companyMembers.clear();
      return;
    }
    for (const userId of [...userIds]) forgetMember(userId);
  }
  app.decorate('forgetCompanyStandings', (companyIds: number[] | null) =>
    forgetStandings(companyIds === null ? null : companyIds.flatMap((companyId) => [...(companyMembers.get(companyId) ?? [])])),
  );
  app.decorate('forgetMemberStandings', forgetStandings);

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

  app.addHook('onRoute', (route) => requireAuthBeforeValidation(route, [app.authenticate, app.requireSuperuser]));
});
