import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/server-process';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

/** Issue 34 item 3: liveness and readiness, distinct; readiness asks mail too and says no while draining. */
describe('GET /api/health/live and /api/health/ready', () => {
  const ctx = useTestApp();
  // An SMTP relay nobody listens on.
  const noRelay = useTestApp(async () => ({
    config: testConfig({ smtpUrl: `smtp://127.0.0.1:${await freePort()}`, mailSendTimeoutSeconds: 1 }),
  }));

  it('answers live and ready with every dependency, mail (the outbox) included', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      state: 'ready',
      dependencies: { database: 'up', listen: 'up', storage: 'up', jobs: 'up', mail: 'up' },
    });
  });

  it('is not ready while the SMTP relay does not answer, but still live', async () => {
    const ready = await noRelay.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      code: 'service_unavailable',
      detail: 'Not ready: mail down.',
      dependencies: { mail: 'down', database: 'up' },
    });
    expect((await noRelay.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('answers 503 draining at once after a SIGTERM began the drain, while live and other requests still answer', async () => {
    ctx.app.lifecycle.drain();
    const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBeDefined();
    expect(ready.json()).toEqual({
      request_id: expect.any(String),
      code: 'service_unavailable',
      detail: 'Not ready: shutting down.',
      state: 'draining',
      dependencies: {},
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });
});
