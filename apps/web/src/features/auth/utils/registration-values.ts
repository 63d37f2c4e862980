import { registrationCompanySchema, registrationContactSchema, type OnboardingData, type Registration } from '@freight/shared/accounts';
import { REQUIRED_REGISTRATION_DOCUMENTS, type CompanyType } from '@freight/shared/accounts-constants';
import { DEFAULT_PHONE_PREFIX } from '@freight/shared/countries';
import { issueCodes, REPORT_INPUT } from '../../../lib/forms/issue-codes';
import type { ErrorCodes } from '../../../lib/forms/use-schema-form';

/** The register form's values as inputs hold them, grouped as the API's payload: paths are the API's field paths (`company.VATNumber`). */
export type RegistrationValues = {
  company: {
    name: string;
    type: string | null;
    VATNumber: string;
    registry_orderNumber: string;
    registry_uniqueId: string;
    registry_year: string;
    street: string;
    number: string;
    postal_code: string;
    city: string;
    country: string | null;
    fax: string;
    website: string;
    bank_account: string;
    subscription_months: string;
  };
  contact: {
    first_name: string;
    last_name: string;
    email: string;
    position: string;
    phone_prefix: string | null;
    phone_number: string;
    spoken_languages: string[];
  };
};
type Company = RegistrationValues['company'];
type Contact = RegistrationValues['contact'];
export type RegistrationField = `company.${keyof Company}` | `contact.${keyof Contact}`;
export type RegistrationFieldValue<F extends RegistrationField> = F extends `company.${infer K extends keyof Company}`
  ? Company[K]
  : F extends `contact.${infer K extends keyof Contact}`
    ? Contact[K]
    : never;

export function emptyRegistration(subscriptionMonths: 6 | 12 = 6): RegistrationValues {
  return {
    company: {
      name: '',
      type: null,
      VATNumber: '',
      registry_orderNumber: '',
      registry_uniqueId: '',
      registry_year: '',
      street: '',
      number: '',
      postal_code: '',
      city: '',
      country: null,
      fax: '',
      website: '',
      bank_account: '',
      subscription_months: String(subscriptionMonths),
    },
    contact: {
      first_name: '',
      last_name: '',
      email: '',
      position: '',
      phone_prefix: DEFAULT_PHONE_PREFIX,
      phone_number: '',
      spoken_languages: [],
    },
  };
}

/** The form's fields in the order they are shown: a failed submit focuses the first invalid one. */
export const REGISTRATION_FIELDS = Object.entries(emptyRegistration()).flatMap(([group, fields]) =>
  Object.keys(fields).map((key) => `${group}.${key}` as RegistrationField),
);

/** A field's value by its path (`company.VATNumber`). */
export function registrationValue<F extends RegistrationField>(values: RegistrationValues, field: F): RegistrationFieldValue<F> {
  const [group, key] = field.split('.') as ['company' | 'contact', string];
  return (values[group] as Record<string, unknown>)[key] as RegistrationFieldValue<F>;
}

/** §2 /registration-initialized: the stored registration, shown in the same form. */
export function onboardingValues({ company, contact }: OnboardingData): RegistrationValues {
  const empty = emptyRegistration(company.subscription_months);
  return {
    company: { ...empty.company, ...company, type: String(company.type), subscription_months: String(company.subscription_months) },
    contact: { ...empty.contact, ...contact },
  };
}

/** §5: the trade-register number is asked (and required) only when the VAT number starts with RO. */
export const isRomanianVat = (vat: string) => vat.trim().toUpperCase().startsWith('RO');

export const companyTypeOf = (values: RegistrationValues): CompanyType | null =>
  values.company.type === null ? null : (Number(values.company.type) as CompanyType);

/** Documents the type needs; before a type is chosen, the largest count. */
export const requiredDocuments = (type: CompanyType | null) =>
  type === null ? Math.max(...Object.values(REQUIRED_REGISTRATION_DOCUMENTS)) : REQUIRED_REGISTRATION_DOCUMENTS[type];

/** An unchosen select (null) is a missing value for the schema. */
const present = (group: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(group).map(([key, value]) => [key, value ?? undefined]));

function rawInput({ company, contact }: RegistrationValues) {
  const romanian = isRomanianVat(company.VATNumber);
  return {
    company: {
      ...present(company),
      type: company.type === null ? undefined : Number(company.type),
      subscription_months: Number(company.subscription_months),
      // Hidden registry parts are not sent: a foreign company has no Romanian trade-register number.
      registry_orderNumber: romanian ? company.registry_orderNumber : '',
      registry_uniqueId: romanian ? company.registry_uniqueId : '',
      registry_year: romanian ? company.registry_year : '',
    },
    contact: present(contact),
  };
}

/** A company that passes every other rule, to check the trade-register parts on their own. */
const REGISTRY_PROBE = { name: 'Probe company', type: 0, VATNumber: 'RO12345678', postal_code: '000', city: 'Probe', country: 'RO' };

/**
 * The schema checks the three registry parts only once the rest of the company is valid (a
 * refinement); the applicant should see them while typing, so they are also checked alone.
 */
function registryErrors(company: Record<string, unknown>): ErrorCodes {
  if (!isRomanianVat(String(company.VATNumber ?? ''))) return {};
  const probe = registrationCompanySchema.safeParse(
    {
      ...REGISTRY_PROBE,
      registry_orderNumber: company.registry_orderNumber,
      registry_uniqueId: company.registry_uniqueId,
      registry_year: company.registry_year,
    },
    REPORT_INPUT,
  );
  if (probe.success) return {};
  return issueCodes(
    probe.error.issues.filter((issue) => String(issue.path[0]).startsWith('registry_')),
    'company.',
    { lengths: true },
  );
}

/**
 * Validates with the shared §5 schemas; the parsed payload (trimmed, phone normalised) is what is sent.
 * The errors are an error code per field (lib/forms/issue-codes, length limits named), in the order
 * the fields are shown.
 */
export function parseRegistrationValues(values: RegistrationValues): { data: Registration | null; errors: ErrorCodes } {
  const raw = rawInput(values);
  const company = registrationCompanySchema.safeParse(raw.company, REPORT_INPUT);
  const contact = registrationContactSchema.safeParse(raw.contact, REPORT_INPUT);
  const found: ErrorCodes = {
    ...registryErrors(raw.company),
    ...(company.success ? {} : issueCodes(company.error.issues, 'company.', { lengths: true })),
    ...(contact.success ? {} : issueCodes(contact.error.issues, 'contact.', { lengths: true })),
  };
  // Issues inside a list (`contact.spoken_languages.0`) belong to the list's field.
  const byField: ErrorCodes = {};
  for (const [key, code] of Object.entries(found)) byField[key.split('.').slice(0, 2).join('.')] ??= code;
  const errors: ErrorCodes = {};
  for (const field of REGISTRATION_FIELDS) if (byField[field]) errors[field] = byField[field];
  for (const [key, code] of Object.entries(byField)) errors[key] ??= code;
  return { data: company.success && contact.success ? { company: company.data, contact: contact.data } : null, errors };
}
