import type { FastifyReply } from 'fastify';

/**
 * The one place an answer says when to ask again (429 and 503, DESIGN §3): RFC 9110 §10.2.3's
 * delay in whole seconds. The error handler and the health route both go through it.
 */
export function withRetryAfter(reply: FastifyReply, seconds: number): FastifyReply {
  return reply.header('Retry-After', String(Math.max(1, Math.ceil(seconds))));
}
