-- Issue 15: a radius search sorted by loading day walks city by city like the newest-first one, on
-- each city's entries in loading-day order (listings.queries radiusPageIds); without these it read every
-- entry within the radius to sort them (50–180 ms around a large city at a million entries).
CREATE INDEX IF NOT EXISTS "entries_loading_city_start" ON "entries" USING btree ("form_type", "loading_city_id", "loading_date_start", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "entries_unloading_city_start" ON "entries" USING btree ("form_type", "unloading_city_id", "loading_date_start", "id");
