-- Issue 35 item 5: a place whose name is shared within its country is told apart by the nearest large
-- city ("Florești, near Cluj-Napoca"). The few large cities of a country are found through this small
-- partial index instead of reading every city of the country (modules/geo/homonyms.queries.ts).
CREATE INDEX IF NOT EXISTS "cities_large_by_country" ON "cities" USING btree ("country") WHERE "population" >= 50000;
