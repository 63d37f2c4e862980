import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** Issue 34 item 6: the staff System page's data. */
describe('GET /api/staff/system/', () => {
  const ctx = useTestApp({ config: testConfig({ version: 'v-test-7' }) });
  let staffToken = '';
  let memberToken = '';
  beforeAll(async () => {
    staffToken = (await ctx.staff()).access;
    memberToken = (await ctx.member()).access;
  });

  it('is for staff only', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/staff/system/' })).statusCode).toBe(401);
    const member = await ctx.app.inject({ method: 'GET', url: '/api/staff/system/', headers: { authorization: `Bearer ${memberToken}` } });
    expect(member.statusCode).toBe(403);
  });

  it("shows the dependencies, the job queues and this process's report with its version, start and error rate", async () => {
    // A failure on our side (a 5xx) counts in the error rate: the database refuses a statement.
    for (let index = 0; index < 3; index++) await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/staff/system/', headers: { authorization: `Bearer ${staffToken}` } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.dependencies).toEqual({ database: 'up', listen: 'up', storage: 'up', jobs: 'up', mail: 'up' });
    expect(body.queues.map((queue: { queue: string }) => queue.queue)).toContain('mail');
    // This process reported when it became ready (its requests since then show at its next report).
    expect(body.processes).toEqual([
      expect.objectContaining({
        version: 'v-test-7',
        pid: process.pid,
        stale: false,
        sockets: 0,
        started_at: ctx.app.lifecycle.startedAt.toISOString(),
      }),
    ]);
    expect(body.open_sockets).toBe(0);
    expect(typeof body.requests_last_hour).toBe('number');
  });
});
