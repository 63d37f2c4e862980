-- Issue 32 item 5, lane prices (decision 040): one row per agreed deal that can be priced per km, and the
-- figures of each lane kept current on the transaction that agrees or cancels a deal (and by a daily job for
-- deals leaving the 90-day window), so a read is one primary-key lookup, never a scan of the deals.
CREATE TABLE "lane_price_deals" (
  "deal_id" integer PRIMARY KEY NOT NULL REFERENCES "deals"("id") ON DELETE cascade,
  "form_type" text NOT NULL,
  "loading_country" text NOT NULL,
  "unloading_country" text NOT NULL,
  -- GeoNames first-order region (cities.admin1) of each city; empty when the city is not in the data.
  "loading_region" text DEFAULT '' NOT NULL,
  "unloading_region" text DEFAULT '' NOT NULL,
  "truck_type" smallint,
  "distance_km" integer,
  -- The price per km in the deal's currency, exact (numeric): only EUR rows enter the figures.
  "currency" text NOT NULL,
  "price_per_km" numeric(14, 4) NOT NULL,
  "carrier_company_id" integer NOT NULL,
  "payer_company_id" integer NOT NULL,
  "agreed_at" timestamp with time zone NOT NULL,
  -- Not "> 0": a tiny total over a long distance rounds to 0.0000, and an acceptance must never fail on it.
  CONSTRAINT "lane_price_deals_price" CHECK ("price_per_km" >= 0)
);--> statement-breakpoint
-- A lane's rows within the window (every aggregate is one range of this index).
CREATE INDEX "lane_price_deals_lane" ON "lane_price_deals" ("form_type", "loading_country", "unloading_country", "agreed_at");--> statement-breakpoint
-- The Statistics page: a company's own rows by side.
CREATE INDEX "lane_price_deals_carrier" ON "lane_price_deals" ("carrier_company_id", "agreed_at");--> statement-breakpoint
CREATE INDEX "lane_price_deals_payer" ON "lane_price_deals" ("payer_company_id", "agreed_at");--> statement-breakpoint
-- One row per lane: country to country (regions '') or region to region, one vehicle type or all (truck_type 0).
CREATE TABLE "lane_price_stats" (
  "form_type" text NOT NULL,
  "loading_country" text NOT NULL,
  "unloading_country" text NOT NULL,
  "loading_region" text NOT NULL,
  "unloading_region" text NOT NULL,
  "truck_type" smallint NOT NULL,
  -- EUR deals in the window and the companies behind them (decision 040: the smaller of distinct carriers and payers).
  "deals" integer NOT NULL,
  "companies" integer NOT NULL,
  -- Deals in other currencies in the window: left out (no exchange-rate table is kept), and said so.
  "excluded_currency" integer NOT NULL,
  "median_per_km" numeric(14, 4),
  "p25_per_km" numeric(14, 4),
  "p75_per_km" numeric(14, 4),
  -- The oldest deal counted: the daily job recomputes a lane once it leaves the window.
  "oldest_agreed_at" timestamp with time zone NOT NULL,
  "window_from" timestamp with time zone NOT NULL,
  "computed_at" timestamp with time zone NOT NULL,
  PRIMARY KEY ("form_type", "loading_country", "unloading_country", "loading_region", "unloading_region", "truck_type")
);--> statement-breakpoint
CREATE INDEX "lane_price_stats_oldest" ON "lane_price_stats" ("oldest_agreed_at");--> statement-breakpoint
-- percentile_cont's continuous percentile (linear interpolation between the closest ranks) on exact
-- numeric values: PostgreSQL's percentile_cont takes double precision only, and prices are never floats here.
CREATE FUNCTION lane_percentile(sorted numeric[], fraction numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN cardinality(sorted) = 0 THEN NULL ELSE
    sorted[floor(fraction * (cardinality(sorted) - 1))::int + 1]
    + (fraction * (cardinality(sorted) - 1) - floor(fraction * (cardinality(sorted) - 1)))
      * (sorted[ceil(fraction * (cardinality(sorted) - 1))::int + 1] - sorted[floor(fraction * (cardinality(sorted) - 1))::int + 1])
  END
$$;
--> statement-breakpoint
-- Deals agreed before this migration: their rows (the lane as the deal's snapshot has it, the regions and
-- road distance of its entry while the entry exists), as refreshLanePrices writes them.
INSERT INTO "lane_price_deals" ("deal_id", "form_type", "loading_country", "unloading_country", "loading_region",
  "unloading_region", "truck_type", "distance_km", "currency", "price_per_km", "carrier_company_id", "payer_company_id", "agreed_at")
SELECT d."id", d."form_type", d."entry_snapshot"->'loading'->>'country', d."entry_snapshot"->'unloading'->>'country',
  coalesce(lc."admin1", ''), coalesce(uc."admin1", ''), (d."entry_snapshot"->>'truck_type')::smallint,
  CASE WHEN e."distance_km" > 0 THEN e."distance_km" END, d."currency",
  CASE WHEN d."price_unit" = 'per_km' THEN round(d."price_minor"::numeric / 100, 4)
       ELSE round(d."price_minor"::numeric / 100 / e."distance_km", 4) END,
  d."carrier_company_id", d."payer_company_id", d."agreed_at"
FROM "deals" d
LEFT JOIN "entries" e ON e."id" = d."entry_id"
LEFT JOIN "cities" lc ON lc."id" = e."loading_city_id"
LEFT JOIN "cities" uc ON uc."id" = e."unloading_city_id"
WHERE d."status" = 'agreed' AND d."agreed_at" IS NOT NULL AND (d."price_unit" = 'per_km' OR e."distance_km" > 0);--> statement-breakpoint
-- Their lanes' figures: the same statement as modules/lane-prices/lane-stats-rebuild.queries.ts, window (now - 90 days, now].
WITH w AS (SELECT * FROM "lane_price_deals" WHERE "agreed_at" > now() - interval '90 days' AND "agreed_at" <= now())
INSERT INTO "lane_price_stats" ("form_type", "loading_country", "unloading_country", "loading_region", "unloading_region", "truck_type",
  "deals", "companies", "excluded_currency", "median_per_km", "p25_per_km", "p75_per_km", "oldest_agreed_at", "window_from", "computed_at")
SELECT *, now() - interval '90 days', now() FROM (
  SELECT form_type, loading_country, unloading_country, '', '', 0::smallint,
    count(*) FILTER (WHERE currency = 'EUR')::int,
    least(count(DISTINCT carrier_company_id) FILTER (WHERE currency = 'EUR'), count(DISTINCT payer_company_id) FILTER (WHERE currency = 'EUR'))::int,
    count(*) FILTER (WHERE currency <> 'EUR')::int,
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.5), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.25), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.75), 4),
    min(agreed_at)
  FROM w GROUP BY form_type, loading_country, unloading_country
  UNION ALL
  SELECT form_type, loading_country, unloading_country, '', '', truck_type,
    count(*) FILTER (WHERE currency = 'EUR')::int,
    least(count(DISTINCT carrier_company_id) FILTER (WHERE currency = 'EUR'), count(DISTINCT payer_company_id) FILTER (WHERE currency = 'EUR'))::int,
    count(*) FILTER (WHERE currency <> 'EUR')::int,
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.5), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.25), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.75), 4),
    min(agreed_at)
  FROM w WHERE truck_type IS NOT NULL GROUP BY form_type, loading_country, unloading_country, truck_type
  UNION ALL
  SELECT form_type, loading_country, unloading_country, loading_region, unloading_region, 0::smallint,
    count(*) FILTER (WHERE currency = 'EUR')::int,
    least(count(DISTINCT carrier_company_id) FILTER (WHERE currency = 'EUR'), count(DISTINCT payer_company_id) FILTER (WHERE currency = 'EUR'))::int,
    count(*) FILTER (WHERE currency <> 'EUR')::int,
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.5), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.25), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.75), 4),
    min(agreed_at)
  FROM w WHERE loading_region <> '' AND unloading_region <> '' GROUP BY form_type, loading_country, unloading_country, loading_region, unloading_region
  UNION ALL
  SELECT form_type, loading_country, unloading_country, loading_region, unloading_region, truck_type,
    count(*) FILTER (WHERE currency = 'EUR')::int,
    least(count(DISTINCT carrier_company_id) FILTER (WHERE currency = 'EUR'), count(DISTINCT payer_company_id) FILTER (WHERE currency = 'EUR'))::int,
    count(*) FILTER (WHERE currency <> 'EUR')::int,
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.5), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.25), 4),
    round(lane_percentile(coalesce(array_agg(price_per_km ORDER BY price_per_km) FILTER (WHERE currency = 'EUR'), '{}'), 0.75), 4),
    min(agreed_at)
  FROM w WHERE loading_region <> '' AND unloading_region <> '' AND truck_type IS NOT NULL
  GROUP BY form_type, loading_country, unloading_country, loading_region, unloading_region, truck_type
) lanes;
