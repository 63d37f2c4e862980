import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, users } from './schema';

/**
 * Saved searches (issue 17, decision 022). The filters are typed columns so that matching an entry
 * against every agent is one indexed statement (migration 0016's trigger), not one search per agent.
 */
export const searchAgents = pgTable(
  'search_agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's company: its own entries never match (issue 17 item 2). */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    formType: text('form_type').$type<'truck' | 'ware'>().notNull(),
    active: boolean('active').notNull().default(true),
    loadingCountry: text('loading_country'),
    loadingCityId: integer('loading_city_id'),
    loadingRadiusKm: smallint('loading_radius_km'),
    /** The loading city's coordinates, copied from `cities` when saved (a radius needs them). */
    loadingLatitude: doublePrecision('loading_latitude'),
    loadingLongitude: doublePrecision('loading_longitude'),
    unloadingCountry: text('unloading_country'),
    unloadingCityId: integer('unloading_city_id'),
    unloadingRadiusKm: smallint('unloading_radius_km'),
    unloadingLatitude: doublePrecision('unloading_latitude'),
    unloadingLongitude: doublePrecision('unloading_longitude'),
    loadingDateFrom: date('loading_date_from', { mode: 'string' }),
    loadingDateTo: date('loading_date_to', { mode: 'string' }),
    maxWeight: numeric('max_weight', { mode: 'number' }),
    maxMdp: numeric('max_mdp', { mode: 'number' }),
    truckTypes: smallint('truck_types')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    platformTypes: smallint('platform_types')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /**
     * Which entries may match, as one key the matching statement looks up (migration 0016): the loading
     * side's city or country or '*' ('radius' for a loading radius, found on a GiST index), '>', the unloading side's.
     */
    matchKey: text('match_key').generatedAlwaysAs(sql`search_agent_match_key(
      loading_country, loading_city_id, loading_radius_km, unloading_country, unloading_city_id, unloading_radius_km)`),
    /**
     * A country on one side at most (migration 0018): its matches are not stored but read from the entries,
     * as the search of that country they are (decision 022).
     */
    broad: boolean('broad').notNull().generatedAlwaysAs(sql`search_agent_broad(search_agent_match_key(
      loading_country, loading_city_id, loading_radius_km, unloading_country, unloading_city_id, unloading_radius_km))`),
    /** When it was paused (migration 0018): a broad agent lists the entries changed up to then. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    emailAlerts: text('email_alerts').$type<'off' | 'instant' | 'daily'>().notNull().default('off'),
    emailHour: smallint('email_hour'),
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Matches after this were not mailed yet. */
    mailedUntil: timestamp('mailed_until', { withTimezone: true }).notNull(),
    /** The next mail may go from then on (instant: 15 minutes after the last; daily: the next chosen hour). */
    nextMailAt: timestamp('next_mail_at', { withTimezone: true }),
    /** Matches after this are the agent's new matches. */
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('search_agents_user').on(t.userId, t.id),
    index('search_agents_match_key')
      .on(t.formType, t.matchKey)
      .where(sql`active`),
    index('search_agents_loading_earth')
      .using('gist', t.formType, t.matchKey, sql`ll_to_earth(${t.loadingLatitude}, ${t.loadingLongitude})`)
      .where(sql`active and loading_radius_km is not null`),
    index('search_agents_mail_due')
      .on(t.nextMailAt)
      .where(sql`email_alerts <> 'off'`),
  ],
);

/**
 * An entry that matched an agent when it was last written (trigger of migration 0016). No foreign keys: they
 * would check and lock the agent's and the entry's row for every match a publish inserts; delete triggers on
 * both tables forget the matches instead.
 */
export const agentMatches = pgTable(
  'agent_matches',
  {
    agentId: integer('agent_id').notNull(),
    entryId: integer('entry_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The entry's modified_at when it matched: the agent's list is newest match first. */
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Led by the entry: a write replaces its entry's matches; each process reads those of an event's entry.
    primaryKey({ columns: [t.entryId, t.agentId] }),
    index('agent_matches_agent_matched').on(t.agentId, t.matchedAt, t.entryId),
    index('agent_matches_matched_brin').using('brin', t.matchedAt),
  ],
);

/** Unsubscribe links, one per mail, kept as SHA-256 hashes: a link works for its agent only, without login. */
export const agentUnsubscribeTokens = pgTable(
  'agent_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => searchAgents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_unsubscribe_tokens_agent').on(t.agentId)],
);
