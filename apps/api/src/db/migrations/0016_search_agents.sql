-- Issue 17, saved searches ("search agents", decision 022). An agent keeps the filters of an entry search as
-- typed columns; an entry's write finds every agent it matches in ONE statement on the same transaction (the
-- trigger below), from indexes, instead of running each agent's search on each event: publish throughput with
-- 100,000 agents must stay within 20 % of that with none.
--
-- The great-circle km of geo/distance.ts and listings' entry-radius-sql.ts (the haversine on a sphere of
-- 6371.0088 km, the same expression in the same order), so an agent's radius ends where the search's does.
CREATE FUNCTION search_agent_km(centre_lat float8, centre_lon float8, lat float8, lon float8) RETURNS float8
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT 2 * 6371.0088::float8 * asin(least(1, sqrt(
    power(sin(radians(lat - centre_lat) / 2), 2)
    + cos(radians(centre_lat)) * cos(radians(lat)) * power(sin(radians(lon - centre_lon) / 2), 2)))) $$;--> statement-breakpoint
-- Which entries may match an agent, as one key: the loading side (exact city 'c<id>', else its country, else
-- '*'), '>', the unloading side (exact city, else country, else '*'). An entry looks its 3 × 3 possible keys up.
-- An agent with a loading radius has 'radius' as its loading side and is found on the GiST index of its centre
-- with its unloading side (a 200 km box around a large city holds hundreds of radius agents, of which the
-- unloading side keeps a few).
CREATE FUNCTION search_agent_match_key(loading_country text, loading_city integer, loading_radius smallint,
    unloading_country text, unloading_city integer, unloading_radius smallint) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN loading_radius IS NOT NULL THEN 'radius' ELSE coalesce('c' || loading_city, loading_country, '*') END
    || '>' || CASE WHEN unloading_radius IS NULL AND unloading_city IS NOT NULL THEN 'c' || unloading_city ELSE coalesce(unloading_country, '*') END
    $$;--> statement-breakpoint
CREATE TABLE "search_agents" (
  "id" serial PRIMARY KEY NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "name" text NOT NULL,
  "form_type" text NOT NULL,
  "active" boolean DEFAULT true NOT NULL,
  "loading_country" text,
  "loading_city_id" integer,
  "loading_radius_km" smallint,
  "loading_latitude" double precision,
  "loading_longitude" double precision,
  "unloading_country" text,
  "unloading_city_id" integer,
  "unloading_radius_km" smallint,
  "unloading_latitude" double precision,
  "unloading_longitude" double precision,
  "loading_date_from" date,
  "loading_date_to" date,
  "max_weight" numeric,
  "max_mdp" numeric,
  "truck_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
  "platform_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
  "match_key" text GENERATED ALWAYS AS (search_agent_match_key("loading_country", "loading_city_id", "loading_radius_km",
    "unloading_country", "unloading_city_id", "unloading_radius_km")) STORED,
  "email_alerts" text DEFAULT 'off' NOT NULL,
  "email_hour" smallint,
  "time_zone" text DEFAULT 'UTC' NOT NULL,
  "mailed_until" timestamp with time zone NOT NULL,
  "next_mail_at" timestamp with time zone,
  "opened_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_agents_user" ON "search_agents" USING btree ("user_id", "id");--> statement-breakpoint
CREATE INDEX "search_agents_match_key" ON "search_agents" USING btree ("form_type", "match_key") WHERE active;--> statement-breakpoint
CREATE INDEX "search_agents_loading_earth" ON "search_agents"
  USING gist ("form_type", "match_key", ll_to_earth("loading_latitude", "loading_longitude"))
  WHERE active AND loading_radius_km IS NOT NULL;--> statement-breakpoint
-- The mail schedule reads only the agents due a mail.
CREATE INDEX "search_agents_mail_due" ON "search_agents" USING btree ("next_mail_at") WHERE email_alerts <> 'off';--> statement-breakpoint
-- No foreign keys: each would look up and lock the agent's and the entry's row for every match a write inserts
-- (with 100,000 agents a publish matching 130 of them spent two thirds of its matching time there, and locked 130
-- agent rows). The two delete triggers below forget the matches of a deleted entry or agent instead.
CREATE TABLE "agent_matches" (
  "agent_id" integer NOT NULL,
  "entry_id" integer NOT NULL,
  "user_id" integer NOT NULL,
  "matched_at" timestamp with time zone NOT NULL,
  -- Led by the entry: a write replaces its entry's matches, and each process reads those of an event's entry
  -- (for the members connected to it). Two indexes only, as each publish inserts a row per matching agent.
  PRIMARY KEY ("entry_id", "agent_id")
);--> statement-breakpoint
-- An agent's list, newest match first, and its new matches.
CREATE INDEX "agent_matches_agent_matched" ON "agent_matches" USING btree ("agent_id", "matched_at", "entry_id");--> statement-breakpoint
-- The hourly prune of matches whose entries have certainly expired (rows come in time order: BRIN costs next to
-- nothing per insert).
CREATE INDEX "agent_matches_matched_brin" ON "agent_matches" USING brin ("matched_at");--> statement-breakpoint
CREATE FUNCTION forget_entry_agent_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agent_matches WHERE entry_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entries_forget_agent_matches" AFTER DELETE ON "entries"
  FOR EACH ROW EXECUTE FUNCTION forget_entry_agent_matches();--> statement-breakpoint
CREATE FUNCTION forget_agent_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM agent_matches WHERE agent_id = OLD.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "search_agents_forget_matches" AFTER DELETE ON "search_agents"
  FOR EACH ROW EXECUTE FUNCTION forget_agent_matches();--> statement-breakpoint
CREATE TABLE "agent_unsubscribe_tokens" (
  "token_hash" text PRIMARY KEY NOT NULL,
  "agent_id" integer NOT NULL REFERENCES "search_agents"("id") ON DELETE cascade,
  "created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "agent_unsubscribe_tokens_agent" ON "agent_unsubscribe_tokens" USING btree ("agent_id");--> statement-breakpoint
-- Whether an entry matches an agent: the rules of the entry search's SQL (listings.queries entryConditions)
-- on the agent's columns, plus its truck and platform types; never the agent owner's own company's entries.
-- Expiry and the publisher's standing are read where matches are listed or mailed.
CREATE FUNCTION search_agent_fits(a search_agents, e entries) RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT a.company_id <> e.company_id AND a.form_type = e.form_type
    AND (a.loading_country IS NULL OR a.loading_country = e.loading_country)
    AND (a.unloading_country IS NULL OR a.unloading_country = e.unloading_country)
    AND (a.loading_city_id IS NULL OR coalesce(CASE WHEN a.loading_radius_km IS NULL THEN e.loading_city_id = a.loading_city_id
      ELSE search_agent_km(a.loading_latitude, a.loading_longitude, e.loading_latitude, e.loading_longitude) <= a.loading_radius_km END, false))
    AND (a.unloading_city_id IS NULL OR coalesce(CASE WHEN a.unloading_radius_km IS NULL THEN e.unloading_city_id = a.unloading_city_id
      ELSE search_agent_km(a.unloading_latitude, a.unloading_longitude, e.unloading_latitude, e.unloading_longitude) <= a.unloading_radius_km END, false))
    AND (a.max_weight IS NULL OR e.weight <= a.max_weight)
    AND (a.max_mdp IS NULL OR e.mdp <= a.max_mdp)
    AND (a.loading_date_from IS NULL OR e.loading_date_end >= a.loading_date_from)
    AND (a.loading_date_to IS NULL OR e.loading_date_start <= a.loading_date_to)
    AND (cardinality(a.truck_types) = 0 OR coalesce(e.truck_type = ANY (a.truck_types), false))
    AND (cardinality(a.platform_types) = 0 OR e.platform_types && a.platform_types) $$;--> statement-breakpoint
-- An entry created, refreshed or changed (modified_at moves with each) matches anew: its matches of the last
-- write go and the ones of this write come, with the write's modified_at, on the write's own transaction, so a
-- match exists exactly when its entry event does (decision 013). The candidates come from two indexes: the 9
-- keys an entry can meet (search_agents_match_key), and the radius agents of its 3 unloading keys whose centre
-- lies within the largest radius (200 km, earth_box on search_agents_loading_earth, scaled from earth()'s
-- sphere as entry-radius-sql.ts does; GiST takes no key list, so one probe per key); search_agent_fits then
-- decides for each candidate.
CREATE FUNCTION record_agent_matches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  around cube;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.modified_at IS NOT DISTINCT FROM OLD.modified_at THEN
      RETURN NULL;
    END IF;
    DELETE FROM agent_matches WHERE entry_id = NEW.id;
  END IF;
  keys := ARRAY(
    SELECT l || '>' || u
    FROM unnest(ARRAY['c' || NEW.loading_city_id, NEW.loading_country, '*']) AS l,
      unnest(ARRAY['c' || NEW.unloading_city_id, NEW.unloading_country, '*']) AS u
    WHERE l IS NOT NULL AND u IS NOT NULL);
  -- A hand-added city has no coordinates: no radius agent can match it.
  around := CASE WHEN NEW.loading_latitude IS NOT NULL
    THEN earth_box(ll_to_earth(NEW.loading_latitude, NEW.loading_longitude), 200 * 1000 * earth() / 6371008.8 + 1) END;
  INSERT INTO agent_matches (agent_id, entry_id, user_id, matched_at)
  SELECT s.id, NEW.id, s.user_id, NEW.modified_at FROM search_agents s
  WHERE s.active AND s.form_type = NEW.form_type AND s.match_key = ANY (keys) AND search_agent_fits(s, NEW)
  UNION ALL
  SELECT s.id, NEW.id, s.user_id, NEW.modified_at FROM search_agents s
  WHERE s.active AND s.loading_radius_km IS NOT NULL AND s.form_type = NEW.form_type AND s.match_key = 'radius>*'
    AND around @> ll_to_earth(s.loading_latitude, s.loading_longitude) AND search_agent_fits(s, NEW)
  UNION ALL
  SELECT s.id, NEW.id, s.user_id, NEW.modified_at FROM search_agents s
  WHERE s.active AND s.loading_radius_km IS NOT NULL AND s.form_type = NEW.form_type AND s.match_key = 'radius>' || NEW.unloading_country
    AND around @> ll_to_earth(s.loading_latitude, s.loading_longitude) AND search_agent_fits(s, NEW)
  UNION ALL
  SELECT s.id, NEW.id, s.user_id, NEW.modified_at FROM search_agents s
  WHERE s.active AND s.loading_radius_km IS NOT NULL AND s.form_type = NEW.form_type
    AND s.match_key = 'radius>c' || NEW.unloading_city_id
    AND around @> ll_to_earth(s.loading_latitude, s.loading_longitude) AND search_agent_fits(s, NEW);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entries_agent_matches" AFTER INSERT OR UPDATE OF "modified_at" ON "entries"
  FOR EACH ROW EXECUTE FUNCTION record_agent_matches();
