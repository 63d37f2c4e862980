import { AppError } from './app-error';
import { refuseHostileInput } from './input-safety';

/**
 * @fastify/multipart failures (limits of plugins/multipart.ts or of the route), by their error
 * code, as the API's own codes (DESIGN §3); file errors are reported on `fileField`. The reader's
 * own AppErrors give null, and the caller rethrows them unchanged.
 *
 * Callers wrap only the reading of the body in the try, so any other failure there is the body's:
 * busboy's "Unexpected end of multipart data", "Multipart: Boundary not found", "Malformed part
 * header" … carry no code, and a cut-off or hand-made body must answer 400, never 500 (issue 14).
 */
export function multipartError(error: unknown, fileField: string): AppError | null {
  if (error instanceof AppError) return null;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('file_too_large', { fields: { [fileField]: ['file_too_large'] } });
    case 'FST_FILES_LIMIT':
      return new AppError('validation_failed', { fields: { [fileField]: ['too_many_files'] } });
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError('validation_failed', { fields: { data: ['invalid_json'] } });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      // A part named `__proto__` or `constructor` (@fastify/multipart refuses it before the reader sees it).
      return new AppError('validation_failed', { fields: { non_field_errors: ['forbidden_key'] } });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('validation_failed', { detail: 'The request must be multipart/form-data within the upload limits.' });
    default:
      return new AppError('validation_failed', { detail: 'The multipart body could not be read.' });
  }
}

/** Control characters, and the bidirectional ones that would draw "invoice\u202Efdp.exe" as "invoiceexe.pdf". */
// eslint-disable-next-line no-control-regex
const UNSHOWN = /[\u0000-\u001f\u007f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The shown name of an upload: no folders, no control or bidirectional characters, bounded length. */
export function uploadName(filename: string, fallback: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(UNSHOWN, '').trim();
  return (base || fallback).slice(0, 200);
}

/**
 * A multipart text field into `fields`: hostile text refused, a repeated name keeps its first value, a
 * value past the field-size limit answers `too_long` on that field.
 */
export function takeTextField(fields: Record<string, string>, part: { fieldname: string; value: string; valueTruncated: boolean }) {
  refuseHostileInput({ [part.fieldname]: part.value });
  if (Object.hasOwn(fields, part.fieldname)) return;
  if (part.valueTruncated) throw new AppError('validation_failed', { fields: { [part.fieldname]: ['too_long'] } });
  fields[part.fieldname] = part.value;
}
