import type { EntryLocation } from '@freight/shared/entries';

/**
 * The place as the API names it in the reader's language (decision 015); city_display_name is only what
 * the poster typed. A name another place of the country shares carries its region, already in the
 * reader's language ("Florești (Cluj)"), or else its nearest large city, which `near` words in the
 * reader's language ("Newport (near Cardiff)") (issue 35 item 5).
 */
export function placeName(location: EntryLocation, near?: (city: string) => string): string {
  const name = location.cityName || location.city_display_name;
  if (location.city_region) return `${name} (${location.city_region})`;
  return location.city_near && near ? `${name} (${near(location.city_near)})` : name;
}
