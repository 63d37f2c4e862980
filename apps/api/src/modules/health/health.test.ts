import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe('GET /api/health/', () => {
  const config = testConfig();
  const ctx = useTestApp({ config });

  it('answers ok with each dependency up: database, LISTEN connection, storage and job queue', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', dependencies: { database: 'up', listen: 'up', storage: 'up', jobs: 'up' } });
  });

  it('answers 503 naming storage when the files folder cannot be used, and ok again once it can', async () => {
    const files = path.join(config.dataDir, 'files');
    fs.rmSync(files, { recursive: true, force: true });
    // A plain file where the folder should be: no folder can be made or written there, even as root.
    fs.writeFileSync(files, 'not a folder');
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        request_id: expect.any(String),
        code: 'service_unavailable',
        detail: 'Not ready: storage down.',
        dependencies: { database: 'up', listen: 'up', storage: 'down', jobs: 'up' },
      });
    } finally {
      fs.rmSync(files, { force: true });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });

  it('answers 503 naming the job queue once it no longer hands out jobs', async () => {
    await ctx.app.jobs.stop();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      request_id: expect.any(String),
      code: 'service_unavailable',
      detail: 'Not ready: jobs down.',
      dependencies: { database: 'up', listen: 'up', storage: 'up', jobs: 'down' },
    });
  });

  it('answers 503 once the database is gone', async () => {
    await ctx.database.close();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 'service_unavailable',
      detail: expect.stringContaining('database'),
      dependencies: { database: 'down' },
    });
    expect(response.headers['retry-after']).toBe('5');
    // close() in afterAll must not fail on an already closed database.
    ctx.database.close = () => Promise.resolve();
  });
});
