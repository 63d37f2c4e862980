import { AppError } from './app-error';

/**
 * @fastify/multipart failures (limits of plugins/multipart.ts or of the route), by their error
 * code, as the API's own codes (DESIGN §3); file errors are reported on `fileField`. Null for
 * anything else, which the caller rethrows.
 */
export function multipartError(error: unknown, fileField: string): AppError | null {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('file_too_large', { fields: { [fileField]: ['file_too_large'] } });
    case 'FST_FILES_LIMIT':
      return new AppError('validation_failed', { fields: { [fileField]: ['too_many_files'] } });
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('validation_failed', { fields: { data: ['invalid_json'] } });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return new AppError('validation_failed', { detail: 'The request must be multipart/form-data within the upload limits.' });
    default:
      return null;
  }
}

/** The shown name of an upload: no folders, no control characters, bounded length. */
export function uploadName(filename: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || fallback).slice(0, 200);
}
