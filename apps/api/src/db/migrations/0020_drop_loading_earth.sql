-- Issue 15: entries_loading_earth (form type, loading point) repeats the first two columns of
-- entries_loading_earth_dates (form type, loading point, loading window, migration 0017). A GiST index
-- answers a condition on any of its columns, so every search or match on the loading point alone is served
-- by the wider one, and the planner already preferred it (no scan of the narrower one in a whole bench run).
-- Each GiST entry costs a publish more than a btree's: this one was a fifth of an insert's index upkeep.
DROP INDEX IF EXISTS "entries_loading_earth";
