import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cities } from './schema-entries';

/** `lang` of a spelling kept for search only (e.g. "Koeln" for Köln), never shown. */
export const SEARCH_SPELLING = '';

/**
 * Issue 12: other names of a GeoNames city (GeoNames alternate names, CC BY 4.0), imported with the
 * cities from apps/api/assets/city-names.tsv.gz: names that differ from `cities.name` (under accents),
 * and `cities.name` itself in the languages it is the name of when the local name differs (Munich).
 */
export const cityNames = pgTable(
  'city_names',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** The city's country, repeated so the country-scoped prefix search has one index. */
    country: text('country').notNull(),
    /** ISO 639-1 language of the name, or SEARCH_SPELLING. */
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cityId, t.lang, t.name] }),
    // The same search keys as the cities table: trigram for "contains", text_pattern_ops for prefixes.
    index('city_names_name_trgm').using('gin', sql`immutable_unaccent(lower(${t.name})) gin_trgm_ops`),
    index('city_names_country_name_prefix').on(t.country, sql`immutable_unaccent(lower(${t.name})) text_pattern_ops`),
  ],
);
