import { DEFAULT_PHONE_PREFIX } from '@freight/shared/countries';
import {
  ADMIN_EDITABLE_FIELDS,
  employeeCreateSchema,
  employeeUpdateSchema,
  SELF_EDITABLE_FIELDS,
  type Employee,
} from '@freight/shared/employees';
import type { JsonBody } from '../../../lib/api-client';
import { issueCodes } from '../../../lib/forms/issue-codes';

/** The form's values: text as typed, lists as rows (incomplete rows are dropped on submit, §5). */
export type PhoneRow = { prefix: string; number: string; notes: string; has_whatsapp: boolean; has_signal: boolean };
export type EmailRow = { email: string; notes: string };
export type EmployeeValues = {
  first_name: string;
  last_name: string;
  job_title: string;
  email: string;
  phone_prefix: string;
  phone: string;
  hasSignalApp: boolean;
  hasWhatsApp: boolean;
  should_receive_truck_emails: boolean;
  should_receive_ware_emails: boolean;
  spoken_languages: string[];
  phones: PhoneRow[];
  alt_emails: EmailRow[];
};

export const emptyPhone = (): PhoneRow => ({ prefix: DEFAULT_PHONE_PREFIX, number: '', notes: '', has_whatsapp: false, has_signal: false });
export const emptyEmail = (): EmailRow => ({ email: '', notes: '' });

export const emptyValues = (): EmployeeValues => ({
  first_name: '',
  last_name: '',
  job_title: '',
  email: '',
  phone_prefix: DEFAULT_PHONE_PREFIX,
  phone: '',
  hasSignalApp: false,
  hasWhatsApp: false,
  should_receive_truck_emails: false,
  should_receive_ware_emails: false,
  spoken_languages: [],
  phones: [],
  alt_emails: [],
});

export function valuesOf(employee: Employee): EmployeeValues {
  return {
    first_name: employee.first_name,
    last_name: employee.last_name,
    job_title: employee.job_title,
    email: employee.email,
    phone_prefix: employee.phone_prefix,
    phone: employee.phone,
    hasSignalApp: employee.hasSignalApp,
    hasWhatsApp: employee.hasWhatsApp,
    should_receive_truck_emails: employee.should_receive_truck_emails,
    should_receive_ware_emails: employee.should_receive_ware_emails,
    spoken_languages: employee.spoken_languages,
    phones: employee.phones.map((phone) => ({ ...phone })),
    alt_emails: employee.alt_emails.map((email) => ({ ...email })),
  };
}

export type FieldErrors = Record<string, string>;

/** What the form holds: the values and the hiring proof (a list of at most one file, as the file picker gives it). */
export type EmployeeFormValues = EmployeeValues & { hiring_proof: File[] };

/** The id of a field's input (`employee-phones-0-number`), where a failed submit puts the focus. */
export const employeeFieldId = (path: string) => `employee-${path.replace(/\./g, '-')}`;

/**
 * The form's check with the shared schemas: create checks every §5 rule and needs the proof; edit
 * checks only what the viewer may change (§6). Error codes by dotted path.
 */
export function validateEmployee(
  mode: 'create' | 'edit',
  { hiring_proof: proof, ...values }: EmployeeFormValues,
  editable: Set<string>,
  proofRequired: boolean,
): FieldErrors {
  const errors = mode === 'create' ? validateCreate(values) : editChanges(values, editable).errors;
  if (proofRequired && proof.length === 0) errors.hiring_proof = 'required';
  return errors;
}

/** The rows §5 keeps: a phone with prefix and number, an e-mail with an address. */
const completePhones = (rows: PhoneRow[]) => rows.filter((row) => row.prefix && row.number.replace(/[\s-]/g, '').replace(/^0+/, ''));
const completeEmails = (rows: EmailRow[]) => rows.filter((row) => row.email.trim());

/** Create: the whole §5 rule set of the shared schema; answers field errors keyed by path (`phones.0.number`). */
export function validateCreate(values: EmployeeValues): FieldErrors {
  const parsed = employeeCreateSchema.safeParse({
    ...values,
    phones: completePhones(values.phones),
    alt_emails: completeEmails(values.alt_emails),
  });
  return parsed.success ? {} : issueCodes(parsed.error.issues);
}

/** The PATCH body of an employee: any of the editable fields. */
export type EmployeeChanges = JsonBody<'/api/employees/{id}/', 'patch'>;

/** Edit: only the fields the viewer may change are checked and sent (§6). */
export function editChanges(values: EmployeeValues, editable: Set<string>): { changes: EmployeeChanges; errors: FieldErrors } {
  const candidate: Record<string, unknown> = {};
  for (const field of [...ADMIN_EDITABLE_FIELDS, ...SELF_EDITABLE_FIELDS]) {
    // The e-mail is the login: it is shown but not changed from this form (§2 "email disabled on edit").
    if (!editable.has(field) || field === 'email' || field === 'role') continue;
    const value = values[field as keyof EmployeeValues];
    candidate[field] =
      field === 'phones' ? completePhones(values.phones) : field === 'alt_emails' ? completeEmails(values.alt_emails) : value;
  }
  const parsed = employeeUpdateSchema.safeParse(candidate);
  if (!parsed.success) return { changes: {}, errors: issueCodes(parsed.error.issues) };
  // employeeUpdateSchema accepted it, so it is the body the route's document describes.
  return { changes: candidate as EmployeeChanges, errors: {} };
}

/** Create: the flat multipart fields of spec §7, plus the hiring proof. */
export function createForm(values: EmployeeValues, companyId: number, hiringProof: File): FormData {
  const form = new FormData();
  const put = (name: string, value: string | boolean) => form.append(name, String(value));
  put('first_name', values.first_name.trim());
  put('last_name', values.last_name.trim());
  put('email', values.email.trim());
  put('company', String(companyId));
  put('role', 'employee');
  put('job_title', values.job_title.trim());
  put('phone_prefix', values.phone_prefix);
  put('phone', values.phone);
  put('hasSignalApp', values.hasSignalApp);
  put('hasWhatsApp', values.hasWhatsApp);
  put('should_receive_truck_emails', values.should_receive_truck_emails);
  put('should_receive_ware_emails', values.should_receive_ware_emails);
  values.spoken_languages.forEach((language) => put('spoken_languages', language));
  completePhones(values.phones).forEach((phone, index) => {
    put(`phones[${index}].prefix`, phone.prefix);
    put(`phones[${index}].number`, phone.number);
    put(`phones[${index}].notes`, phone.notes);
    put(`phones[${index}].has_whatsapp`, phone.has_whatsapp);
    put(`phones[${index}].has_signal`, phone.has_signal);
  });
  completeEmails(values.alt_emails).forEach((email, index) => {
    put(`alt_emails[${index}].email`, email.email.trim());
    put(`alt_emails[${index}].notes`, email.notes);
  });
  form.append('hiring_proof', hiringProof, hiringProof.name);
  return form;
}
