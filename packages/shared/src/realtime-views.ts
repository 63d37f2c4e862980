import { z } from 'zod';
import { FORM_TYPES, dateStringSchema } from './entries';

/**
 * What a member is looking at, sent over the websocket so that the server sends only the entry events
 * that can change it (issue 30 item 1, decision 042). Deal, agent and session messages concern the
 * member and go to every socket of theirs whatever it looks at.
 */

/** At most this many views per socket: a page shows a list, its match counts and the company's figures. */
export const MAX_REALTIME_VIEWS = 8;
/** At most this many uids per list view: the pages of a list a member has loaded ("show more" included). */
export const MAX_VIEW_UIDS = 1000;
/** At most this many own entries whose matches a view counts (a page of My trucks / My wares). */
export const MAX_VIEW_MATCH_ENTRIES = 200;

const uidSchema = z.string().min(1).max(64);

/**
 * An entry list or table as shown: its form type, whether it is the company's own list (`my`), its
 * filters as the list's query string sends them (checked by the entry list's own schema on the
 * server), and the uids of the entries it shows (an entry opened from a link among them), so that a
 * change or removal of one of them reaches it even when the entry no longer meets the filters.
 */
export const listViewSchema = z
  .object({
    kind: z.literal('list'),
    form_type: z.enum(FORM_TYPES),
    my: z.boolean(),
    filters: z.record(z.string().max(40), z.string().max(100)).refine((filters) => Object.keys(filters).length <= 20),
    uids: z.array(uidSchema).max(MAX_VIEW_UIDS),
  })
  .strict();

/** The company's own entries (the dashboard's figures, an own entry edited from a colleague's screen). */
export const ownViewSchema = z.object({ kind: z.literal('own') }).strict();

/**
 * Match counts of own entries of `form_type` (issue 17 item 7): entries of the other form type whose
 * loading window and load may match one of these (the shared rule of matching.ts without the radius).
 */
export const matchesViewSchema = z
  .object({
    kind: z.literal('matches'),
    form_type: z.enum(FORM_TYPES),
    entries: z
      .array(
        z
          .object({
            date_start: dateStringSchema,
            date_end: dateStringSchema,
            weight: z.number().nonnegative().max(1e6),
            mdp: z.number().nonnegative().max(1e6),
          })
          .strict(),
      )
      .max(MAX_VIEW_MATCH_ENTRIES),
  })
  .strict();

export const realtimeViewSchema = z.discriminatedUnion('kind', [listViewSchema, ownViewSchema, matchesViewSchema]);
export type RealtimeView = z.infer<typeof realtimeViewSchema>;

/** The views of an `auth` or a `{type: "subscribe", views}` message: what the socket shows from now on. */
export const realtimeViewsSchema = z.array(realtimeViewSchema).max(MAX_REALTIME_VIEWS);
