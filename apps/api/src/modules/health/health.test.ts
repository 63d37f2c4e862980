import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';

describe('GET /api/health/', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers ok while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', dependencies: { database: 'up' } });
  });

  it('answers 503 once the database is gone', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable', dependencies: { database: 'down' } });
    expect(response.headers['retry-after']).toBe('5');
    // close() in afterAll must not fail on an already closed database.
    ctx.database.close = () => Promise.resolve();
  });
});
