-- Issue 17 items 5–7, the matches of own entries (decision 023): entries of the other form type loading
-- within a radius of an own entry's loading place whose loading window overlaps its own. With the place
-- alone (entries_loading_earth) a 200 km circle reads every entry loading there on any day and drops most
-- on their dates; with the window in the same GiST index both narrow the scan (400,000 entries, counts of
-- 20 own trucks at 200 km: 105 → 32 ms). The form type leads it (btree_gist), as every match is of one.
CREATE INDEX IF NOT EXISTS "entries_loading_earth_dates" ON "entries" USING gist ("form_type", ll_to_earth("loading_latitude", "loading_longitude"), daterange("loading_date_start", "loading_date_end", '[]'));
