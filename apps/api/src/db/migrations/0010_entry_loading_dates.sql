-- Issue 13, loading-date range filter and ordering by the first loading day. The range filter asks
-- whether the loading window [date_start, date_end] overlaps the searched range: a GiST index over the
-- closed daterange answers `&&` directly (a btree on either end reads every entry on the other side).
-- The form type leads it (btree_gist, 0009), as every search is of one form type. The btree serves
-- ORDER BY loading_date_start, id with its keyset cursor, forwards and backwards.
CREATE INDEX "entries_loading_dates" ON "entries" USING gist ("form_type",daterange("loading_date_start","loading_date_end",'[]'));--> statement-breakpoint
CREATE INDEX "entries_form_loading_start" ON "entries" USING btree ("form_type","loading_date_start","id");
