import type { FastifyRequest } from 'fastify';
import { REGISTRATION_UPLOAD_MAX_TOTAL_BYTES, REQUIRED_REGISTRATION_DOCUMENTS, type CompanyType } from '@freight/shared/accounts-constants';
import { registrationSchema, type Registration } from '@freight/shared/accounts';
import { AppError } from '../../app-error';
import { sniffFileType } from '../../storage/file-storage';
import { refuseHostileInput } from '../../input-safety';
import { issuesToFields } from '../../zod-fields';
import { multipartError, uploadName } from '../../upload-parts';

export type UploadedFile = { name: string; bytes: Buffer };
export type RegistrationUpload = { data: unknown; documents: UploadedFile[] };

/** Reads a file part to its end without keeping it (a part the form does not use). */
async function drain(stream: AsyncIterable<Buffer>): Promise<void> {
  for await (const _chunk of stream) {
    // dropped
  }
}

/**
 * Reads a file part into memory, refusing it (`file_too_large`) as soon as it passes `limit`
 * bytes: what the request's earlier files left of its total allowance.
 */
async function readWithin(stream: AsyncIterable<Buffer> & { truncated?: boolean }, limit: number): Promise<Buffer> {
  const tooLarge = () => new AppError('file_too_large', { fields: { documents: ['file_too_large'] } });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk);
  }
  // The plugin's per-file limit cuts the stream short and marks it.
  if (stream.truncated) throw tooLarge();
  return Buffer.concat(chunks, size);
}

/**
 * Reads a registration-style multipart body: the `data` part (JSON) and every `documents` file
 * part into memory, each bounded by the plugin's 10 MB limit and all of them together by
 * REGISTRATION_UPLOAD_MAX_TOTAL_BYTES. Other parts are read and dropped.
 */
export async function readRegistrationUpload(request: FastifyRequest): Promise<RegistrationUpload> {
  let data: unknown = undefined;
  let hasData = false;
  const documents: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'documents') {
          await drain(part.file);
          continue;
        }
        const bytes = await readWithin(part.file, REGISTRATION_UPLOAD_MAX_TOTAL_BYTES - total);
        total += bytes.length;
        documents.push({ name: uploadName(part.filename, 'document.pdf'), bytes });
      } else if (part.fieldname === 'data' && !hasData) {
        hasData = true;
        data = part.value;
        if (typeof data === 'string') {
          if (part.valueTruncated) throw new AppError('validation_failed', { fields: { data: ['too_long'] } });
          try {
            data = JSON.parse(data);
          } catch {
            throw new AppError('validation_failed', { fields: { data: ['invalid_json'] } });
          }
        }
        refuseHostileInput(data);
      }
    }
  } catch (error) {
    throw multipartError(error, 'documents') ?? error;
  }
  if (!hasData) throw new AppError('validation_failed', { fields: { data: ['required'] } });
  return { data, documents };
}

/** §5 registration payload, strict: unknown keys (status, role, is_superuser …) fail validation. */
export function parseRegistration(data: unknown): Registration {
  const parsed = registrationSchema.safeParse(data);
  if (!parsed.success) throw new AppError('validation_failed', { fields: issuesToFields(parsed.error.issues) });
  return parsed.data;
}

/**
 * §5 documents: every file must be a PDF by its bytes (never its name or declared type);
 * files repeating an earlier name (also one already stored) are ignored.
 */
export function acceptedDocuments(files: UploadedFile[], storedNames: string[] = []): UploadedFile[] {
  if (files.some((file) => sniffFileType(file.bytes) !== 'pdf')) {
    throw new AppError('unsupported_file', { fields: { documents: ['unsupported_file'] } });
  }
  const seen = new Set(storedNames);
  return files.filter((file) => {
    if (seen.has(file.name)) return false;
    seen.add(file.name);
    return true;
  });
}

/** §5: 3 documents for carriers and forwarders, 2 for producers. */
export function requireDocumentCount(type: CompanyType, count: number): void {
  if (count < REQUIRED_REGISTRATION_DOCUMENTS[type]) {
    throw new AppError('insufficient_documents', { fields: { documents: ['insufficient_documents'] } });
  }
}
