import type { CountryCode } from './countries';

/**
 * The IANA time zone of each of the 47 countries (§4 expiry follows the loading place's local time,
 * decision 011). Taken from the npm package `countries-and-timezones` (tz database); its test checks
 * every zone against the package. A country's own zone name is used where tz keeps one (Europe/Copenhagen,
 * not its canonical Europe/Berlin), so the name the form shows is the country's. Countries with several
 * zones take the zone of their capital (Spain without the Canaries, Portugal without the Azores, Russia
 * Moscow). Kosovo has no entry in tz's country tables; it keeps Serbia's Europe/Belgrade, as tz documents.
 * The same table is written into migration 0007 (a test compares the two).
 */
export const COUNTRY_TIME_ZONES: Record<CountryCode, string> = {
  AL: 'Europe/Tirane',
  AD: 'Europe/Andorra',
  AT: 'Europe/Vienna',
  BY: 'Europe/Minsk',
  BE: 'Europe/Brussels',
  BA: 'Europe/Sarajevo',
  BG: 'Europe/Sofia',
  HR: 'Europe/Zagreb',
  CY: 'Asia/Nicosia',
  CZ: 'Europe/Prague',
  DK: 'Europe/Copenhagen',
  EE: 'Europe/Tallinn',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  GR: 'Europe/Athens',
  HU: 'Europe/Budapest',
  IS: 'Atlantic/Reykjavik',
  IE: 'Europe/Dublin',
  IT: 'Europe/Rome',
  XK: 'Europe/Belgrade',
  LV: 'Europe/Riga',
  LI: 'Europe/Vaduz',
  LT: 'Europe/Vilnius',
  LU: 'Europe/Luxembourg',
  MT: 'Europe/Malta',
  MD: 'Europe/Chisinau',
  MC: 'Europe/Monaco',
  ME: 'Europe/Podgorica',
  NL: 'Europe/Amsterdam',
  MK: 'Europe/Skopje',
  NO: 'Europe/Oslo',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
  RO: 'Europe/Bucharest',
  SM: 'Europe/San_Marino',
  RS: 'Europe/Belgrade',
  SK: 'Europe/Bratislava',
  SI: 'Europe/Ljubljana',
  ES: 'Europe/Madrid',
  SE: 'Europe/Stockholm',
  CH: 'Europe/Zurich',
  TR: 'Europe/Istanbul',
  UA: 'Europe/Kyiv',
  GB: 'Europe/London',
  VA: 'Europe/Vatican',
  RU: 'Europe/Moscow',
};

/** The zone of a country code, or undefined for a code outside the 47. */
export function timeZoneOfCountry(country: unknown): string | undefined {
  return typeof country === 'string' && Object.hasOwn(COUNTRY_TIME_ZONES, country) ? COUNTRY_TIME_ZONES[country as CountryCode] : undefined;
}
