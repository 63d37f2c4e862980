import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { captureLogs, testConfig } from './test/test-app';
import { useTestApp } from './test/use-test-app';
import { maskUrl } from './logger';

describe('structured logs', () => {
  const logs = captureLogs();
  const ctx = useTestApp({ config: testConfig({ logLevel: 'info' }), logStream: logs.stream });
  beforeAll(async () => {
    ctx.app.log.info({ body: { email: 'a@b.eu', password: 'hunter2-secret' } }, 'a service logs its input by mistake');
  });

  it('never writes tokens or passwords', async () => {
    await ctx.app.inject({
      method: 'GET',
      url: '/api/reset-password/tok-SECRET-1?token=tok-SECRET-2&lang=en',
      headers: { authorization: 'Bearer tok-SECRET-3' },
    });
    const text = logs.lines.join('\n');
    expect(logs.lines.length).toBeGreaterThan(1);
    expect(text).toContain('"url"');
    expect(text).not.toContain('tok-SECRET');
    expect(text).not.toContain('hunter2-secret');
    for (const line of logs.lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('logs a failed query by its SQL and error, never by the values it carried', async () => {
    const before = logs.lines.length;
    const failed = await ctx.database.db.execute(sql`select ${'leaked@example.eu'}::int as id`).catch((error: unknown) => error);
    ctx.app.log.error({ err: failed }, 'a query failed');
    const written = logs.lines.slice(before).join('\n');
    expect(written).toContain('Failed query: select $1::int as id');
    expect(written).toContain('invalid input syntax for type integer');
    expect(written).not.toContain('leaked@example.eu');
  });

  it('masks secrets in paths and queries but keeps the rest', () => {
    expect(maskUrl('/reset-password/abc?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(maskUrl('/registration-initialized?tid=42&lang=ro')).toBe('/registration-initialized?tid=[redacted]&lang=ro');
  });
});
