import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  emailSchema,
  loginSchema,
  passwordFormSchema,
  passwordSchema,
  registrationCompanySchema,
  registrationContactSchema,
  registrationSchema,
  resetPasswordSchema,
} from './accounts';
import { issueCodes } from './test/issue-codes';

const company = { name: 'Acme Logistics', type: 0, VATNumber: 'DE123456789', postal_code: '10115', city: 'Berlin', country: 'DE' };
const contact = { first_name: 'Ana', last_name: 'Pop', email: 'ana@example.com', phone_number: '722123456', spoken_languages: ['ro'] };
const romanian = { ...company, VATNumber: 'RO12345678', registry_orderNumber: 'J40', registry_uniqueId: '12345', registry_year: '2020' };

describe('e-mail (§5)', () => {
  it('trims and lower-cases an address', () => {
    expect(emailSchema.parse('  Ana.Pop@Example.COM ')).toBe('ana.pop@example.com');
  });

  it('refuses an empty address as required and a malformed or overlong one as invalid', () => {
    expect(issueCodes(emailSchema.safeParse('   '))).toEqual({ '': ['email_required', 'email_invalid'] });
    expect(issueCodes(emailSchema.safeParse('ana@example'))).toEqual({ '': ['email_invalid'] });
    expect(issueCodes(emailSchema.safeParse('ana pop@example.com'))).toEqual({ '': ['email_invalid'] });
    expect(issueCodes(emailSchema.safeParse(`${'a'.repeat(242)}@example.com`))).toEqual({});
    expect(issueCodes(emailSchema.safeParse(`${'a'.repeat(243)}@example.com`))).toEqual({ '': ['email_invalid'] });
  });
});

describe('registration company (§5)', () => {
  it('accepts a foreign company with only the required fields and fills the defaults', () => {
    expect(registrationCompanySchema.parse(company)).toEqual({
      ...company,
      registry_orderNumber: '',
      registry_uniqueId: '',
      registry_year: '',
      street: '',
      number: '',
      fax: '',
      website: '',
      subscription_months: 6,
      bank_account: '',
    });
  });

  it('writes the VAT number in capitals without spaces before checking it', () => {
    expect(registrationCompanySchema.parse({ ...company, VATNumber: ' de 123 456 789 ' }).VATNumber).toBe('DE123456789');
  });

  it('takes a VAT number of a country code and 6 to 12 letters or digits', () => {
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, VATNumber: 'DE123456' }))).toEqual({});
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, VATNumber: 'DE12345' }))).toEqual({ VATNumber: ['vat_invalid'] });
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, VATNumber: 'DE123456789012' }))).toEqual({});
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, VATNumber: 'DE1234567890123' }))).toEqual({
      VATNumber: ['vat_invalid', 'vat_invalid'],
    });
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, VATNumber: '12345678' }))).toEqual({ VATNumber: ['vat_invalid'] });
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, VATNumber: '' }))).toEqual({
      VATNumber: ['required', 'vat_invalid'],
    });
  });

  it('asks a Romanian company (VAT starting RO) for its trade-register number in three parts', () => {
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, VATNumber: 'RO12345678' }))).toEqual({
      registry_orderNumber: ['registry_order_invalid'],
      registry_uniqueId: ['registry_unique_invalid'],
      registry_year: ['registry_year_invalid'],
    });
    expect(registrationCompanySchema.parse({ ...romanian, registry_orderNumber: 'f12' }).registry_orderNumber).toBe('F12');
    expect(issueCodes(registrationCompanySchema.safeParse(romanian))).toEqual({});
    expect(
      issueCodes(
        registrationCompanySchema.safeParse({ ...romanian, registry_orderNumber: 'X40', registry_uniqueId: '12a', registry_year: '20' }),
      ),
    ).toEqual({
      registry_orderNumber: ['registry_order_invalid'],
      registry_uniqueId: ['registry_unique_invalid'],
      registry_year: ['registry_year_invalid'],
    });
  });

  it('holds the name, postal code and city to their lengths, counted after trimming', () => {
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, name: '  Acme  ' }))).toEqual({ name: ['name_too_short'] });
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, name: 'Acme1' }))).toEqual({});
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, name: 'a'.repeat(201) }))).toEqual({ name: ['too_long'] });
    expect(issueCodes(registrationCompanySchema.safeParse({ ...company, postal_code: '12', city: 'Ab' }))).toEqual({
      postal_code: ['too_short'],
      city: ['too_short'],
    });
  });

  it('refuses an unknown company type, country, subscription or web address scheme', () => {
    const result = registrationCompanySchema.safeParse({
      ...company,
      type: 3,
      country: 'US',
      subscription_months: 7,
      website: 'ftp://acme.example',
    });
    expect(issueCodes(result)).toEqual({
      type: ['required'],
      country: ['required'],
      subscription_months: ['subscription_invalid'],
      website: ['url_invalid'],
    });
    expect(
      issueCodes(registrationCompanySchema.safeParse({ ...company, website: 'https://acme.example', subscription_months: 12 })),
    ).toEqual({});
  });

  it('refuses a field it does not know', () => {
    const result = registrationCompanySchema.safeParse({ ...company, status: 'active' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
  });
});

describe('registration contact (§5)', () => {
  it('normalises the phone (spaces, dashes, leading zeros) and defaults the prefix to +40', () => {
    const parsed = registrationContactSchema.parse({ ...contact, email: ' Ana@Example.com', phone_number: '0722-123 456' });
    expect(parsed).toMatchObject({ email: 'ana@example.com', phone_prefix: '+40', phone_number: '722123456', position: '' });
  });

  it('takes 6 to 15 digits as a phone number', () => {
    expect(issueCodes(registrationContactSchema.safeParse({ ...contact, phone_number: '123456' }))).toEqual({});
    expect(issueCodes(registrationContactSchema.safeParse({ ...contact, phone_number: '0012345' }))).toEqual({
      phone_number: ['phone_invalid'],
    });
    expect(issueCodes(registrationContactSchema.safeParse({ ...contact, phone_number: '1'.repeat(16) }))).toEqual({
      phone_number: ['phone_invalid'],
    });
    expect(issueCodes(registrationContactSchema.safeParse({ ...contact, phone_number: '+40722123456' }))).toEqual({
      phone_number: ['phone_invalid'],
    });
  });

  it('asks for names of 3 characters, a European prefix and at least one known spoken language', () => {
    const result = registrationContactSchema.safeParse({ ...contact, first_name: ' Al ', phone_prefix: '+1', spoken_languages: [] });
    expect(issueCodes(result)).toEqual({
      first_name: ['name_too_short'],
      phone_prefix: ['phone_prefix_invalid'],
      spoken_languages: ['languages_required'],
    });
    expect(issueCodes(registrationContactSchema.safeParse({ ...contact, spoken_languages: ['ro', 'xx'] }))).toEqual({
      'spoken_languages.1': ['language_invalid'],
    });
  });

  it('is one payload with the company', () => {
    expect(issueCodes(registrationSchema.safeParse({ company, contact }))).toEqual({});
    expect(issueCodes(registrationSchema.safeParse({ company: { ...company, city: '' }, contact: { ...contact, email: '' } }))).toEqual({
      'company.city': ['too_short'],
      'contact.email': ['email_required', 'email_invalid'],
    });
  });
});

describe('passwords (§5)', () => {
  it('takes 8 to 128 characters', () => {
    expect(issueCodes(passwordSchema.safeParse('Tr0ubad'))).toEqual({ '': ['password_too_short'] });
    expect(issueCodes(passwordSchema.safeParse('Tr0ubad!'))).toEqual({});
    expect(issueCodes(passwordSchema.safeParse('x'.repeat(128)))).toEqual({});
    expect(issueCodes(passwordSchema.safeParse('x'.repeat(129)))).toEqual({ '': ['password_too_long'] });
    expect(issueCodes(passwordSchema.safeParse(''))).toEqual({ '': ['password_required', 'password_too_short'] });
  });

  it('refuses a password of digits only and a common one whatever its case', () => {
    expect(issueCodes(passwordSchema.safeParse('12345678901'))).toEqual({ '': ['password_entirely_numeric'] });
    expect(issueCodes(passwordSchema.safeParse('1234567a'))).toEqual({});
    expect(issueCodes(passwordSchema.safeParse('FootBall'))).toEqual({ '': ['password_too_common'] });
    expect(issueCodes(passwordSchema.safeParse('12345678'))).toEqual({ '': ['password_entirely_numeric', 'password_too_common'] });
  });

  it('asks the forms for a matching confirmation', () => {
    expect(issueCodes(passwordFormSchema.safeParse({ password: 'Tr0ubad!', confirm: 'Tr0ubad?' }))).toEqual({
      confirm: ['passwords_must_match'],
    });
    expect(issueCodes(passwordFormSchema.safeParse({ password: 'Tr0ubad!', confirm: 'Tr0ubad!' }))).toEqual({});
    const change = { current_password: 'old', new_password: 'Tr0ubad!', confirm: '' };
    expect(issueCodes(changePasswordFormSchema.safeParse(change))).toEqual({ confirm: ['confirm_required', 'passwords_must_match'] });
  });

  it('holds the login password and the reset token to their bounds', () => {
    expect(issueCodes(loginSchema.safeParse({ email: 'ana@example.com', password: '' }))).toEqual({ password: ['password_required'] });
    expect(resetPasswordSchema.safeParse({ token: 'x'.repeat(15), new_password: 'Tr0ubad!' }).success).toBe(false);
    expect(resetPasswordSchema.safeParse({ token: 'x'.repeat(16), new_password: 'Tr0ubad!' }).success).toBe(true);
    expect(resetPasswordSchema.safeParse({ token: 'x'.repeat(257), new_password: 'Tr0ubad!' }).success).toBe(false);
  });
});
