import type { ApiRequestError } from '../../../lib/api-client';
import type { ErrorCodes } from '../../../lib/forms/use-schema-form';

/** §8: errors the API names without a field still belong to one. */
const FIELD_OF_CODE: Record<string, string> = {
  vat_number_exists: 'company.VATNumber',
  registry_combination_exists: 'company.registry_uniqueId',
  email_exists: 'contact.email',
  insufficient_documents: 'documents',
  unsupported_file: 'documents',
  file_too_large: 'documents',
};

/** Codes whose `errors.<code>` text is the alert of a failed registration (§8); anything else is register.genericError. */
const ALERT_CODES = [
  'vat_number_exists',
  'registry_combination_exists',
  'email_exists',
  'insufficient_documents',
  'unsupported_file',
  'file_too_large',
  'validation_failed',
  'rate_limited',
  'network_error',
];

/** The alert of a registration the API refused. */
export const registrationAlertKey = (error: ApiRequestError) =>
  ALERT_CODES.includes(error.code) ? `errors.${error.code}` : 'register.genericError';

/** The API's errors as an error code per field of this form (and `documents`). */
export function serverFieldErrors(error: ApiRequestError): ErrorCodes {
  const errors: ErrorCodes = {};
  for (const [field, codes] of Object.entries(error.fields ?? {})) {
    const code = codes[0];
    // `company.registry_combination` and the like land on the field §8 names for their code.
    if (code) errors[FIELD_OF_CODE[code] ?? field] = code;
  }
  const home = FIELD_OF_CODE[error.code];
  if (home && !errors[home]) errors[home] = error.code;
  return errors;
}
