import type { EntryLocation } from '@freight/shared/listings';

/**
 * The place as the API names it in the reader's language (decision 015); city_display_name is only what
 * the poster typed. A name another place of the country shares carries its nearest large city (issue 35
 * item 5): `near` words it in the reader's language ("Florești (near Cluj-Napoca)").
 */
export function placeName(location: EntryLocation, near?: (city: string) => string): string {
  const name = location.cityName || location.city_display_name;
  return location.city_near && near ? `${name} (${near(location.city_near)})` : name;
}
