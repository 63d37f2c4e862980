import type { InjectOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type OpenApiDocument, type Operation } from '../test/fuzz/fuzz-requests';
import { useTestApp } from '../test/use-test-app';
import { requireAuthBeforeValidation } from './auth-first';

/** Bodies no schema accepts, in each way a body can be wrong: wrong type, wrong fields, not JSON, broken multipart. */
const INVALID_BODIES: Pick<InjectOptions, 'headers' | 'payload'>[] = [
  { headers: { 'content-type': 'application/json' }, payload: '{"unexpected": [1e308, "a\\u0000b"], "__proto__": {}}' },
  { headers: { 'content-type': 'application/json' }, payload: '[' },
  { headers: { 'content-type': 'text/plain' }, payload: 'not json' },
  { headers: { 'content-type': `multipart/form-data; boundary=${'b'.repeat(80)}` }, payload: '--x\r\n' },
];

/**
 * Every path parameter filled with a value no route accepts (not a number, NUL, out of range). Not one
 * over the router's 100 characters: that address matches no route (414), so no route's rule applies.
 */
const invalidPath = (path: string, index: number) =>
  path.replace(/\{[^}]+\}/g, () => ['not-a-number', 'a%00b', 'x'.repeat(99), '2147483648'][index % 4]!);

const isProtected = (operation: Operation) => ((operation.operation as { security?: unknown[] }).security ?? []).length > 0;

/** Issue 35 item 9: a protected route answers 401 to a guest before it reads the body, parameters or query. */
describe('authenticate before validating', () => {
  const ctx = useTestApp();
  let operations: Operation[];

  beforeAll(async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApiDocument;
    operations = operationsOf(document).filter(isProtected);
  });

  it('answers 401 on every protected route of the OpenAPI document without a token or with a bad one, whatever the body', async () => {
    // Every module's routes, not a handful: the document lists them all.
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('POST /api/auth/change-password/');
    const wrong: string[] = [];
    for (const [index, op] of operations.entries()) {
      for (const authorization of [undefined, 'Bearer not-a-token', 'Basic abc']) {
        const body = op.method === 'GET' || op.method === 'DELETE' ? {} : INVALID_BODIES[index % INVALID_BODIES.length]!;
        const response = await ctx.app.inject({
          method: op.method as InjectOptions['method'],
          url: `${invalidPath(op.path, index)}?limit=-1&__proto__=x&lang=${'x'.repeat(100)}`,
          headers: { ...(body.headers as Record<string, string> | undefined), ...(authorization ? { authorization } : {}) },
          payload: body.payload,
        });
        const code = (response.json() as { code?: string }).code;
        if (response.statusCode !== 401 || !['not_authenticated', 'token_not_valid'].includes(code ?? '')) {
          wrong.push(`${op.method} ${op.path} (${authorization ?? 'no token'}) -> ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('stops the server at start when a route checks the caller after validation, or declares a token it never checks', () => {
    const authenticate = async () => {};
    const route = (options: Partial<RouteOptions>) =>
      ({ method: 'POST', url: '/api/x/', handler: async () => ({}), ...options }) as RouteOptions;
    expect(() => requireAuthBeforeValidation(route({ preHandler: authenticate }), [authenticate])).toThrow(/onRequest, not preHandler/);
    expect(() => requireAuthBeforeValidation(route({ preValidation: [authenticate] }), [authenticate])).toThrow(/not preValidation/);
    expect(() => requireAuthBeforeValidation(route({ schema: { security: [{ bearer: [] }] } }), [authenticate])).toThrow(/no onRequest/);
    expect(() =>
      requireAuthBeforeValidation(route({ onRequest: [authenticate], schema: { security: [{ bearer: [] }] } }), [authenticate]),
    ).not.toThrow();
    expect(() => requireAuthBeforeValidation(route({}), [authenticate])).not.toThrow();
  });
});
