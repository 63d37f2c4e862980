import { formatDate as formatInstantDate } from '../../../lib/dates/format-dates';

/** Dates as the reader's calendar date (the API answers ISO 8601 UTC), in the one shared format. */
export const formatDate = (iso: string, language: string) => formatInstantDate(iso, language);

export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** §2 firm card: the commercial registration as order number-unique id-year, when it has all three parts. */
export function registryText(company: {
  registry_orderNumber: string;
  registry_uniqueId: string;
  registry_year: string;
  registry_combination: string;
}) {
  const parts = [company.registry_orderNumber, company.registry_uniqueId, company.registry_year];
  if (parts.every(Boolean)) return parts.join('-');
  return company.registry_combination;
}
