import type { RouteOptions } from 'fastify';

/** The hooks that run after the body is parsed and validated: a login check there answers 400 before 401. */
const LATE_HOOKS = ['preParsing', 'preValidation', 'preHandler'] as const;

const hooksOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * Authenticate before validating, on every route (issue 35): a guest must learn nothing of a protected
 * route's schema, so every route that checks the caller does it in `onRequest`, before its body or
 * parameters are read, and every route the OpenAPI document marks as protected (`security`) checks the
 * caller. A route that breaks either rule stops the server at start, not a request in production.
 */
export function requireAuthBeforeValidation(route: RouteOptions, checks: unknown[]) {
  const where = `${String(route.method)} ${route.url}`;
  for (const hook of LATE_HOOKS) {
    if (hooksOf(route[hook]).some((fn) => checks.includes(fn))) throw new Error(`${where}: authenticate in onRequest, not ${hook}`);
  }
  const declared = Array.isArray(route.schema?.security) && route.schema.security.length > 0;
  if (declared && !hooksOf(route.onRequest).some((fn) => checks.includes(fn))) {
    throw new Error(`${where}: its OpenAPI security asks for a token, but no onRequest hook checks it`);
  }
}
