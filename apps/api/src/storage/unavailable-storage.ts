import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../app-error';
import { NETWORK_ERROR_CODES } from '../network-errors';
import type { FileStorage } from './file-storage';

/** Seconds a client is asked to wait when the storage did not answer (DESIGN §3 `service_unavailable`). */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The storage could not be reached or answered with its own failure (S3 5xx, a refused or timed-out connection). */
export function isStorageUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; name?: unknown; $metadata?: { httpStatusCode?: number } };
  if (typeof e.code === 'string' && NETWORK_ERROR_CODES.has(e.code)) return true;
  if (e.name === 'TimeoutError' || e.name === 'RequestTimeout') return true;
  const status = e.$metadata?.httpStatusCode;
  return status !== undefined && status >= 500;
}

/**
 * The storage as routes and services use it: an unreachable storage answers 503 with Retry-After
 * (DESIGN §3), like an unreachable database, instead of a 500. `check` keeps the raw error for readiness.
 */
export function withUnavailableAsRetry(storage: FileStorage, log: FastifyBaseLogger): FileStorage {
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error;
      log.warn({ err: error }, 'storage unavailable');
      throw Object.assign(new AppError('service_unavailable', { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS }), { cause: error });
    }
  };
  return {
    put: (body, extension) => guard(() => storage.put(body, extension)),
    open: (key) => guard(() => storage.open(key)),
    remove: (key) => guard(() => storage.remove(key)),
    check: () => storage.check(),
    close: () => storage.close(),
  };
}
