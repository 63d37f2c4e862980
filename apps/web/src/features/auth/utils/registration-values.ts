import { registrationCompanySchema, registrationContactSchema, type OnboardingData, type Registration } from '@freight/shared/accounts';
import { REQUIRED_REGISTRATION_DOCUMENTS, type CompanyType } from '@freight/shared/accounts-constants';
import { DEFAULT_PHONE_PREFIX } from '@freight/shared/countries';
import { issuesToErrors, type FieldErrors } from './field-errors';

/** The register form's values, flat and keyed by the API's field paths (`company.VATNumber`), as inputs hold them. */
export type RegistrationValues = {
  'company.name': string;
  'company.type': string | null;
  'company.VATNumber': string;
  'company.registry_orderNumber': string;
  'company.registry_uniqueId': string;
  'company.registry_year': string;
  'company.street': string;
  'company.number': string;
  'company.postal_code': string;
  'company.city': string;
  'company.country': string | null;
  'company.fax': string;
  'company.website': string;
  'company.subscription_months': string;
  'contact.first_name': string;
  'contact.last_name': string;
  'contact.email': string;
  'contact.position': string;
  'contact.phone_prefix': string | null;
  'contact.phone_number': string;
  'contact.spoken_languages': string[];
};
export type RegistrationField = keyof RegistrationValues;

export function emptyRegistration(subscriptionMonths: 6 | 12 = 6): RegistrationValues {
  return {
    'company.name': '',
    'company.type': null,
    'company.VATNumber': '',
    'company.registry_orderNumber': '',
    'company.registry_uniqueId': '',
    'company.registry_year': '',
    'company.street': '',
    'company.number': '',
    'company.postal_code': '',
    'company.city': '',
    'company.country': null,
    'company.fax': '',
    'company.website': '',
    'company.subscription_months': String(subscriptionMonths),
    'contact.first_name': '',
    'contact.last_name': '',
    'contact.email': '',
    'contact.position': '',
    'contact.phone_prefix': DEFAULT_PHONE_PREFIX,
    'contact.phone_number': '',
    'contact.spoken_languages': [],
  };
}

/** §2 /registration-initialized: the stored registration, shown in the same form. */
export function onboardingValues({ company, contact }: OnboardingData): RegistrationValues {
  const values = emptyRegistration(company.subscription_months);
  for (const [key, value] of Object.entries(company)) (values as Record<string, unknown>)[`company.${key}`] = value;
  for (const [key, value] of Object.entries(contact)) (values as Record<string, unknown>)[`contact.${key}`] = value;
  values['company.type'] = String(company.type);
  values['company.subscription_months'] = String(company.subscription_months);
  return values;
}

/** §5: the trade-register number is asked (and required) only when the VAT number starts with RO. */
export const isRomanianVat = (vat: string) => vat.trim().toUpperCase().startsWith('RO');

export const companyTypeOf = (values: RegistrationValues): CompanyType | null =>
  values['company.type'] === null ? null : (Number(values['company.type']) as CompanyType);

/** Documents the type needs; before a type is chosen, the largest count. */
export const requiredDocuments = (type: CompanyType | null) =>
  type === null ? Math.max(...Object.values(REQUIRED_REGISTRATION_DOCUMENTS)) : REQUIRED_REGISTRATION_DOCUMENTS[type];

function rawInput(values: RegistrationValues) {
  const group = (prefix: 'company' | 'contact') =>
    Object.fromEntries(
      Object.entries(values)
        .filter(([key]) => key.startsWith(`${prefix}.`))
        .map(([key, value]) => [key.slice(prefix.length + 1), value ?? undefined]),
    );
  const company = group('company');
  const romanian = isRomanianVat(values['company.VATNumber']);
  return {
    company: {
      ...company,
      type: values['company.type'] === null ? undefined : Number(values['company.type']),
      subscription_months: Number(values['company.subscription_months']),
      // Hidden registry parts are not sent: a foreign company has no Romanian trade-register number.
      registry_orderNumber: romanian ? company.registry_orderNumber : '',
      registry_uniqueId: romanian ? company.registry_uniqueId : '',
      registry_year: romanian ? company.registry_year : '',
    },
    contact: group('contact'),
  };
}

/** A company that passes every other rule, to check the trade-register parts on their own. */
const REGISTRY_PROBE = { name: 'Probe company', type: 0, VATNumber: 'RO12345678', postal_code: '000', city: 'Probe', country: 'RO' };

/**
 * The schema checks the three registry parts only once the rest of the company is valid (a
 * refinement); the applicant should see them while typing, so they are also checked alone.
 */
function registryErrors(company: Record<string, unknown>): FieldErrors {
  if (!isRomanianVat(String(company.VATNumber ?? ''))) return {};
  const probe = registrationCompanySchema.safeParse({
    ...REGISTRY_PROBE,
    registry_orderNumber: company.registry_orderNumber,
    registry_uniqueId: company.registry_uniqueId,
    registry_year: company.registry_year,
  });
  if (probe.success) return {};
  return issuesToErrors(
    probe.error.issues.filter((issue) => String(issue.path[0]).startsWith('registry_')),
    'company.',
  );
}

/** Validates with the shared §5 schemas; the parsed payload (trimmed, phone normalised) is what is sent. */
export function parseRegistrationValues(values: RegistrationValues): { data: Registration | null; errors: FieldErrors } {
  const raw = rawInput(values);
  const company = registrationCompanySchema.safeParse(raw.company);
  const contact = registrationContactSchema.safeParse(raw.contact);
  const errors = {
    ...registryErrors(raw.company),
    ...(company.success ? {} : issuesToErrors(company.error.issues, 'company.')),
    ...(contact.success ? {} : issuesToErrors(contact.error.issues, 'contact.')),
  };
  // Issues inside a list (`contact.spoken_languages.0`) belong to the list's field.
  for (const key of Object.keys(errors)) {
    const field = key.split('.').slice(0, 2).join('.');
    if (field !== key) errors[field] ??= errors[key];
  }
  return { data: company.success && contact.success ? { company: company.data, contact: contact.data } : null, errors };
}
