import { z } from 'zod';
import { rowIdSchema } from './ids';
import { emailSchema, normalizePhone } from './accounts';
import { DEFAULT_PHONE_PREFIX, PHONE_PREFIXES } from './countries';
import { SPOKEN_LANGUAGES } from './languages';
import { PAGE_LIMIT_MAX } from './pagination';

/**
 * Employees API (issue 6, spec §2, §5, §6). Messages are stable codes the web translates as
 * `validation.<code>`, like the registration rules of accounts.ts.
 */

/** Suggested job titles of the combobox (§2); any other text is accepted too. */
export const JOB_TITLE_SUGGESTIONS = ['expeditor', 'sefDepartament', 'contabil'] as const;
export const EMPLOYEE_NOTES_MAX = 150;
/** The notes counter appears once the text is longer than this (§5). */
export const EMPLOYEE_NOTES_COUNTER_FROM = 75;
export const EMPLOYEE_NAME_MIN = 2;
/** Hiring proof: .pdf, .jpg or .png, checked by its bytes; 10 MB like every upload. */
export const HIRING_PROOF_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

const trimmed = () => z.string().trim();

/** §5 employee phone: spaces, dashes and leading zeros stripped, then at least 8 digits (at most 15, E.164). */
export const employeePhoneNumberSchema = z
  .string()
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\d{8,15}$/, 'employee_phone_invalid'));

const phonePrefixSchema = z.enum(PHONE_PREFIXES, { error: 'phone_prefix_invalid' });
const notesSchema = trimmed().max(EMPLOYEE_NOTES_MAX, 'too_long').default('');

export const extraPhoneSchema = z
  .object({
    prefix: phonePrefixSchema,
    number: employeePhoneNumberSchema,
    notes: notesSchema,
    has_whatsapp: z.boolean().default(false),
    has_signal: z.boolean().default(false),
  })
  .strict();
export type ExtraPhoneInput = z.input<typeof extraPhoneSchema>;

export const extraEmailSchema = z.object({ email: emailSchema, notes: notesSchema }).strict();
export type ExtraEmailInput = z.input<typeof extraEmailSchema>;

/** §5: an extra phone is kept only with a prefix and a number, an extra e-mail only with an address. */
const isCompletePhone = (row: unknown) =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as { prefix?: unknown }).prefix === 'string' &&
  (row as { prefix: string }).prefix.trim() !== '' &&
  typeof (row as { number?: unknown }).number === 'string' &&
  normalizePhone((row as { number: string }).number) !== '';
const isCompleteEmail = (row: unknown) =>
  typeof row === 'object' &&
  row !== null &&
  typeof (row as { email?: unknown }).email === 'string' &&
  (row as { email: string }).email.trim() !== '';

const extraPhonesSchema = z.preprocess(
  (rows) => (Array.isArray(rows) ? rows.filter(isCompletePhone) : rows),
  z.array(extraPhoneSchema).max(10, 'too_many_rows'),
);
const extraEmailsSchema = z.preprocess(
  (rows) => (Array.isArray(rows) ? rows.filter(isCompleteEmail) : rows),
  z.array(extraEmailSchema).max(10, 'too_many_rows'),
);

/**
 * Fields an administrator of the company may change on any of its employees (§6: names, job title,
 * e-mail; the hiring proof is a file of its own route). `role` promotes or demotes, never the last admin.
 */
export const ADMIN_EDITABLE_FIELDS = ['first_name', 'last_name', 'job_title', 'email', 'role'] as const;
/** Fields an employee may change on themselves (§6); an admin editing themselves may change both sets. */
export const SELF_EDITABLE_FIELDS = [
  'phone_prefix',
  'phone',
  'phones',
  'alt_emails',
  'hasSignalApp',
  'hasWhatsApp',
  'should_receive_truck_emails',
  'should_receive_ware_emails',
  'spoken_languages',
] as const;

const spokenLanguagesSchema = z.array(z.enum(SPOKEN_LANGUAGES, { error: 'language_invalid' })).max(SPOKEN_LANGUAGES.length);

const employeeFields = {
  first_name: trimmed().min(EMPLOYEE_NAME_MIN, 'name_too_short').max(100, 'too_long'),
  last_name: trimmed().min(EMPLOYEE_NAME_MIN, 'name_too_short').max(100, 'too_long'),
  job_title: trimmed().min(1, 'required').max(100, 'too_long'),
  email: emailSchema,
  phone_prefix: phonePrefixSchema.default(DEFAULT_PHONE_PREFIX),
  phone: employeePhoneNumberSchema,
  phones: extraPhonesSchema.default([]),
  alt_emails: extraEmailsSchema.default([]),
  hasSignalApp: z.boolean().default(false),
  hasWhatsApp: z.boolean().default(false),
  should_receive_truck_emails: z.boolean().default(false),
  should_receive_ware_emails: z.boolean().default(false),
  spoken_languages: spokenLanguagesSchema.default([]),
};

/**
 * POST /api/employees/ fields (multipart, spec §7), after the flat form fields are read into an
 * object. `company` and `role` are accepted as the spec sends them, but only the caller's own
 * company and the role `employee` pass: ids and roles never come from the client.
 */
export const employeeCreateSchema = z
  .object({
    ...employeeFields,
    company: rowIdSchema.optional(),
    role: z.literal('employee', { error: 'role_invalid' }).optional(),
  })
  .strict();
export type EmployeeCreateInput = z.input<typeof employeeCreateSchema>;
export type EmployeeCreate = z.output<typeof employeeCreateSchema>;

/** PATCH /api/employees/{id}/ JSON: any of the editable fields; which ones a caller may send is §6. */
export const employeeUpdateSchema = z
  .object({
    first_name: employeeFields.first_name,
    last_name: employeeFields.last_name,
    job_title: employeeFields.job_title,
    email: employeeFields.email,
    phone_prefix: phonePrefixSchema,
    phone: employeeFields.phone,
    phones: extraPhonesSchema,
    alt_emails: extraEmailsSchema,
    hasSignalApp: z.boolean(),
    hasWhatsApp: z.boolean(),
    should_receive_truck_emails: z.boolean(),
    should_receive_ware_emails: z.boolean(),
    spoken_languages: spokenLanguagesSchema,
    role: z.enum(['admin', 'employee'], { error: 'role_invalid' }),
  })
  .partial()
  .strict()
  .meta({ id: 'EmployeeUpdate' });
export type EmployeeUpdateInput = z.input<typeof employeeUpdateSchema>;
export type EmployeeUpdate = z.output<typeof employeeUpdateSchema>;

export const employeeSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    job_title: z.string(),
    email: z.string(),
    phone_prefix: z.string(),
    phone: z.string(),
    phones: z.array(
      z.object({ prefix: z.string(), number: z.string(), notes: z.string(), has_whatsapp: z.boolean(), has_signal: z.boolean() }),
    ),
    alt_emails: z.array(z.object({ email: z.string(), notes: z.string() })),
    hasSignalApp: z.boolean(),
    hasWhatsApp: z.boolean(),
    should_receive_truck_emails: z.boolean(),
    should_receive_ware_emails: z.boolean(),
    spoken_languages: z.array(z.string()),
    role: z.enum(['admin', 'employee']),
    company: z.number().int(),
    has_hiring_proof: z.boolean(),
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof employeeSchema>;

export const employeeCreatedSchema = employeeSchema.extend({ reset_link: z.string() }).meta({ id: 'EmployeeCreated' });
export type EmployeeCreated = z.infer<typeof employeeCreatedSchema>;

export const employeeListQuerySchema = z.object({
  company: rowIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_MAX),
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'cursor_invalid')
    .optional(),
});
export const employeeListSchema = z.object({ results: z.array(employeeSchema), next: z.string().nullable() }).meta({ id: 'EmployeeList' });
export type EmployeeList = z.infer<typeof employeeListSchema>;

export const employeeParamsSchema = z.object({ id: rowIdSchema });
