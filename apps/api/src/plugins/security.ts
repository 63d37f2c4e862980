import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // An answer to a signed-in request holds that member's data: no browser or proxy may keep it.
    if (request.headers.authorization) reply.header('cache-control', 'private, no-store');
  });
});
