import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';
import { refuseHostileInput } from '../input-safety';

/** RFC 2046 §5.1.1: a multipart boundary is 1 to 70 characters. */
const MAX_BOUNDARY_LENGTH = 70;

/** A NUL written into the address (%00), in any case. */
const ENCODED_NUL = /%00/i;

function refuse(field: string, code: string): never {
  throw new AppError('validation_failed', { fields: { [field]: [code] } });
}

/** Multipart needs a boundary within the standard's length before busboy reads a byte. */
function checkMultipartBoundary(request: FastifyRequest) {
  const type = request.headers['content-type'];
  if (typeof type !== 'string' || !/^multipart\//i.test(type)) return;
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;]*))/i.exec(type);
  const value = (boundary?.[1] ?? boundary?.[2] ?? '').trim();
  if (!value || value.length > MAX_BOUNDARY_LENGTH) refuse('non_field_errors', 'invalid_multipart');
}

/**
 * Refuses hostile input on every route before its handler runs (issue 14): NUL characters and
 * prototype keys in the path, query and JSON body answer 400 `validation_failed` naming the field,
 * instead of reaching PostgreSQL or an object's prototype. Multipart plain fields are checked by the
 * readers (they are parsed inside the handler), with the same rule.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // preParsing, not onRequest: a protected route's own onRequest checks the caller first (issue 35), and
  // this still runs before any byte of the body is parsed.
  app.addHook('preParsing', async (request) => {
    if (ENCODED_NUL.test(request.url) || request.url.includes('\u0000')) refuse('non_field_errors', 'invalid_character');
    checkMultipartBoundary(request);
  });
  app.addHook('preValidation', async (request) => {
    for (const value of [request.params, request.query, request.body]) refuseHostileInput(value);
  });
});
