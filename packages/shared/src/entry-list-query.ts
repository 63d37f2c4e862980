import { z } from 'zod';
import { COUNTRY_CODES } from './countries';
import { dateStringSchema } from './entries';
import { MAX_ROW_ID } from './ids';
import { paginationQuerySchema } from './pagination';

/**
 * The entry lists' query (§2 filters bar, §7 list calls, DESIGN §3 pagination), which search agents store
 * and websocket subscriptions send too: every message is a code the web translates as `validation.<code>`.
 */

const optionalNumberQuery = z.coerce.number({ error: 'number_invalid' }).min(0, 'negative').optional();
const optionalIdQuery = z.coerce.number({ error: 'number_invalid' }).int().positive().max(MAX_ROW_ID, 'city_unknown').optional();

/** Search around a city (issue 12): the radii in km the filters offer; none keeps the city filter exact. */
export const ENTRY_SEARCH_RADII_KM = [25, 50, 100, 200] as const;
export type EntrySearchRadiusKm = (typeof ENTRY_SEARCH_RADII_KM)[number];
const optionalRadiusQuery = z.coerce
  .number({ error: 'number_invalid' })
  // The range first (its smallint column, and the OpenAPI document, see it; the choice check cannot be shown there).
  .min(ENTRY_SEARCH_RADII_KM[0], { error: 'radius_invalid', abort: true })
  .max(ENTRY_SEARCH_RADII_KM[ENTRY_SEARCH_RADII_KM.length - 1]!, { error: 'radius_invalid', abort: true })
  .refine((km): km is EntrySearchRadiusKm => (ENTRY_SEARCH_RADII_KM as readonly number[]).includes(km), 'radius_invalid')
  .optional();

/** Orderings of the entry lists: by last change (newest first by default) or by the first loading day (issue 13). */
export const ENTRY_ORDERINGS = ['-modified_at', 'modified_at', 'loading_date', '-loading_date'] as const;
export type EntryOrdering = (typeof ENTRY_ORDERINGS)[number];

/** `?lang=`: the reader's interface language; anything else falls back to Accept-Language, then English (API side). */
const readerLangQuery = z.string().trim().max(35).optional();
/** GET of one entry: only the reader's language. */
export const entryReadQuerySchema = z.object({ lang: readerLangQuery });

/** The shortest part of an identification id the search takes (issue 15). */
export const IDENTIFICATION_FILTER_MIN_LENGTH = 3;

/** The filters' fields read by the checks of `checkEntryFilters`. */
type CheckedFilters = {
  loading_city?: number;
  loading_radius?: number;
  unloading_city?: number;
  unloading_radius?: number;
  loading_date_from?: string;
  loading_date_to?: string;
};

/**
 * The cross-field rules of the entry filters, shared by the entry lists and the saved searches
 * (search agents, issue 17), which store the same filters.
 */
export function checkEntryFilters(query: CheckedFilters, ctx: z.RefinementCtx): void {
  // A radius around no city would silently widen the search to everything: refused instead.
  for (const side of ['loading', 'unloading'] as const)
    if (query[`${side}_radius`] !== undefined && query[`${side}_city`] === undefined)
      ctx.addIssue({ code: 'custom', path: [`${side}_radius`], message: 'radius_needs_city' });
  // An inverted range would silently match nothing: refused on both ends so the form can mark it.
  const { loading_date_from: from, loading_date_to: to } = query;
  if (from !== undefined && to !== undefined && from > to)
    for (const field of ['loading_date_from', 'loading_date_to'] as const)
      ctx.addIssue({ code: 'custom', path: [field], message: 'date_range_inverted' });
}

/** GET /api/{truck,ware}-requests/ filters (§2 filters bar, DESIGN §3 pagination). */
export const entryListQuerySchema = paginationQuerySchema
  .extend({
    loading_country: z.enum(COUNTRY_CODES, { error: 'country_invalid' }).optional(),
    loading_city: optionalIdQuery,
    /** Km around `loading_city` (great circle); needs the city. */
    loading_radius: optionalRadiusQuery,
    unloading_country: z.enum(COUNTRY_CODES, { error: 'country_invalid' }).optional(),
    unloading_city: optionalIdQuery,
    unloading_radius: optionalRadiusQuery,
    /** 'At most' filters (§5). */
    max_weight: optionalNumberQuery,
    max_mdp: optionalNumberQuery,
    /**
     * A part of the id: at least three characters (issue 15), as one or two match nearly every entry and
     * no index can narrow them; an empty field is no filter.
     */
    identification_id: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().min(IDENTIFICATION_FILTER_MIN_LENGTH).max(20, 'too_long').optional(),
    ),
    /** Loading-date range (issue 13): an entry matches when its loading window [date_start, date_end] overlaps it. */
    loading_date_from: dateStringSchema.optional(),
    loading_date_to: dateStringSchema.optional(),
    ordering: z.enum(ENTRY_ORDERINGS).default('-modified_at'),
    my: z.enum(['true', 'false']).optional(),
    /** The reader's interface language, in which places are named (issue 12, decision 015). */
    lang: readerLangQuery,
  })
  .superRefine(checkEntryFilters);
export type EntryListQuery = z.infer<typeof entryListQuerySchema>;
export type EntryListQueryInput = z.input<typeof entryListQuerySchema>;

export const entryViewResponseSchema = z.object({ view_count: z.number() });
export const entryRefreshResponseSchema = z.object({ updated_at: z.string() });
