import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** Browser features the exchange never uses; a page of ours can never be made to ask for them. */
const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'interest-cohort=()'].join(', ');

/**
 * Security headers for every answer. Request limits are not here: login, registration and resets count
 * in PostgreSQL (the API's throttle.ts, decision 005) so that every API process counts together, and
 * browsing is never throttled, so dispatchers behind one office NAT never slow each other down.
 *
 * HTTPS-only headers (HSTS, `upgrade-insecure-requests`) are sent only when the public address is
 * https: a server opened over plain http on a LAN address otherwise showed a blank page, because the
 * browser upgraded its script requests to an https port nobody listens on (issue 14).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const https = new URL(opts.publicUrl).protocol === 'https:';
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        scriptSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    // An answer to a signed-in request holds that member's data: no browser or proxy may keep it.
    if (request.headers.authorization) reply.header('cache-control', 'private, no-store');
  });
});

/**
 * Helmet's headers for these options, computed once. They depend on the options alone (no nonces), and
 * @fastify/helmet built helmet's middleware again for every request: 8 % of a busy API process's CPU in the
 * bench's cached search (issue 30 item 5). Helmet's middleware only sets and removes headers, synchronously.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}
