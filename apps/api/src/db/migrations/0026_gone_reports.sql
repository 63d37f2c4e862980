-- Issue 33 items 5 and 6: "already gone" reports. A company reports another company's entry once; the
-- report stays (offer accuracy counts it) but a refresh by the poster clears it from the hiding count.
CREATE TABLE entry_gone_reports (
  entry_id integer NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  cleared_at timestamptz,
  PRIMARY KEY (entry_id, company_id)
);--> statement-breakpoint
-- Reports not yet cleared by a refresh: at 3 the entry leaves others' searches, agents and matching. Kept on
-- the entry so every live condition reads one column of the row it already has.
ALTER TABLE entries ADD COLUMN gone_reports smallint NOT NULL DEFAULT 0;--> statement-breakpoint
-- The city indexes of migration 0021 cover every column a city-by-city radius search checks; the live
-- condition now reads gone_reports too, so they carry it (else each city read goes back to the table).
DROP INDEX IF EXISTS "entries_loading_city";--> statement-breakpoint
CREATE INDEX "entries_loading_city" ON "entries" USING btree ("form_type", "loading_city_id", "modified_at")
  INCLUDE ("id", "company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "unloading_city_id",
    "unloading_latitude", "unloading_longitude", "weight", "mdp", "loading_date_start", "loading_date_end", "gone_reports");--> statement-breakpoint
DROP INDEX IF EXISTS "entries_loading_city_start";--> statement-breakpoint
CREATE INDEX "entries_loading_city_start" ON "entries" USING btree ("form_type", "loading_city_id", "loading_date_start", "id")
  INCLUDE ("company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "unloading_city_id",
    "unloading_latitude", "unloading_longitude", "weight", "mdp", "loading_date_end", "gone_reports");--> statement-breakpoint
DROP INDEX IF EXISTS "entries_unloading_city";--> statement-breakpoint
CREATE INDEX "entries_unloading_city" ON "entries" USING btree ("form_type", "unloading_city_id", "modified_at")
  INCLUDE ("id", "company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "loading_city_id",
    "loading_latitude", "loading_longitude", "weight", "mdp", "loading_date_start", "loading_date_end", "gone_reports");--> statement-breakpoint
DROP INDEX IF EXISTS "entries_unloading_city_start";--> statement-breakpoint
CREATE INDEX "entries_unloading_city_start" ON "entries" USING btree ("form_type", "unloading_city_id", "loading_date_start", "id")
  INCLUDE ("company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "loading_city_id",
    "loading_latitude", "loading_longitude", "weight", "mdp", "loading_date_end", "gone_reports");
