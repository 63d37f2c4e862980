import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import type { UploadedDocument } from './companies.service';

/** The shown name of an upload: no folders, no control characters, bounded length. */
function displayName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'document.pdf').slice(0, 200);
}

/** @fastify/multipart failures (limits of plugins/multipart.ts) as the API's own codes. */
function uploadError(error: unknown): AppError | null {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('file_too_large', { fields: { documents: ['file_too_large'] } });
    case 'FST_FILES_LIMIT':
      return new AppError('validation_failed', { fields: { documents: ['too_many_files'] } });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PROTO_VIOLATION':
      return new AppError('validation_failed', { detail: 'The request must be multipart/form-data within the upload limits.' });
    default:
      return null;
  }
}

/** Every `documents` file part of the multipart body, in memory (each bounded to 10 MB by the plugin). */
export async function readDocumentParts(request: FastifyRequest): Promise<UploadedDocument[]> {
  if (!request.isMultipart()) throw new AppError('validation_failed', { detail: 'The request must be multipart/form-data.' });
  const files: UploadedDocument[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'documents') files.push({ name: displayName(part.filename), bytes });
    }
  } catch (error) {
    throw uploadError(error) ?? error;
  }
  return files;
}
