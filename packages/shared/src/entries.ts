import { z } from 'zod';
import { MAX_INTEGER, numericMax } from './column-bounds';
import { COUNTRY_CODES } from './countries';
import { MAX_ROW_ID } from './ids';
import { entryDateIssues, type StoredLoadingDates } from './entry-dates';
import { paginatedSchema } from './pagination';
import { compactReputationSchema } from './reputation';

/**
 * Entries (truck offers and ware requests): §3 Entry, §5 entry form rules, §7 entry calls, §9 constants.
 * Every message is a code the web translates as `validation.<code>`; §5 required fields answer 'required'.
 */

export const FORM_TYPES = ['truck', 'ware'] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** §3 transport_options codes. */
export const TRUCK_TRANSPORT_TYPES = [1, 2] as const; // 1 groupage, 2 express
export const TRUCK_COATINGS = [1, 2] as const; // 1 curtain-sided, 2 box
export const TRUCK_TYPES = [1, 2, 3, 4, 5] as const; // sprinter, 7.5 t, 12 t, 24 t, trailer
export const SPECIAL_FEATURES = [1, 2, 3, 4, 5] as const; // hydraulic lift, ADR, refrigerated, mega, termo
export const PLATFORM_TYPES = [1, 2, 3, 4, 5] as const; // semi-trailer, truck, van, car carrier, 7.5 t truck
export const CURRENCIES = ['EUR', 'RON'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** §9 offer validity choices, the first is the default. */
export const OFFER_VALIDITY_DAYS = [45, 30, 15] as const;
export const NOTES_MAX = 150;
/** The notes counter is shown from this many characters on. */
export const NOTES_COUNTER_FROM = 75;
/** A second refresh of the same entry within this window is refused (429). */
export const REFRESH_COOLDOWN_MINUTES = 15;
/** §9: TR- for trucks, WR- for wares. */
export const IDENTIFICATION_PREFIX: Record<FormType, string> = { truck: 'TR-', ware: 'WR-' };

const literalUnion = <T extends readonly number[]>(values: T, message: string) =>
  z.union(values.map((value) => z.literal(value)) as unknown as [z.ZodLiteral<T[number]>, z.ZodLiteral<T[number]>], {
    error: message,
  });

const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const dateStringSchema = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
  .refine(isRealDate, 'date_invalid');
export const timeStringSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid');

/**
 * Upper bounds of a plausible entry (decision 010, EU Directive 96/53/EC): no road vehicle in
 * international traffic weighs more than 40 t (44 t) in all, a road train's loading length is at most
 * 15.65 m, and the largest bodies (jumbo road trains) hold about 120 m³. A bigger number is a typing
 * error (kilograms for tonnes, centimetres for metres); it answers 'too_large'.
 */
export const INFO_MAX = { weight: 40, volume: 120, mdp: 15.65 } as const;
/** The price has no plausible bound of its own (per km or whole, EUR or RON): its column, numeric(12, 2), bounds it. */
export const PRICE_MAX = numericMax(12, 2);

const requiredNumber = (max: number) => z.number({ error: 'required' }).min(0, 'negative').max(max, 'too_large');
const optionalNumber = (max: number) =>
  z.number({ error: 'number_invalid' }).min(0, 'negative').max(max, 'too_large').nullable().default(null);

export const locationInputSchema = z
  .object({
    country: z.enum(COUNTRY_CODES, { error: 'required' }),
    /** A GeoNames city id; empty ('' or null) for a city the member added by hand (§3). */
    external_city_id: z
      .union([z.number().int().positive().max(MAX_ROW_ID, 'city_unknown'), z.literal(''), z.null()], { error: 'city_unknown' })
      .optional()
      .transform((value) => (typeof value === 'number' ? value : null)),
    city_display_name: z.string({ error: 'required' }).trim().min(1, 'required').max(120, 'too_long'),
    city_type: z.string().trim().max(40, 'too_long').default(''),
    postal_code: z.string({ error: 'required' }).trim().min(1, 'required').max(20, 'too_long'),
    date_start: dateStringSchema,
    date_end: dateStringSchema,
    /** The dates of the range; §5 asks for at least one. */
    date: z.array(dateStringSchema, { error: 'required' }).min(1, 'required').max(400, 'too_long'),
    time_start: timeStringSchema.nullable().default(null),
    time_end: timeStringSchema.nullable().default(null),
  })
  .strict()
  .superRefine((location, ctx) => {
    if (location.date_end < location.date_start) ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'date_end_before_start' });
  });
export type LocationInput = z.input<typeof locationInputSchema>;

export const infoInputSchema = z
  .object({
    weight: requiredNumber(INFO_MAX.weight),
    volume: optionalNumber(INFO_MAX.volume),
    mdp: requiredNumber(INFO_MAX.mdp),
    price: optionalNumber(PRICE_MAX),
    currency: z.enum(CURRENCIES, { error: 'currency_invalid' }).default('EUR'),
    vat_type: z.boolean().default(false),
    payment_term: z.number().int('number_invalid').min(0, 'negative').max(MAX_INTEGER, 'too_large').default(1),
  })
  .strict();

export const transportOptionsInputSchema = z
  .object({
    truck_transport_type: literalUnion(TRUCK_TRANSPORT_TYPES, 'option_invalid').default(1),
    truck_coating: literalUnion(TRUCK_COATINGS, 'option_invalid').default(1),
    truck_type: literalUnion(TRUCK_TYPES, 'required').nullable().optional(),
    truck_special_features: z.array(literalUnion(SPECIAL_FEATURES, 'option_invalid')).max(5).default([]),
    platform_type: z.array(literalUnion(PLATFORM_TYPES, 'option_invalid')).max(5).default([]),
    escrow_account: z.boolean().default(false),
    dangerous_load: z.boolean().default(false),
  })
  .strict();

export type EntryInput = z.input<typeof entryInputSchema>;
export type ParsedEntryInput = z.output<typeof entryInputSchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * §5: truck type on the truck form, at least one platform type on the ware form. This check also runs
 * when other fields failed (`when`), so one answer lists every empty field; the data may then be partial.
 */
function requireFormOptions(entry: { form_type?: unknown; transport_options?: unknown }, ctx: z.RefinementCtx) {
  const options = (entry.transport_options ?? {}) as Partial<ParsedEntryInput['transport_options']>;
  if (entry.form_type === 'truck' && options.truck_type == null)
    ctx.addIssue({ code: 'custom', path: ['transport_options', 'truck_type'], message: 'required' });
  if (entry.form_type === 'ware' && (!Array.isArray(options.platform_type) || options.platform_type.length === 0))
    ctx.addIssue({ code: 'custom', path: ['transport_options', 'platform_type'], message: 'required' });
}
const evenWhenOtherFieldsFailed = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

const entryFields = {
  /** 36 characters (§9): a uuid the client made, so a retried create cannot post twice. */
  uid: z.string().regex(UUID_PATTERN, 'uid_invalid').optional(),
  form_type: z.enum(FORM_TYPES, { error: 'form_type_invalid' }),
  validity_days: literalUnion(OFFER_VALIDITY_DAYS, 'validity_invalid').default(45),
  loading_location: locationInputSchema,
  unloading_location: locationInputSchema,
  info: infoInputSchema,
  transport_options: transportOptionsInputSchema,
  notes: z.string().trim().max(NOTES_MAX, 'too_long').default(''),
};

/** Body of POST /api/{truck,ware}-requests/create/ (§7). */
export const entryInputSchema = z.object(entryFields).strict().superRefine(requireFormOptions, evenWhenOtherFieldsFailed);

/**
 * Body of PATCH /api/{truck,ware}-requests/{uid}/: the same rules, but `validity_days` has no default.
 * Absent, the stored valid_until stays, so an edit never shortens the offer by itself; given, it counts
 * from the save (decision 013).
 */
export const entryPatchSchema = z
  .object({ ...entryFields, validity_days: literalUnion(OFFER_VALIDITY_DAYS, 'validity_invalid').optional() })
  .strict()
  .superRefine(requireFormOptions, evenWhenOtherFieldsFailed);
export type EntryPatchInput = z.input<typeof entryPatchSchema>;
export type EntryPatch = z.output<typeof entryPatchSchema>;

/**
 * The entry rules that depend on the moment (decision 010): no loading in the past at the loading place,
 * no unloading before loading. The API applies `entryDateIssues` in its service with its clock (the route
 * schema cannot know `now`); the web form parses with this schema. `stored` are an edited entry's loading dates.
 */
export const entryInputSchemaAt = (now: Date, stored?: StoredLoadingDates | null) =>
  entryInputSchema.superRefine((entry, ctx) => {
    for (const [path, code] of Object.entries(entryDateIssues(entry, now, stored)))
      ctx.addIssue({ code: 'custom', path: path.split('.'), message: code });
  }, evenWhenOtherFieldsFailed);

/** §3 Entry as the API answers it. */
export const entryLocationSchema = z.object({
  id: z.number(),
  countryName: z.object({ code: z.string(), name: z.string() }),
  cityName: z.string(),
  /**
   * Issue 35 item 5, when another city of the country has the same name: its region in the reader's
   * language where that tells it apart ("Cluj"), else the nearest large city's name (`city_near`).
   */
  city_region: z.string().optional(),
  city_near: z.string().optional(),
  postal_code: z.string(),
  date_start: z.string(),
  date_end: z.string(),
  date: z.array(z.string()),
  time_start: z.string().nullable(),
  time_end: z.string().nullable(),
  country: z.string(),
  external_city_id: z.number().nullable(),
  city_display_name: z.string(),
  city_type: z.string(),
});
export type EntryLocation = z.infer<typeof entryLocationSchema>;

export const entryTransportOptionsSchema = z.object({
  id: z.number(),
  truck_transport_type: z.number(),
  truck_coating: z.number(),
  truck_type: z.number().nullable(),
  truck_special_features: z.array(z.number()),
  platform_type: z.array(z.number()),
  escrow_account: z.boolean(),
  dangerous_load: z.boolean(),
});

export const entryInfoSchema = z.object({
  id: z.number(),
  weight: z.number(),
  volume: z.number().nullable(),
  mdp: z.number(),
  price: z.number().nullable(),
  currency: z.string(),
  vat_type: z.boolean(),
  payment_term: z.number(),
});

export const entryUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_prefix: z.string(),
  phone: z.string(),
  spoken_languages: z.array(z.string()),
  hasWhatsApp: z.boolean(),
  hasSignalApp: z.boolean(),
});

export const entryCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  registry_combination: z.string(),
  VATNumber: z.string(),
  fax: z.string(),
  website: z.string(),
  /** Issue 32 item 4: the company's compact reputation (search pages, the entry page and a publish's live event; absent on other live events). */
  reputation: compactReputationSchema.optional(),
});

export const entrySchema = z.object({
  uid: z.string(),
  identification_id: z.string(),
  form_type: z.enum(FORM_TYPES),
  created_at: z.string(),
  updated_at: z.string(),
  modified_at: z.string(),
  valid_until: z.string(),
  /** When the entry leaves the search: the end of its loading window or of its validity, whichever is first (§4). */
  expires_at: z.string(),
  expired: z.boolean(),
  /** Present only on the owner's list once an agreed deal took the entry (issue 31). */
  status: z.literal('taken').optional(),
  is_own: z.boolean(),
  /** The reader may edit, delete and refresh it: its poster, or an admin of its company (§6, decision 012). */
  can_manage: z.boolean(),
  view_count: z.number(),
  /** Issue 33: uncleared "already gone" reports; told only to the entry's own company (3 hide it from others). */
  gone_reports: z.number().int().optional(),
  /** Issue 31: offers on it still negotiated (open deals); only on the owner's My trucks / My wares list. */
  open_offers: z.number().int().optional(),
  distance: z.number().nullable(),
  notes: z.string(),
  /**
   * Issue 33 item 4: a phone or e-mail in the notes awaits staff. Other companies' `notes` show it as
   * HIDDEN_CONTACT; the owner reads the notes as written and learns that others do not see it yet.
   */
  notes_contacts_hidden: z.boolean().optional(),
  /** Null once the poster's account was deleted; the entry stays with its company (§6). */
  user: entryUserSchema.nullable(),
  company: entryCompanySchema,
  loading_location: entryLocationSchema,
  unloading_location: entryLocationSchema,
  transport_options: entryTransportOptionsSchema,
  info: entryInfoSchema,
});
export type Entry = z.infer<typeof entrySchema>;

export const entryPageSchema = paginatedSchema(entrySchema);
export type EntryPage = z.infer<typeof entryPageSchema>;
