-- Decision 074: a deal names its places in the reader's language, so its copy of the entry keeps the entry's city
-- ids (new deals from now on). Deals kept before take them from their entry while it is there; a city typed by
-- hand has none (null), and a deal whose entry went keeps the names it was made with.
UPDATE "deals" AS d
SET "entry_snapshot" = jsonb_set(
  jsonb_set(d."entry_snapshot", '{loading,city_id}', coalesce(to_jsonb(e."loading_city_id"), 'null'::jsonb)),
  '{unloading,city_id}',
  coalesce(to_jsonb(e."unloading_city_id"), 'null'::jsonb)
)
FROM "entries" AS e
WHERE e."id" = d."entry_id" AND NOT (d."entry_snapshot" -> 'loading' ? 'city_id');
