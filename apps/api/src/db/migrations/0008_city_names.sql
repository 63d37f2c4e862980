-- Issue 12: the names of each GeoNames city in the interface languages and its country's own
-- language(s) (apps/api/assets/city-names.tsv.gz), plus search-only spellings (lang '') such as
-- "Koeln" for Köln. `country` repeats the city's so the picker's country-scoped prefix search
-- runs on one index, like the cities table's.
CREATE TABLE "city_names" (
	"city_id" integer NOT NULL,
	"country" text NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "city_names_city_id_lang_name_pk" PRIMARY KEY("city_id","lang","name")
);
--> statement-breakpoint
ALTER TABLE "city_names" ADD CONSTRAINT "city_names_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_names_name_trgm" ON "city_names" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "city_names_country_name_prefix" ON "city_names" USING btree ("country",immutable_unaccent(lower("name")) text_pattern_ops);
--> statement-breakpoint
-- The GeoNames attribution (CC BY 4.0) on the useful links page of databases seeded before it was in
-- content.seed-data.ts; a new database is empty here and gets it from the seed (a test keeps both equal).
INSERT INTO "useful_links" ("lang", "position", "title", "description", "url")
SELECT t."lang", max(u."position") + 1, t."title", t."description", 'https://www.geonames.org/'
FROM "useful_links" u
JOIN (VALUES
  ('en', 'GeoNames – place names', 'The city names, in every language, and the coordinates used by the exchange come from GeoNames (geonames.org), licensed under Creative Commons Attribution 4.0 (CC BY 4.0).'),
  ('ro', 'GeoNames – denumiri geografice', 'Numele orașelor, în toate limbile, și coordonatele folosite de bursă provin de la GeoNames (geonames.org), sub licența Creative Commons Atribuire 4.0 (CC BY 4.0).'),
  ('de', 'GeoNames – geografische Namen', 'Die Ortsnamen in allen Sprachen und die Koordinaten der Börse stammen von GeoNames (geonames.org), lizenziert unter Creative Commons Namensnennung 4.0 (CC BY 4.0).'),
  ('hu', 'GeoNames – földrajzi nevek', 'A börze településnevei minden nyelven és a koordináták a GeoNames (geonames.org) adatai, a Creative Commons Nevezd meg! 4.0 (CC BY 4.0) licenc alapján.'),
  ('fr', 'GeoNames – noms géographiques', 'Les noms de villes, dans toutes les langues, et les coordonnées utilisés par la bourse proviennent de GeoNames (geonames.org), sous licence Creative Commons Attribution 4.0 (CC BY 4.0).')
) AS t("lang", "title", "description") ON t."lang" = u."lang"
WHERE NOT EXISTS (SELECT 1 FROM "useful_links" x WHERE x."lang" = u."lang" AND x."url" = 'https://www.geonames.org/')
GROUP BY t."lang", t."title", t."description";
