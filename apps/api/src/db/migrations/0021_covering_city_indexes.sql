-- Issue 15: when a radius search goes city by city (listings.queries radiusPageIds), a filter few entries
-- meet (the other side's country or circle, a weight or loading-metre bound, loading days) made it read
-- every entry of every city in the circle from the table, one random read each (40 ms for both sides within
-- 200 km at a million entries). Each city index now carries the columns such a search checks, so it reads
-- the index alone (an index-only scan: 40 → 18 ms; the random mix's radius searches 16 → 11 ms on average).
-- Drizzle's index builder cannot say INCLUDE: schema-listings.ts keeps the key columns, this file the rest.
DROP INDEX IF EXISTS "entries_loading_city";--> statement-breakpoint
CREATE INDEX "entries_loading_city" ON "entries" USING btree ("form_type", "loading_city_id", "modified_at")
  INCLUDE ("id", "company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "unloading_city_id",
    "unloading_latitude", "unloading_longitude", "weight", "mdp", "loading_date_start", "loading_date_end");--> statement-breakpoint
DROP INDEX IF EXISTS "entries_loading_city_start";--> statement-breakpoint
CREATE INDEX "entries_loading_city_start" ON "entries" USING btree ("form_type", "loading_city_id", "loading_date_start", "id")
  INCLUDE ("company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "unloading_city_id",
    "unloading_latitude", "unloading_longitude", "weight", "mdp", "loading_date_end");--> statement-breakpoint
DROP INDEX IF EXISTS "entries_unloading_city";--> statement-breakpoint
CREATE INDEX "entries_unloading_city" ON "entries" USING btree ("form_type", "unloading_city_id", "modified_at")
  INCLUDE ("id", "company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "loading_city_id",
    "loading_latitude", "loading_longitude", "weight", "mdp", "loading_date_start", "loading_date_end");--> statement-breakpoint
DROP INDEX IF EXISTS "entries_unloading_city_start";--> statement-breakpoint
CREATE INDEX "entries_unloading_city_start" ON "entries" USING btree ("form_type", "unloading_city_id", "loading_date_start", "id")
  INCLUDE ("company_id", "loading_ends_at", "valid_until", "loading_country", "unloading_country", "loading_city_id",
    "loading_latitude", "loading_longitude", "weight", "mdp", "loading_date_end");
