import { z } from 'zod';
import { FORM_TYPES, PLATFORM_TYPES, TRUCK_TYPES } from './entries';
import { checkEntryFilters, entryListQuerySchema, entryReadQuerySchema } from './entry-list-query';
import { paginatedSchema, paginationQuerySchema } from './pagination';

/**
 * Saved searches ("search agents", issue 17): a member keeps the filters of an entry search under a
 * name and is told, live and by e-mail, of new entries that match them.
 */

/** Issue 17: at most this many agents per member. */
export const SEARCH_AGENTS_MAX = 20;
export const SEARCH_AGENT_NAME_MAX = 80;
/** E-mail per agent: none, batched soon after a match (at most one per AGENT_INSTANT_MAIL_MINUTES), or once a day. */
export const AGENT_EMAIL_ALERTS = ['off', 'instant', 'daily'] as const;
export type AgentEmailAlerts = (typeof AGENT_EMAIL_ALERTS)[number];
/** An agent mails at most once in this many minutes (as the new-entry digests, issue 6). */
export const AGENT_INSTANT_MAIL_MINUTES = 15;

/** An IANA time zone the runtime knows (Europe/Bucharest …), for the daily mail's local hour. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
export const timeZoneSchema = z.string().trim().min(1, 'required').max(64, 'too_long').refine(isTimeZone, 'time_zone_invalid');

const list = entryListQuerySchema.shape;
const typeList = (values: readonly number[]) =>
  z
    .array(
      z
        .number({ error: 'option_invalid' })
        // The range first, so the smallint[] column's bound shows in the schema (a choice check does not).
        .min(Math.min(...values), { error: 'option_invalid', abort: true })
        .max(Math.max(...values), { error: 'option_invalid', abort: true })
        .refine((value) => values.includes(value), 'option_invalid'),
    )
    .max(values.length, 'too_long');

/**
 * The filters an agent keeps: exactly the fields (and checks) of GET /api/{truck,ware}-requests/ that
 * describe entries, plus the vehicle (truck form) and platform types the issue asks for. Left out:
 * paging, ordering, `my`, `lang`, and `identification_id` (a part of one entry's id names an entry that
 * exists, not a kind of entry to wait for).
 */
export const searchAgentFiltersFields = {
  loading_country: list.loading_country,
  loading_city: list.loading_city,
  loading_radius: list.loading_radius,
  unloading_country: list.unloading_country,
  unloading_city: list.unloading_city,
  unloading_radius: list.unloading_radius,
  max_weight: list.max_weight,
  max_mdp: list.max_mdp,
  loading_date_from: list.loading_date_from,
  loading_date_to: list.loading_date_to,
  /** Truck types (§3 transport_options.truck_type) of which an entry must have one; empty or absent: any. */
  truck_type: typeList(TRUCK_TYPES).optional(),
  /** Platform types of which an entry must offer at least one; empty or absent: any. */
  platform_type: typeList(PLATFORM_TYPES).optional(),
};

/** A form sends an unset filter as null or '' (as the search's query leaves it out): both mean "no filter". */
const withoutEmpty = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== '' && field !== undefined))
    : value;

export const searchAgentFiltersSchema = z.preprocess(
  withoutEmpty,
  z.object(searchAgentFiltersFields).strict().superRefine(checkEntryFilters),
);
export type SearchAgentFilters = z.output<typeof searchAgentFiltersSchema>;
export type SearchAgentFiltersInput = z.input<typeof searchAgentFiltersSchema>;

const nameSchema = z.string({ error: 'required' }).trim().min(1, 'required').max(SEARCH_AGENT_NAME_MAX, 'too_long');
const emailAlertsSchema = z.enum(AGENT_EMAIL_ALERTS, { error: 'option_invalid' });
const emailHourSchema = z.number({ error: 'number_invalid' }).int('number_invalid').min(0, 'negative').max(23, 'too_large');

/** The daily mail needs its hour; the check runs on the merged agent too (a PATCH may change only one of them). */
export function checkDailyHour(agent: { email_alerts?: AgentEmailAlerts; email_hour?: number | null }, ctx: z.RefinementCtx): void {
  if (agent.email_alerts === 'daily' && (agent.email_hour === null || agent.email_hour === undefined))
    ctx.addIssue({ code: 'custom', path: ['email_hour'], message: 'required' });
}

/** Body of POST /api/search-agents/. */
export const searchAgentCreateSchema = z
  .object({
    name: nameSchema,
    form_type: z.enum(FORM_TYPES, { error: 'form_type_invalid' }),
    filters: searchAgentFiltersSchema.default({}),
    paused: z.boolean().default(false),
    email_alerts: emailAlertsSchema.default('off'),
    /** The hour (0–23, in `time_zone`) of the daily mail; needed with `daily`. */
    email_hour: emailHourSchema.nullable().default(null),
    time_zone: timeZoneSchema.default('UTC'),
  })
  .strict()
  .superRefine(checkDailyHour);
export type SearchAgentCreate = z.output<typeof searchAgentCreateSchema>;
export type SearchAgentCreateInput = z.input<typeof searchAgentCreateSchema>;

/** Body of PATCH /api/search-agents/{id}/: any of the fields; `filters` given replace the stored ones whole. */
export const searchAgentPatchSchema = z
  .object({
    name: nameSchema.optional(),
    form_type: z.enum(FORM_TYPES, { error: 'form_type_invalid' }).optional(),
    filters: searchAgentFiltersSchema.optional(),
    paused: z.boolean().optional(),
    email_alerts: emailAlertsSchema.optional(),
    email_hour: emailHourSchema.nullable().optional(),
    time_zone: timeZoneSchema.optional(),
  })
  .strict();
export type SearchAgentPatch = z.output<typeof searchAgentPatchSchema>;
export type SearchAgentPatchInput = z.input<typeof searchAgentPatchSchema>;

/** An agent as the API answers it: the filters it keeps (only the ones set) and its new matches. */
export const searchAgentSchema = z.object({
  id: z.number(),
  name: z.string(),
  form_type: z.enum(FORM_TYPES),
  filters: z.object(searchAgentFiltersFields),
  paused: z.boolean(),
  email_alerts: z.enum(AGENT_EMAIL_ALERTS),
  email_hour: z.number().nullable(),
  time_zone: z.string(),
  /**
   * Matching entries (still live) since the member last opened the agent's entries; for an agent with a country on
   * one side at most (its matches read from the entries), counted up to 100.
   */
  new_matches: z.number(),
  last_opened_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SearchAgent = z.infer<typeof searchAgentSchema>;

/** GET /api/search-agents/: every agent of the member (at most SEARCH_AGENTS_MAX, so `next` is always null). */
export const searchAgentListSchema = paginatedSchema(searchAgentSchema);
export type SearchAgentList = z.infer<typeof searchAgentListSchema>;

export const searchAgentParamsSchema = z.object({ id: z.coerce.number({ error: 'not_found' }).int().positive().max(2_147_483_647) });

/** The unsubscribe link of an agent's mail: works without login, for that agent only. */
export const agentUnsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200).optional() });
/** POST may carry the token in a JSON body instead of the query. */
export const agentUnsubscribeBodySchema = z
  .object({ token: z.string().min(1).max(200).optional() })
  .strict()
  .nullish();
export const agentUnsubscribedSchema = z.object({ status: z.literal('unsubscribed'), name: z.string() });
export type AgentUnsubscribed = z.infer<typeof agentUnsubscribedSchema>;

/** GET /api/search-agents/{id}/entries/: a page of the agent's matches, places named in `lang`. */
export const searchAgentEntriesQuerySchema = paginationQuerySchema.extend({ lang: entryReadQuerySchema.shape.lang });
export type SearchAgentEntriesQuery = z.infer<typeof searchAgentEntriesQuerySchema>;
