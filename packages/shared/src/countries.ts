/**
 * The 47 European countries of the exchange (§3, §5), ISO 3166-1 alpha-2, with their calling codes.
 * Names are shown through Intl.DisplayNames in the reader's language.
 */
export const EUROPEAN_COUNTRIES = [
  { code: 'AL', prefix: '+355' },
  { code: 'AD', prefix: '+376' },
  { code: 'AT', prefix: '+43' },
  { code: 'BY', prefix: '+375' },
  { code: 'BE', prefix: '+32' },
  { code: 'BA', prefix: '+387' },
  { code: 'BG', prefix: '+359' },
  { code: 'HR', prefix: '+385' },
  { code: 'CY', prefix: '+357' },
  { code: 'CZ', prefix: '+420' },
  { code: 'DK', prefix: '+45' },
  { code: 'EE', prefix: '+372' },
  { code: 'FI', prefix: '+358' },
  { code: 'FR', prefix: '+33' },
  { code: 'DE', prefix: '+49' },
  { code: 'GR', prefix: '+30' },
  { code: 'HU', prefix: '+36' },
  { code: 'IS', prefix: '+354' },
  { code: 'IE', prefix: '+353' },
  { code: 'IT', prefix: '+39' },
  { code: 'XK', prefix: '+383' },
  { code: 'LV', prefix: '+371' },
  { code: 'LI', prefix: '+423' },
  { code: 'LT', prefix: '+370' },
  { code: 'LU', prefix: '+352' },
  { code: 'MT', prefix: '+356' },
  { code: 'MD', prefix: '+373' },
  { code: 'MC', prefix: '+377' },
  { code: 'ME', prefix: '+382' },
  { code: 'NL', prefix: '+31' },
  { code: 'MK', prefix: '+389' },
  { code: 'NO', prefix: '+47' },
  { code: 'PL', prefix: '+48' },
  { code: 'PT', prefix: '+351' },
  { code: 'RO', prefix: '+40' },
  { code: 'SM', prefix: '+378' },
  { code: 'RS', prefix: '+381' },
  { code: 'SK', prefix: '+421' },
  { code: 'SI', prefix: '+386' },
  { code: 'ES', prefix: '+34' },
  { code: 'SE', prefix: '+46' },
  { code: 'CH', prefix: '+41' },
  { code: 'TR', prefix: '+90' },
  { code: 'UA', prefix: '+380' },
  { code: 'GB', prefix: '+44' },
  { code: 'VA', prefix: '+379' },
  { code: 'RU', prefix: '+7' },
] as const;

export type CountryCode = (typeof EUROPEAN_COUNTRIES)[number]['code'];
export const COUNTRY_CODES = EUROPEAN_COUNTRIES.map((country) => country.code) as [CountryCode, ...CountryCode[]];
export const PHONE_PREFIXES = [...new Set(EUROPEAN_COUNTRIES.map((country) => country.prefix))] as [string, ...string[]];
export const DEFAULT_PHONE_PREFIX = '+40';
