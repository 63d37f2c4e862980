import type { FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import type { UploadedDocument } from './companies.service';
import { multipartError, uploadName } from '../../upload-parts';

/** Every `documents` file part of the multipart body, in memory (each bounded to 10 MB by the plugin). */
export async function readDocumentParts(request: FastifyRequest): Promise<UploadedDocument[]> {
  if (!request.isMultipart()) throw new AppError('validation_failed', { detail: 'The request must be multipart/form-data.' });
  const files: UploadedDocument[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'documents') files.push({ name: uploadName(part.filename, 'document.pdf'), bytes });
    }
  } catch (error) {
    throw multipartError(error, 'documents') ?? error;
  }
  return files;
}
