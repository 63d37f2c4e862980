import { z } from 'zod';
import { entrySchema, FORM_TYPES, type Entry, type FormType } from './entries';
import { ENTRY_SEARCH_RADII_KM, type EntrySearchRadiusKm } from './entry-list-query';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/**
 * Matching for own entries (issue 17 items 5–7, decision 023): the wares that fit an own truck, the
 * trucks that fit an own ware, and a truck's return loads. The radii are the search's (issue 12).
 */
export const MATCH_RADII_KM = ENTRY_SEARCH_RADII_KM;
export type MatchRadiusKm = EntrySearchRadiusKm;
export const DEFAULT_MATCH_RADIUS_KM: MatchRadiusKm = 100;

/**
 * A card shows at most this many matches as a number ("100+" above): counting stops there, so a truck
 * near a large city costs the same as one in the countryside.
 */
export const MATCH_COUNT_CAP = 100;

/** How many own entries one counts request may name: a page of the own list (DESIGN §3 maximum). */
export const MATCH_COUNTS_MAX_UIDS = 200;

/** The entries a match is made of: trucks are matched with wares and wares with trucks. */
export const matchedFormOf = (formType: FormType): FormType => (formType === 'truck' ? 'ware' : 'truck');

const radiusQuery = z.coerce
  .number({ error: 'number_invalid' })
  .refine((km): km is MatchRadiusKm => (MATCH_RADII_KM as readonly number[]).includes(km), 'radius_invalid')
  .default(DEFAULT_MATCH_RADIUS_KM);

/** GET /api/{truck,ware}-requests/{uid}/matches/ and /api/truck-requests/{uid}/return-loads/. */
export const matchQuerySchema = paginationQuerySchema.extend({
  radius: radiusQuery,
  /** The reader's interface language, in which places are named (decision 015). */
  lang: z.string().trim().max(35).optional(),
});
export type MatchQuery = z.infer<typeof matchQuerySchema>;

const UID_PATTERN = /^[0-9A-Za-z-]{1,64}$/;

/** GET /api/matching/counts/?form_type=truck&uids=a,b,c&radius=100: the counts of a page of own entries. */
export const matchCountsQuerySchema = z.object({
  form_type: z.enum(FORM_TYPES, { error: 'form_type_invalid' }),
  uids: z
    .string({ error: 'required' })
    .transform((text) => [...new Set(text.split(',').map((uid) => uid.trim()))].filter((uid) => uid !== ''))
    .pipe(z.array(z.string().regex(UID_PATTERN, 'uid_invalid')).min(1, 'required').max(MATCH_COUNTS_MAX_UIDS, 'too_long')),
  radius: radiusQuery,
});
export type MatchCountsQuery = z.infer<typeof matchCountsQuerySchema>;

/** Counts by uid: only the caller's company's entries are answered; other uids are left out. */
export const matchCountsSchema = z.object({
  counts: z.record(z.string(), z.number().int().min(0)),
  /** MATCH_COUNT_CAP: a count equal to it means "this many or more". */
  cap: z.number().int(),
  radius: z.number(),
});
export type MatchCounts = z.infer<typeof matchCountsSchema>;

/** A match: the usual entry plus the empty km from the truck's loading place to the ware's (great circle). */
export const matchEntrySchema = entrySchema.extend({ empty_km: z.number() });
export type MatchEntry = z.infer<typeof matchEntrySchema>;
export const matchPageSchema = paginatedSchema(matchEntrySchema);
export type MatchPage = z.infer<typeof matchPageSchema>;

/**
 * A return load: empty km from the truck's unloading place to the ware's loading place, and how much
 * nearer home the ware's unloading place is than the truck's (km and share of the way home, 0–1).
 */
export const returnLoadSchema = matchEntrySchema.extend({ home_km_covered: z.number(), home_share: z.number() });
export type ReturnLoad = z.infer<typeof returnLoadSchema>;
export const returnLoadPageSchema = paginatedSchema(returnLoadSchema);
export type ReturnLoadPage = z.infer<typeof returnLoadPageSchema>;

/** What the rule reads of an entry besides its places (an event's entry carries all of it). */
export type MatchableEntry = Pick<Entry, 'form_type' | 'is_own' | 'expired'> & {
  info: Pick<Entry['info'], 'weight' | 'mdp'>;
  loading_location: Pick<Entry['loading_location'], 'date_start' | 'date_end'>;
};

/** The loading windows [date_start, date_end] overlap (YYYY-MM-DD compares as text). */
export function loadingWindowsOverlap(a: MatchableEntry['loading_location'], b: MatchableEntry['loading_location']): boolean {
  return a.date_start <= b.date_end && b.date_start <= a.date_end;
}

/** The ware's weight and loading metres fit the truck (both at most the truck's). */
export function capacityFits(truck: MatchableEntry['info'], ware: MatchableEntry['info']): boolean {
  return ware.weight <= truck.weight && ware.mdp <= truck.mdp;
}

/**
 * Whether `other` may be a match of the own entry `own`: the rule of the API's SQL without the radius,
 * which only the database can measure (events carry no coordinates). A false answer is certain, so the
 * web re-reads the counts only for events that may change them.
 */
export function mayMatch(own: MatchableEntry, other: MatchableEntry): boolean {
  if (other.is_own || other.expired || other.form_type !== matchedFormOf(own.form_type)) return false;
  const [truck, ware] = own.form_type === 'truck' ? [own, other] : [other, own];
  return loadingWindowsOverlap(own.loading_location, other.loading_location) && capacityFits(truck.info, ware.info);
}
