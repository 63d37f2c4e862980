import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REGISTRATION_DOCUMENT_MAX_BYTES, REGISTRATION_DOCUMENTS_MAX_COUNT } from '@freight/shared/accounts-constants';

/** Upload limits of every multipart route (registration, onboarding, later documents and incidents). */
export const MULTIPART_LIMITS = {
  /** §5 documents: 10 MB per file; a larger file fails with `file_too_large`. */
  fileSize: REGISTRATION_DOCUMENT_MAX_BYTES,
  /** At most 10 files in one request. */
  files: REGISTRATION_DOCUMENTS_MAX_COUNT,
  /** Plain fields are small: the registration's `data` JSON is a few hundred bytes. */
  fieldSize: 64 * 1024,
  fields: 20,
  fieldNameSize: 100,
  parts: 40,
  headerPairs: 100,
} as const;

/**
 * Registers @fastify/multipart with its limits in one place (CONVENTIONS: the plugin holds the
 * limits, not the route). Routes read parts with `request.parts()`; nothing is buffered to disk.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: MULTIPART_LIMITS });
});
