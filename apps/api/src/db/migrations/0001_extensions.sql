-- Accent- and case-insensitive search (cities, companies) needs trigram indexes over unaccented text.
-- unaccent() itself is only STABLE, so an IMMUTABLE wrapper with a fixed dictionary makes it indexable.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION immutable_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$;
