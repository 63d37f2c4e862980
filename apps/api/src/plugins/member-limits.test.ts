import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema-trust';
import { seedTestCities } from '../test/fixtures/seed-cities';
import { testConfig } from '../test/test-app';
import { useTestApp, type TestMember } from '../test/use-test-app';
import { bearer, entryBody } from '../modules/entries/entries.test-helpers';

/** A read comes back every 60 / 7 s: Retry-After 9 when the bucket has just run dry. */
const READS_PER_MINUTE = 7;

/** Decision 071 through real HTTP: reads of the exchange per member, publishes per company, 429 with Retry-After. */
describe('per-member limits', () => {
  let nowMs = Date.now();
  const ctx = useTestApp(() => ({
    clock: () => new Date(nowMs),
    config: testConfig({ memberReadsPerMinute: READS_PER_MINUTE, companyPublishesPerHour: 360 }),
  }));
  let reader: TestMember;
  let colleague: TestMember;
  let stranger: TestMember;

  beforeAll(async () => {
    await seedTestCities(ctx.db);
    reader = await ctx.member();
    colleague = await ctx.member({ companyId: reader.companyId });
    stranger = await ctx.member();
  });

  // Tokens signed at the moved clock: the test moves it by hours.
  const get = async (member: TestMember, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: await bearer(ctx.app, member.user.id) });
  const publish = async (member: TestMember) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ware-requests/create/',
      headers: await bearer(ctx.app, member.user.id),
      payload: entryBody('ware', new Date(nowMs)),
    });
  /** The audit rows staff read for this member's runs of refusals. */
  const auditedRuns = (member: TestMember) =>
    ctx.db
      .select({ company: auditLog.companyId, label: auditLog.actorLabel, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'member_limited'), eq(auditLog.actorUserId, member.user.id)))
      .orderBy(auditLog.id);
  const refusals = async (limit: string) => {
    const metric = await ctx.app.metrics.memberLimitRefusals.get();
    return metric.values.find((value) => value.labels.limit === limit)?.value ?? 0;
  };

  it('refuses a member past the minute’s reads with 429 and Retry-After, counting searches, entry and company pages alike', async () => {
    const before = await refusals('reads');
    const reads = [
      '/api/truck-requests/?limit=5',
      '/api/ware-requests/?my=true',
      `/api/companies/${stranger.companyId}/`,
      `/api/companies/${stranger.companyId}/reputation/`,
      '/api/companies/?search=abc',
      '/api/truck-requests/not-a-real-uid/',
      '/api/truck-requests/not-a-real-uid/matches/',
    ];
    for (const url of reads) expect((await get(reader, url)).statusCode, url).not.toBe(429);

    const refused = await get(reader, '/api/truck-requests/?limit=5');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBe('9');
    expect(await refusals('reads')).toBe(before + 1);

    // Per member: a colleague of the same company and a member of another still read.
    expect((await get(colleague, '/api/truck-requests/?limit=5')).statusCode).toBe(200);
    expect((await get(stranger, '/api/truck-requests/?limit=5')).statusCode).toBe(200);

    // One audit row for the run of refusals, however many requests it refuses.
    expect((await get(reader, '/api/companies/?search=abc')).statusCode).toBe(429);
    expect(await auditedRuns(reader)).toEqual([
      // Staff see who it was without looking the id up, as with a locked login.
      { company: reader.companyId, label: reader.user.email, details: { limit: 'reads', route: 'GET /api/truck-requests/' } },
    ]);

    nowMs += 10_000;
    expect((await get(reader, '/api/truck-requests/?limit=5')).statusCode).toBe(200);
    expect((await get(reader, '/api/companies/?search=abc')).statusCode).toBe(429);
    // A read allowed in between: the next refusal starts a new run.
    expect((await auditedRuns(reader)).map((row) => row.details)).toEqual([
      { limit: 'reads', route: 'GET /api/truck-requests/' },
      { limit: 'reads', route: 'GET /api/companies/' },
    ]);
    expect(await auditedRuns(colleague)).toEqual([]);
  });

  it('checks who calls before counting: no token is 401, and costs nobody a read', async () => {
    nowMs += 60_000;
    for (let i = 0; i < 10; i += 1) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/truck-requests/' })).statusCode).toBe(401);
    }
    expect((await get(reader, '/api/truck-requests/?limit=5')).statusCode).toBe(200);
  });

  it('leaves other calls alone: the deals and the dashboard counts answer while the reads are used up', async () => {
    nowMs += 60_000;
    for (let i = 0; i < READS_PER_MINUTE; i += 1) await get(reader, '/api/truck-requests/?limit=5');
    expect((await get(reader, '/api/truck-requests/?limit=5')).statusCode).toBe(429);
    expect((await get(reader, '/api/deals/')).statusCode).toBe(200);
    expect((await get(reader, '/api/dashboard-counts/')).statusCode).not.toBe(429);
  });

  it('refuses a company’s publishes past 30 at once and then one every 10 s, for all its members', async () => {
    nowMs += 3_600_000;
    const before = await refusals('publishes');
    for (let i = 0; i < 30; i += 1) {
      const published = await publish(i % 2 === 0 ? reader : colleague);
      expect(published.statusCode, published.body).toBe(201);
    }
    const refused = await publish(colleague);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBe('10');
    expect(await refusals('publishes')).toBe(before + 1);
    expect((await auditedRuns(colleague)).map((row) => row.details)).toEqual([
      { limit: 'publishes', route: 'POST /api/ware-requests/create/' },
    ]);
    expect((await publish(stranger)).statusCode).toBe(201);

    nowMs += 10_000;
    expect((await publish(reader)).statusCode).toBe(201);
    expect((await publish(reader)).statusCode).toBe(429);
  });
});

describe('per-member limits set to 0', () => {
  const ctx = useTestApp(() => ({ config: testConfig({ memberReadsPerMinute: 0, companyPublishesPerHour: 0 }) }));

  it('limit nothing', async () => {
    const member = await ctx.member();
    for (let i = 0; i < 50; i += 1) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/truck-requests/?limit=1',
        headers: { authorization: `Bearer ${member.access}` },
      });
      expect(answer.statusCode).toBe(200);
    }
  });
});

describe('per-member limits when the audit log cannot be written', () => {
  const ctx = useTestApp(() => ({ config: testConfig({ memberReadsPerMinute: 1 }) }));

  it('still answers 429, not 500: the record is for staff, the refusal for the member', async () => {
    const member = await ctx.member();
    const search = () =>
      ctx.app.inject({ method: 'GET', url: '/api/truck-requests/?limit=1', headers: { authorization: `Bearer ${member.access}` } });
    expect((await search()).statusCode).toBe(200);
    await ctx.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      expect((await search()).statusCode).toBe(429);
    } finally {
      await ctx.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
  });
});
