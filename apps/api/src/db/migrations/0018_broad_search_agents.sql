-- Issue 17 item 4 (decision 022): an agent that names a country on one side at most ("anything to Germany",
-- "anything from Romania", or no place at all) is broad. Each publish met about 120 of them against 9 other
-- matches (the bench's agents), and storing their rows was most of the cost of matching. Their matches are
-- not stored: such an agent's list IS the entry search of its country, newest change first, which the
-- entries' country indexes answer (entries_loading_country, entries_unloading_country, entries_form_modified);
-- its live messages are read by each process for its connected members, on the match-key index.
CREATE FUNCTION search_agent_broad(match_key text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT match_key LIKE '%*%' AND match_key NOT LIKE 'radius>%' AND match_key !~ '(^|>)c[0-9]' $$;--> statement-breakpoint
ALTER TABLE "search_agents" ADD COLUMN "broad" boolean GENERATED ALWAYS AS (search_agent_broad(search_agent_match_key(
  "loading_country", "loading_city_id", "loading_radius_km", "unloading_country", "unloading_city_id", "unloading_radius_km"))) STORED;--> statement-breakpoint
-- A paused agent gains no match (stored ones are not recorded while it is paused): a broad one lists the
-- entries changed up to its pause.
ALTER TABLE "search_agents" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
UPDATE "search_agents" SET "paused_at" = "updated_at" WHERE NOT "active";--> statement-breakpoint
DELETE FROM "agent_matches" m USING "search_agents" a WHERE a.id = m.agent_id AND a.broad;--> statement-breakpoint
-- As in 0016, without the broad keys.
CREATE OR REPLACE FUNCTION record_agent_matches() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- Spelled out, without a query (with one, filtering the keys by search_agent_broad, the trigger took twice as long): the 9 keys less the three
  -- broad ones (country-to-anything, anything-to-country, anything-to-anything); a key with a side the entry
  -- lacks (a hand-added city has no id) is null and dropped.
  keys := array_remove(ARRAY[
    'c' || NEW.loading_city_id || '>c' || NEW.unloading_city_id,
    'c' || NEW.loading_city_id || '>' || NEW.unloading_country,
    'c' || NEW.loading_city_id || '>*',
    NEW.loading_country || '>c' || NEW.unloading_city_id,
    NEW.loading_country || '>' || NEW.unloading_country,
    '*>c' || NEW.unloading_city_id], NULL);
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
END $$;
