-- Issue 15, every search shape fast at a million entries. A search by unloading city or country alone had
-- no index of its own (it read the whole form type); the company search folded every company's name twice per
-- request (page and count) with no index to serve the match or the order.
CREATE INDEX "entries_unloading_city" ON "entries" USING btree ("form_type","unloading_city_id","modified_at");--> statement-breakpoint
-- One country alone, or with a weight or loading-metre bound: newest first within the country, the bound
-- read on the way (entries_route leads with both countries and cannot serve the unloading one alone).
CREATE INDEX "entries_loading_country" ON "entries" USING btree ("form_type","loading_country","modified_at");--> statement-breakpoint
CREATE INDEX "entries_unloading_country" ON "entries" USING btree ("form_type","unloading_country","modified_at");--> statement-breakpoint
-- A radius search walks the cities within the radius (listings.queries.ts radiusPageIds): found on this index.
CREATE INDEX "cities_earth" ON "cities" USING gist (ll_to_earth("latitude","longitude"));--> statement-breakpoint
-- The company search matched and sorted on immutable_unaccent(lower(name)), computed again for every
-- candidate row (≈ 10 µs each: 3,000 companies named "…Trans…" cost 50 ms); and "may use the exchange"
-- computed each company's subscription end (start + months) for every row it read, so counting 20,000
-- companies took 15 ms. Both are stored once per row instead, as generated columns, and indexed.
-- The subscription end is counted in UTC, whatever the server's TimeZone setting (its old expression
-- followed the session's time zone; the servers of this project run in UTC, so no end moves).
CREATE FUNCTION subscription_end(started_at timestamptz, months integer) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT ((started_at AT TIME ZONE 'UTC') + make_interval(months => months)) AT TIME ZONE 'UTC' $$;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "folded_name" text GENERATED ALWAYS AS (immutable_unaccent(lower("name"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "subscription_ends_at" timestamp with time zone GENERATED ALWAYS AS (subscription_end("subscription_started_at", "subscription_months")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "companies_folded_name_trgm" ON "companies" USING gin ("folded_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_vat_number_trgm" ON "companies" USING gin ("vat_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_folded_name" ON "companies" USING btree ("folded_name","id");--> statement-breakpoint
CREATE INDEX "companies_active" ON "companies" USING btree ("status","subscription_ends_at");--> statement-breakpoint
-- Realtime stats without reading every live entry: the entries' expiry moments (least of the loading
-- end and the validity, as entry-expiry-sql.ts reads them) counted per form type and hour, kept by
-- statement triggers in the writing transaction. Sixteen shards by entry id keep concurrent publishes of
-- one hour from queueing on one counter row. The hour under way, the last day's new entries and the
-- entries of companies that may not use the exchange are read from the indexes below.
CREATE TABLE "entry_expiry_counts" (
	"form_type" text NOT NULL,
	"expires_hour" timestamp with time zone NOT NULL,
	"shard" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "entry_expiry_counts_pk" PRIMARY KEY("form_type","expires_hour","shard")
);--> statement-breakpoint
CREATE INDEX "entries_form_expiry" ON "entries" USING btree ("form_type",least("loading_ends_at","valid_until"));--> statement-breakpoint
CREATE INDEX "entries_company_expiry" ON "entries" USING btree ("company_id","form_type",least("loading_ends_at","valid_until"));--> statement-breakpoint
CREATE INDEX "entries_form_created" ON "entries" USING btree ("form_type","created_at");--> statement-breakpoint
CREATE FUNCTION entry_expiry_hour(loading_ends_at timestamptz, valid_until timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_bin('1 hour', least(loading_ends_at, valid_until), timestamptz '2000-01-01 00:00:00+00') $$;--> statement-breakpoint
CREATE FUNCTION count_entry_expiry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its statement has (plpgsql plans a branch when it runs).
  -- Counters are applied in key order, so two transactions never wait on each other's rows crosswise.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO entry_expiry_counts AS c (form_type, expires_hour, shard, n)
    SELECT form_type, entry_expiry_hour(loading_ends_at, valid_until), (id % 16)::smallint, count(*)::int
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (form_type, expires_hour, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO entry_expiry_counts AS c (form_type, expires_hour, shard, n)
    SELECT form_type, entry_expiry_hour(loading_ends_at, valid_until), (id % 16)::smallint, -count(*)::int
      FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (form_type, expires_hour, shard) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- A refresh or a view moves no expiry: nothing is written then.
    INSERT INTO entry_expiry_counts AS c (form_type, expires_hour, shard, n)
    SELECT form_type, expires_hour, shard, sum(delta)::int FROM (
      SELECT form_type, entry_expiry_hour(loading_ends_at, valid_until) AS expires_hour, (id % 16)::smallint AS shard, 1 AS delta
        FROM new_rows
      UNION ALL
      SELECT form_type, entry_expiry_hour(loading_ends_at, valid_until), (id % 16)::smallint, -1 FROM old_rows
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (form_type, expires_hour, shard) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "entries_count_expiry_insert" AFTER INSERT ON "entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_entry_expiry();--> statement-breakpoint
CREATE TRIGGER "entries_count_expiry_update" AFTER UPDATE ON "entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_entry_expiry();--> statement-breakpoint
CREATE TRIGGER "entries_count_expiry_delete" AFTER DELETE ON "entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_entry_expiry();--> statement-breakpoint
INSERT INTO "entry_expiry_counts" (form_type, expires_hour, shard, n)
  SELECT form_type, entry_expiry_hour(loading_ends_at, valid_until), (id % 16)::smallint, count(*)::int FROM entries GROUP BY 1, 2, 3;
