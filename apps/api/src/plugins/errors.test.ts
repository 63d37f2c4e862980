import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { createTestDatabase, testConfig } from '../test/test-app';
import type { DbHandle } from '../db/client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

const INTERNAL_SECRET = 'SELECT password FROM users /work/main/apps/api/src/secret.ts';

describe('one error handler (DESIGN §3)', () => {
  let database: DbHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database });
    // Probe routes added the way a module would add them, to reach every branch of the handler.
    app.post('/api/test-echo/', { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } }, (request) => request.body);
    app.get('/api/test-bug/', () => {
      throw new Error(INTERNAL_SECRET);
    });
    app.get('/api/test-app-error/', () => {
      throw new AppError('company_inactive');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers an unknown /api path with 404 not_found', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ request_id: expect.any(String), code: 'not_found', detail: expect.any(String) });
  });

  it('answers an unknown method on a known path with 404 not_found', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/health/' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
  });

  it('answers a malformed JSON body with 400 validation_failed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.eu", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed' });
    expect(response.body).not.toMatch(/Unexpected|position|JSON\.parse/);
  });

  it('answers a schema violation with 400 validation_failed and the failing fields', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test-echo/', payload: { email: 'not-an-email', age: 1.5 } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['age', 'email']);
  });

  it('answers a thrown bug with 500 server_error and nothing internal', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-bug/', headers: { 'x-request-id': 'bug-report-0001' } });
    expect(response.statusCode).toBe(500);
    // The request's id, for the member to quote to support (issue 34).
    expect(response.json()).toEqual({ code: 'server_error', detail: expect.any(String), request_id: 'bug-report-0001' });
    expect(response.body).not.toContain('SELECT');
    expect(response.body).not.toContain('/work/');
    expect(response.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('maps an AppError to its status and code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-app-error/' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('company_inactive');
  });
});
