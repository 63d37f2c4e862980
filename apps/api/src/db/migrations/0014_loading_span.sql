-- Issue 15: the longest loading window among live entries bounds how early a window that reaches a given
-- day can start, so a list sorted by first loading day (oldest first) starts its walk of
-- entries_form_loading_start there instead of at the first entry ever published (listings.queries
-- earliestStartSql). Read backwards on this index, from the longest window, skipping ended ones.
CREATE INDEX IF NOT EXISTS "entries_form_span" ON "entries" USING btree ("form_type", ("loading_date_end" - "loading_date_start"), "loading_date_end");
