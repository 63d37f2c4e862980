import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runWithRequestId } from '../request-context';

/**
 * Every request has an id (issue 34): the balancer's X-Request-Id when it has an acceptable shape,
 * else a new one (Fastify's genReqId in app.ts). It is echoed in the answer's header and error body,
 * and the rest of the request runs in its context, so every log line, queued job and mail it causes names it.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    runWithRequestId(request.id, done);
  });
});
