import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import type { UploadedDocument } from './companies.service';
import { multipartError, uploadName } from '../../upload-parts';

/**
 * Every `documents` file part of the multipart body, in memory (each bounded to 10 MB by the plugin), at most
 * `maxFiles` of them (more answers `too_many_files`); a file under another name is drained, never kept.
 */
export async function readDocumentParts(request: FastifyRequest, maxFiles: number): Promise<UploadedDocument[]> {
  if (!request.isMultipart()) throw new AppError('validation_failed', { detail: 'The request must be multipart/form-data.' });
  const files: UploadedDocument[] = [];
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'documents') {
        part.file.resume();
        continue;
      }
      files.push({ name: uploadName(part.filename, 'document.pdf'), bytes: await part.toBuffer() });
    }
  } catch (error) {
    throw multipartError(error, 'documents') ?? error;
  }
  return files;
}
