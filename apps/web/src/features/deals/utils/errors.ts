import type { i18n as I18n } from 'i18next';
import { ApiRequestError } from '../../../lib/api-client';
import { alert } from '../../../lib/alerts/alert';

/** A refused step says why in the reader's language (`errors.<code>`: offer_exists, deal_not_open …). */
export function alertFailure(i18n: I18n, error: unknown): void {
  const key = error instanceof ApiRequestError && i18n.exists(`errors.${error.code}`) ? `errors.${error.code}` : 'deals.errors.failed';
  alert.danger(key, { details: error });
}

/**
 * The API's code for one field of a refused step (`paid_date: ['paid_before_invoice']`, `proof: ['unsupported_file']`):
 * a form shows it under that field, where the member can correct it, instead of a vague alert.
 */
export function fieldCode(error: unknown, field: string): string | undefined {
  return error instanceof ApiRequestError ? error.fields?.[field]?.[0] : undefined;
}
