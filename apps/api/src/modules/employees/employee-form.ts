import type { FastifyRequest } from 'fastify';
import { employeeCreateSchema, type EmployeeCreate } from '@freight/shared/employees';
import { AppError } from '../../app-error';
import { MULTIPART_LIMITS } from '../../plugins/multipart';
import type { UploadedFile } from './employees.service';
import { refuseHostileInput } from '../../input-safety';
import { issuesToFields } from '../../zod-fields';
import { multipartError, uploadName } from '../../upload-parts';

/** The spec's flat multipart fields: `phones[0].number`, `alt_emails[1].email`, repeated `spoken_languages`. */
const LIST_FIELD = /^(phones|alt_emails)\[(\d{1,2})\]\.([a-z_]+)$/;
const BOOLEAN_FIELDS = new Set([
  'hasSignalApp',
  'hasWhatsApp',
  'should_receive_truck_emails',
  'should_receive_ware_emails',
  'has_whatsapp',
  'has_signal',
]);
const asBoolean = (value: string) => ['true', 'on', '1'].includes(value.toLowerCase());

/** One employee form needs more plain fields than the registration (a few per extra phone); one file. */
const EMPLOYEE_FORM_LIMITS = { ...MULTIPART_LIMITS, files: 1, fields: 150, parts: 160 };

/** Builds the nested object of employeeCreateSchema from the flat field list. */
export function formFieldsToObject(fields: [string, string][]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const lists: Record<'phones' | 'alt_emails', Record<string, unknown>[]> = { phones: [], alt_emails: [] };
  const languages: string[] = [];
  for (const [name, value] of fields) {
    const listMatch = LIST_FIELD.exec(name);
    if (listMatch) {
      const [, list, index, key] = listMatch as unknown as [string, 'phones' | 'alt_emails', string, string];
      const row = (lists[list][Number(index)] ??= {});
      row[key] = BOOLEAN_FIELDS.has(key) ? asBoolean(value) : value;
    } else if (name === 'spoken_languages' || name === 'spoken_languages[]') {
      languages.push(...value.split(',').filter(Boolean));
    } else if (BOOLEAN_FIELDS.has(name)) {
      data[name] = asBoolean(value);
    } else if (!(name in data)) {
      data[name] = value;
    }
  }
  data.phones = lists.phones.filter(Boolean);
  data.alt_emails = lists.alt_emails.filter(Boolean);
  data.spoken_languages = languages;
  return data;
}

export function parseEmployeeForm(data: Record<string, unknown>): EmployeeCreate {
  const parsed = employeeCreateSchema.safeParse(data);
  if (!parsed.success) throw new AppError('validation_failed', { fields: issuesToFields(parsed.error.issues) });
  return parsed.data;
}

/** Reads the multipart employee form: plain fields and the one `hiring_proof` file. */
export async function readEmployeeForm(request: FastifyRequest): Promise<{ data: Record<string, unknown>; hiringProof?: UploadedFile }> {
  if (!request.isMultipart()) throw new AppError('validation_failed', { detail: 'The request must be multipart/form-data.' });
  const fields: [string, string][] = [];
  let hiringProof: UploadedFile | undefined;
  try {
    for await (const part of request.parts({ limits: EMPLOYEE_FORM_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'hiring_proof' && !hiringProof) hiringProof = { name: uploadName(part.filename, 'hiring-proof'), bytes };
      } else if (typeof part.value === 'string') {
        refuseHostileInput({ [part.fieldname]: part.value });
        if (part.valueTruncated) throw new AppError('validation_failed', { fields: { [part.fieldname]: ['too_long'] } });
        fields.push([part.fieldname, part.value]);
      }
    }
  } catch (error) {
    throw multipartError(error, 'hiring_proof') ?? error;
  }
  return { data: formFieldsToObject(fields), hiringProof };
}
