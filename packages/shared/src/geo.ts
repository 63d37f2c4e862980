import { z } from 'zod';
import { rowIdSchema } from './ids';
import { COUNTRY_CODES } from './countries';
import { DEFAULT_LANGUAGE, SPOKEN_LANGUAGES, type SpokenLanguage } from './languages';

/** §9: city search answers only from the third typed character on. */
export const CITY_SEARCH_MIN_LENGTH = 3;
/** §9: the city lookup keeps at most 3 countries. */
export const CITY_LOOKUP_MAX_COUNTRIES = 3;
/** Matches per country (city picker) and per user-added-city search. */
export const CITY_SEARCH_LIMIT = 20;

const spokenLanguageSchema = z.enum(SPOKEN_LANGUAGES);

/** `?lang=` of the geo calls: any of the twelve spoken languages (§1); unknown or missing values mean English. */
const geoLangSchema = z
  .string()
  .optional()
  .transform((value): SpokenLanguage => {
    const parsed = spokenLanguageSchema.safeParse(value);
    return parsed.success ? parsed.data : DEFAULT_LANGUAGE;
  });

/** A repeated query parameter arrives as a string once and as an array from the second time on. */
const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]), z.array(item));

export const countryCodeSchema = z.enum(COUNTRY_CODES, { error: 'country_invalid' });

/** GET /api/countries/ (§7). */
export const countriesQuerySchema = z.object({ lang: geoLangSchema });
export const countrySchema = z.object({ code: countryCodeSchema, name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** GET /api/combined-location/ (§7): repeated countries and city_ids, lang, search. */
export const combinedLocationQuerySchema = z.object({
  countries: repeated(countryCodeSchema).pipe(z.array(countryCodeSchema).min(1, 'required').max(CITY_LOOKUP_MAX_COUNTRIES, 'too_many')),
  city_ids: repeated(rowIdSchema).pipe(z.array(z.number()).max(50, 'too_many')),
  lang: geoLangSchema,
  search: z.string().trim().max(100).optional().default(''),
});
export type CombinedLocationQuery = z.infer<typeof combinedLocationQuerySchema>;

/** Per requested country, city id → display name (§7), e.g. `{ "RO": { "665087": "Timişoara" } }`. */
export const combinedLocationSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type CombinedLocation = z.infer<typeof combinedLocationSchema>;

/**
 * GET /api/city-search/: the entry form's city lookup (its path is open in §7). Unlike the
 * combined-location map, whose integer keys JSON readers re-sort by id, a list keeps the ranking:
 * names starting with the text first, larger cities first.
 */
export const citySearchQuerySchema = z.object({
  country: countryCodeSchema,
  search: z.string().trim().max(100).optional().default(''),
  /** The reader's language: each city is named in it when the data has that name (issue 12). */
  lang: geoLangSchema,
});
export const citySearchResultSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The city's name the text matched, when the shown name does not contain it: "Wien" for a Hungarian's "Bécs". */
  matched_name: z.string().optional(),
  /**
   * Issue 35 item 5, when another city of the country has the same name: its region in the reader's
   * language where that tells it apart ("Cluj"), else the nearest large city (`near_city`).
   */
  region: z.string().optional(),
  near_city: z.string().optional(),
});
export type CitySearchResult = z.infer<typeof citySearchResultSchema>;

/** GET /api/user-added-cities/ (§7): cities members typed when the data lacked them (§3). */
export const userAddedCitiesQuerySchema = z.object({
  country: countryCodeSchema,
  search: z.string().trim().max(100).optional().default(''),
});
export const userAddedCitySchema = z.object({ id: z.number().int(), name: z.string(), country: z.string() });
export type UserAddedCity = z.infer<typeof userAddedCitySchema>;

/** GET /api/distances/ (DESIGN §3, issue 35 item 1): between two GeoNames cities, named in `lang`. */
export const distancesQuerySchema = z.object({ from_city: rowIdSchema, to_city: rowIdSchema, lang: geoLangSchema });
export type DistancesQuery = z.infer<typeof distancesQuerySchema>;

/**
 * How `road_km` is estimated: the great-circle distance times ROAD_FACTOR (roads are longer than the
 * straight line), the same estimate an entry's distance is (§3), without a routing service.
 */
export const ROAD_DISTANCE_METHODS = ['great_circle_factor'] as const;
const distancePlaceSchema = z.object({ id: z.number().int(), name: z.string(), country: z.string() });
export const distanceSchema = z.object({
  great_circle_km: z.number(),
  road_km: z.number().int(),
  method: z.enum(ROAD_DISTANCE_METHODS),
  /** The factor of the estimate, so the page can say how it was made. */
  road_factor: z.number(),
  from: distancePlaceSchema,
  to: distancePlaceSchema,
});
export type Distance = z.infer<typeof distanceSchema>;
