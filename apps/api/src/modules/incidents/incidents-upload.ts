import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  INCIDENT_DOCUMENT_MAX_BYTES,
  INCIDENT_DOCUMENTS_MAX_COUNT,
  INCIDENT_FILE_TYPES,
  INCIDENT_MIN_DOCUMENTS,
  type IncidentKind,
} from '@freight/shared/incidents';
import { AppError } from '../../app-error';
import { sniffFileType } from '../../storage/file-storage';
import { issuesToFields } from '../../zod-fields';
import { multipartError, takeTextField, uploadName } from '../../upload-parts';

export type IncidentFile = { name: string; bytes: Buffer; type: 'pdf' | 'png' | 'jpg' };
export type IncidentUpload = { fields: Record<string, string>; files: { name: string; bytes: Buffer }[] };

/**
 * Reads the whole incident form into memory before anything is checked or stored: plain fields
 * (first value of each name) and every `documents` file, each bounded to 4 MB (§9) so a larger
 * file fails with `file_too_large` while it streams in. Other file parts are read and dropped.
 */
export async function readIncidentUpload(request: FastifyRequest): Promise<IncidentUpload> {
  const fields: Record<string, string> = {};
  const files: IncidentUpload['files'] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: INCIDENT_DOCUMENT_MAX_BYTES, files: INCIDENT_DOCUMENTS_MAX_COUNT } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'documents') files.push({ name: uploadName(part.filename, 'document'), bytes });
      } else if (typeof part.value === 'string') {
        takeTextField(fields, { fieldname: part.fieldname, value: part.value, valueTruncated: part.valueTruncated });
      }
    }
  } catch (error) {
    throw multipartError(error, 'documents') ?? error;
  }
  return { fields, files };
}

export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new AppError('validation_failed', { fields: issuesToFields(parsed.error.issues) });
  return parsed.data;
}

/**
 * §5 documents: each file's type by its bytes (never its name or declared type), then the count:
 * 4 for a payment incident (transport order, CMR, invoice, proof of sending), 1 for a transport incident.
 */
export function checkDocuments(kind: IncidentKind, files: IncidentUpload['files']): IncidentFile[] {
  const allowed = INCIDENT_FILE_TYPES[kind];
  const checked = files.map((file) => ({ ...file, type: sniffFileType(file.bytes) }));
  if (checked.some((file) => file.type === null || !allowed.includes(file.type))) {
    throw new AppError('unsupported_file', { fields: { documents: ['unsupported_file'] } });
  }
  if (checked.length < INCIDENT_MIN_DOCUMENTS[kind]) {
    throw new AppError('insufficient_documents', { fields: { documents: ['insufficient_documents'] } });
  }
  return checked as IncidentFile[];
}
