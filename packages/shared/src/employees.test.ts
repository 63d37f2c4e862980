import { describe, expect, it } from 'vitest';
import {
  EMPLOYEE_NOTES_MAX,
  employeeCreateSchema,
  employeeListQuerySchema,
  employeePhoneNumberSchema,
  employeeUpdateSchema,
} from './employees';
import { failedPaths, issueCodes } from './test/issue-codes';

const employee = { first_name: 'Io', last_name: 'Pop', job_title: 'expeditor', email: 'io.pop@example.ro', phone: '0722 123 456' };
const phone = { prefix: '+49', number: '0151 2345 678' };

describe('employee phone (§5)', () => {
  it('strips spaces, dashes and leading zeros, then takes 8 to 15 digits', () => {
    expect(employeePhoneNumberSchema.parse('0722-123 456')).toBe('722123456');
    expect(issueCodes(employeePhoneNumberSchema.safeParse('12345678'))).toEqual({});
    expect(issueCodes(employeePhoneNumberSchema.safeParse('01234567'))).toEqual({ '': ['employee_phone_invalid'] });
    expect(issueCodes(employeePhoneNumberSchema.safeParse('1'.repeat(15)))).toEqual({});
    expect(issueCodes(employeePhoneNumberSchema.safeParse('1'.repeat(16)))).toEqual({ '': ['employee_phone_invalid'] });
    expect(issueCodes(employeePhoneNumberSchema.safeParse('722 123 45x'))).toEqual({ '': ['employee_phone_invalid'] });
  });
});

describe('employee create (§5, §6)', () => {
  it('accepts the required fields and fills the defaults', () => {
    expect(employeeCreateSchema.parse({ ...employee, email: ' IO.Pop@Example.ro ' })).toEqual({
      ...employee,
      email: 'io.pop@example.ro',
      phone_prefix: '+40',
      phone: '722123456',
      phones: [],
      alt_emails: [],
      hasSignalApp: false,
      hasWhatsApp: false,
      should_receive_truck_emails: false,
      should_receive_ware_emails: false,
      spoken_languages: [],
    });
  });

  it('holds names to 2 characters, asks for a job title and a valid phone', () => {
    const result = employeeCreateSchema.safeParse({
      ...employee,
      first_name: ' I ',
      last_name: 'x'.repeat(101),
      job_title: ' ',
      phone: '1234567',
    });
    expect(issueCodes(result)).toEqual({
      first_name: ['name_too_short'],
      last_name: ['too_long'],
      job_title: ['required'],
      phone: ['employee_phone_invalid'],
    });
  });

  it('lets the client name only the role employee: ids and roles never come from it', () => {
    expect(employeeCreateSchema.parse({ ...employee, role: 'employee', company: '3' })).toMatchObject({ role: 'employee', company: 3 });
    expect(issueCodes(employeeCreateSchema.safeParse({ ...employee, role: 'admin' }))).toEqual({ role: ['role_invalid'] });
    expect(employeeCreateSchema.safeParse({ ...employee, is_superuser: true }).error?.issues.map((issue) => issue.code)).toEqual([
      'unrecognized_keys',
    ]);
  });

  it('keeps an extra phone only with a prefix and a number, and an extra e-mail only with an address', () => {
    const parsed = employeeCreateSchema.parse({
      ...employee,
      phones: [{ prefix: '+40', number: ' - ' }, { prefix: '', number: '722123456' }, phone],
      alt_emails: [{ email: '  ', notes: 'left empty' }, { email: 'Office@Example.ro' }],
    });
    expect(parsed.phones).toEqual([{ prefix: '+49', number: '1512345678', notes: '', has_whatsapp: false, has_signal: false }]);
    expect(parsed.alt_emails).toEqual([{ email: 'office@example.ro', notes: '' }]);
  });

  it('checks the kept rows: their numbers, addresses, notes and count', () => {
    expect(EMPLOYEE_NOTES_MAX).toBe(150);
    const result = employeeCreateSchema.safeParse({
      ...employee,
      phones: [
        { ...phone, prefix: '+1' },
        { ...phone, number: '12345' },
        { ...phone, notes: 'n'.repeat(EMPLOYEE_NOTES_MAX + 1) },
      ],
      alt_emails: [{ email: 'office@' }],
    });
    expect(issueCodes(result)).toEqual({
      'phones.0.prefix': ['phone_prefix_invalid'],
      'phones.1.number': ['employee_phone_invalid'],
      'phones.2.notes': ['too_long'],
      'alt_emails.0.email': ['email_invalid'],
    });
    const eleven = Array.from({ length: 11 }, () => phone);
    expect(issueCodes(employeeCreateSchema.safeParse({ ...employee, phones: eleven }))).toEqual({ phones: ['too_many_rows'] });
    expect(issueCodes(employeeCreateSchema.safeParse({ ...employee, phones: eleven.slice(1) }))).toEqual({});
  });

  it('takes only the twelve spoken languages', () => {
    expect(issueCodes(employeeCreateSchema.safeParse({ ...employee, spoken_languages: ['ro', 'sk', 'es'] }))).toEqual({
      'spoken_languages.2': ['language_invalid'],
    });
  });
});

describe('employee update (§6)', () => {
  it('takes any subset of the editable fields, with no defaults filled in', () => {
    expect(employeeUpdateSchema.parse({})).toEqual({});
    expect(employeeUpdateSchema.parse({ hasWhatsApp: true, role: 'admin' })).toEqual({ hasWhatsApp: true, role: 'admin' });
  });

  it('holds the fields it is given to the create rules, and refuses the company and unknown roles', () => {
    expect(issueCodes(employeeUpdateSchema.safeParse({ first_name: 'I', role: 'owner' }))).toEqual({
      first_name: ['name_too_short'],
      role: ['role_invalid'],
    });
    expect(employeeUpdateSchema.safeParse({ company: 4 }).error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});

describe('employee list query', () => {
  it('lists up to 200 a page and takes a numeric cursor only', () => {
    expect(employeeListQuerySchema.parse({})).toEqual({ limit: 200 });
    expect(employeeListQuerySchema.parse({ cursor: '1234567890', company: '5' })).toEqual({ limit: 200, cursor: '1234567890', company: 5 });
    expect(issueCodes(employeeListQuerySchema.safeParse({ cursor: '12345678901' }))).toEqual({ cursor: ['cursor_invalid'] });
    expect(issueCodes(employeeListQuerySchema.safeParse({ cursor: 'abc' }))).toEqual({ cursor: ['cursor_invalid'] });
    expect(failedPaths(employeeListQuerySchema.safeParse({ limit: '201', company: '0' }))).toEqual(['company', 'limit']);
  });
});
