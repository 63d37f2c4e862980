import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@freight/shared/errors';
import { AppError, defaultDetail } from '../app-error';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';
import { withRetryAfter } from '../retry-after';
import { routeValidationToFields } from '../zod-fields';

function body(code: ErrorCode, detail?: string, fields?: Record<string, string[]>): Omit<ApiError, 'request_id'> {
  return fields ? { code, detail: detail ?? defaultDetail(code), fields } : { code, detail: detail ?? defaultDetail(code) };
}

/**
 * The one error handler (DESIGN §3): every failure leaves as `{code, detail, fields?}`.
 * 5xx answers say only `server_error`; the real error goes to the log, never to the client.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Every error answer names its request in the body (issue 34), as in X-Request-Id, so a member can
  // quote it to support. Answers that must not tell two cases apart (a wrong password and an unknown
  // address) differ only by this id, which is random per request and so tells nothing.
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || !('code' in payload) || !('detail' in payload)) return payload;
    return { ...payload, request_id: request.id };
  });
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) withRetryAfter(reply, error.retryAfterSeconds);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(body('validation_failed', undefined, routeValidationToFields(error.validation)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('rate_limited'));
    if (status === 413) return reply.status(400).send(body('file_too_large'));
    if (status === 415 || (status >= 400 && status < 500 && error.code?.startsWith('FST_ERR_CTP'))) {
      // Malformed JSON, empty JSON body, unsupported content type: the request is not valid.
      return reply.status(400).send(body('validation_failed', 'The request body could not be read.'));
    }
    if (status === 404) return reply.status(404).send(body('not_found'));
    if (status >= 400 && status < 500) return reply.status(400).send(body('validation_failed'));
    if (isDatabaseUnavailable(error)) {
      // Down, unreachable or frozen: the client may try again shortly; the pool reconnects by itself.
      request.log.warn({ err: error }, 'database unavailable');
      return withRetryAfter(reply.status(503), DB_RETRY_AFTER_SECONDS).send(body('service_unavailable'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('server_error'));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(body('not_found')));
});
