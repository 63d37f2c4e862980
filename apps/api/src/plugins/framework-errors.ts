import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@freight/shared/errors';

/**
 * Refusals Fastify and Node make before any route or hook runs (issue 14): a malformed address,
 * a path parameter over the router's length, headers over Node's limit. They answer in the API's
 * `{code, detail}` shape like every other error, and never echo the request back (Fastify's own
 * answers repeat the whole path).
 */

const json = (code: ApiError['code'], detail: string, requestId?: string) =>
  JSON.stringify((requestId === undefined ? { code, detail } : { code, detail, request_id: requestId }) satisfies ApiError);

/** Fastify's `frameworkErrors` option: the router's refusals, answered through a normal reply. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply
      .status(414)
      .type('application/json')
      .send(json('validation_failed', 'The address is too long.', request.id));
  }
  return reply
    .status(400)
    .type('application/json')
    .send(json('validation_failed', 'The address is not valid.', request.id));
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', detail: 'The request headers are too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', detail: 'The request took too long to arrive.' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', detail: 'The request could not be read.' };

/**
 * Fastify's `clientErrorHandler` option: requests Node's parser refused, answered on the raw socket.
 * No request exists yet, so no request id either: nothing was logged under one for support to find.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refusal = CLIENT_ERRORS[error.code ?? ''] ?? BAD_REQUEST;
  const body = json(refusal.status === 408 ? 'service_unavailable' : 'validation_failed', refusal.detail);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
