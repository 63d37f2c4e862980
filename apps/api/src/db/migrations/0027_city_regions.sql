-- Issue 35 item 5: a place whose name another place of its country shares is told apart by its region
-- (GeoNames' first-order administrative code: a Romanian county, a German Land, a Hungarian megye, a
-- French région, a British nation), named by modules/geo/region-names.ts. Empty where unknown; a
-- database whose cities came before this column is filled on the next start (importCityRegions).
ALTER TABLE "cities" ADD COLUMN IF NOT EXISTS "admin1" text NOT NULL DEFAULT '';
