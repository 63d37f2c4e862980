import type { EntryLocation } from '@freight/shared/listings';

/** The place as the API names it in the reader's language (decision 015); city_display_name is only what the poster typed. */
export const placeName = (location: EntryLocation): string => location.cityName || location.city_display_name;

const REGIONAL_INDICATOR_A = 0x1f1e6;

/**
 * A country's flag as the pair of regional-indicator letters of its ISO code: no images to load,
 * and systems without flag glyphs show the code's two letters instead, which still reads.
 */
export function countryFlag(code: string): string {
  const letters = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65));
}
