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
  CONSTRAINT "lane_price_deals_price" CHECK ("price_per_km" > 0)
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
