import type { FastifyRequest } from 'fastify';
import { CHANGE_REQUEST_DOCUMENT_MAX_BYTES, changeRequestFormSchema } from '@freight/shared/change-requests';
import { AppError } from '../../app-error';
import { multipartError, takeTextField, uploadName } from '../../upload-parts';
import { issuesToFields } from '../../zod-fields';
import type { ChangeRequestUpload } from './change-requests.service';

/**
 * The multipart form of POST /api/company-change-requests/: text parts for the changed fields and the
 * reason (first value of each name), one `document` file bounded while it streams in. Read whole before
 * anything is checked or stored.
 */
export async function readChangeRequestUpload(request: FastifyRequest): Promise<ChangeRequestUpload> {
  if (!request.isMultipart()) throw new AppError('validation_failed', { detail: 'The request must be multipart/form-data.' });
  const fields: Record<string, string> = {};
  let document: ChangeRequestUpload['document'];
  try {
    for await (const part of request.parts({ limits: { fileSize: CHANGE_REQUEST_DOCUMENT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'document') document = { name: uploadName(part.filename, 'document.pdf'), bytes };
      } else if (typeof part.value === 'string') {
        takeTextField(fields, { fieldname: part.fieldname, value: part.value, valueTruncated: part.valueTruncated });
      }
    }
  } catch (error) {
    throw multipartError(error, 'document') ?? error;
  }
  const parsed = changeRequestFormSchema.safeParse(fields);
  if (!parsed.success) throw new AppError('validation_failed', { fields: issuesToFields(parsed.error.issues) });
  const { reason, ...changed } = parsed.data;
  return { fields: changed, reason, document };
}
