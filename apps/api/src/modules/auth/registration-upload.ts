import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { REQUIRED_REGISTRATION_DOCUMENTS, type CompanyType } from '@freight/shared/accounts-constants';
import { registrationSchema, type Registration } from '@freight/shared/accounts';
import { AppError } from '../../app-error';
import { sniffFileType } from '../../storage/file-storage';

export type UploadedFile = { name: string; bytes: Buffer };
export type RegistrationUpload = { data: unknown; documents: UploadedFile[] };

/** Multipart failures of @fastify/multipart, by error code, as the API's own codes. */
function uploadError(error: unknown): AppError | null {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('file_too_large', { fields: { documents: ['file_too_large'] } });
    case 'FST_FILES_LIMIT':
      return new AppError('validation_failed', { fields: { documents: ['too_many_files'] } });
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
function displayName(filename: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'document.pdf').slice(0, 200);
}

/**
 * Reads a registration-style multipart body: the `data` part (JSON) and every `documents` file
 * part into memory (each bounded by the plugin's 10 MB limit). Other parts are read and dropped.
 */
export async function readRegistrationUpload(request: FastifyRequest): Promise<RegistrationUpload> {
  let data: unknown = undefined;
  let hasData = false;
  const documents: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'documents') documents.push({ name: displayName(part.filename), bytes });
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
      }
    }
  } catch (error) {
    throw uploadError(error) ?? error;
  }
  if (!hasData) throw new AppError('validation_failed', { fields: { data: ['required'] } });
  return { data, documents };
}

/** Zod issues as `fields` keyed by the dotted path inside `data` (`company.VATNumber`). */
export function issuesToFields(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (path: PropertyKey[], code: string) => {
    const key = path.map(String).join('.') || 'non_field_errors';
    const codes = (fields[key] ??= []);
    if (!codes.includes(code)) codes.push(code);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // `status`, `role`, `is_superuser` … are not part of the payload; each is named as refused.
      for (const key of issue.keys) add([...issue.path, key], 'unrecognized_key');
      continue;
    }
    add(issue.path, /^[a-z][a-z0-9_]*$/.test(issue.message) ? issue.message : issue.code);
  }
  return fields;
}

/** §5 registration payload, strict: unknown keys (status, role, is_superuser …) fail validation. */
export function parseRegistration(data: unknown): Registration {
  const parsed = registrationSchema.safeParse(data);
  if (!parsed.success) throw new AppError('validation_failed', { fields: issuesToFields(parsed.error) });
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
