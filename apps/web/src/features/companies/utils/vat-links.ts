/**
 * External checks of a VAT number (§2 company details). National registers only where the official
 * one is well known; the EU's VIES covers every member state (Greece as EL, Northern Ireland as XI).
 */
const NATIONAL_REGISTERS: Record<string, string> = {
  RO: 'https://www.anaf.ro/',
  DE: 'https://evatr.bff-online.de/eVatR/',
  PL: 'https://www.podatki.gov.pl/wykaz-podatnikow-vat-wyszukiwarka',
};

const VIES_STATES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'EL',
  'ES',
  'FI',
  'FR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'XI',
]);

/** The two-letter prefix of a VAT number and the rest, without spaces. */
export function splitVat(vat: string): { prefix: string; number: string } {
  const clean = vat.replace(/\s/g, '').toUpperCase();
  return { prefix: clean.slice(0, 2), number: clean.slice(2) };
}

export function nationalRegisterUrl(vat: string): string | null {
  return NATIONAL_REGISTERS[splitVat(vat).prefix] ?? null;
}

export function viesUrl(vat: string): string | null {
  const { prefix, number } = splitVat(vat);
  if (!VIES_STATES.has(prefix) || !number) return null;
  const query = new URLSearchParams({ memberStateCode: prefix, number });
  return `https://ec.europa.eu/taxation_customs/vies/#/vat-validation-result?${query}`;
}
