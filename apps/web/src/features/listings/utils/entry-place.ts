import type { EntryLocation } from '@freight/shared/listings';

/** The place as the API names it in the reader's language (decision 015); city_display_name is only what the poster typed. */
export const placeName = (location: EntryLocation): string => location.cityName || location.city_display_name;
