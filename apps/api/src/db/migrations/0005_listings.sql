CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"feature_code" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"identification_id" text NOT NULL,
	"form_type" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"loading_ends_at" timestamp with time zone NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"distance_km" integer,
	"notes" text DEFAULT '' NOT NULL,
	"loading_country" text NOT NULL,
	"loading_city_id" integer,
	"loading_city_name" text NOT NULL,
	"loading_city_type" text DEFAULT '' NOT NULL,
	"loading_postal_code" text NOT NULL,
	"loading_date_start" date NOT NULL,
	"loading_date_end" date NOT NULL,
	"loading_time_start" text,
	"loading_time_end" text,
	"unloading_country" text NOT NULL,
	"unloading_city_id" integer,
	"unloading_city_name" text NOT NULL,
	"unloading_city_type" text DEFAULT '' NOT NULL,
	"unloading_postal_code" text NOT NULL,
	"unloading_date_start" date NOT NULL,
	"unloading_date_end" date NOT NULL,
	"unloading_time_start" text,
	"unloading_time_end" text,
	"truck_transport_type" smallint DEFAULT 1 NOT NULL,
	"truck_coating" smallint DEFAULT 1 NOT NULL,
	"truck_type" smallint,
	"truck_special_features" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"platform_types" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"escrow_account" boolean DEFAULT false NOT NULL,
	"dangerous_load" boolean DEFAULT false NOT NULL,
	"weight" numeric(8, 2) NOT NULL,
	"volume" numeric(8, 2),
	"mdp" numeric(6, 2) NOT NULL,
	"price" numeric(12, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vat_type" boolean DEFAULT false NOT NULL,
	"payment_term" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_views" (
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "entry_views_entry_id_user_id_day_pk" PRIMARY KEY("entry_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_added_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_views" ADD CONSTRAINT "entry_views_entry_id_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_views" ADD CONSTRAINT "entry_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_name_trgm" ON "cities" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_country_name_prefix" ON "cities" USING btree ("country",immutable_unaccent(lower("name")) text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "entries_uid" ON "entries" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_identification_id" ON "entries" USING btree ("identification_id");--> statement-breakpoint
CREATE INDEX "entries_form_modified" ON "entries" USING btree ("form_type","modified_at","id");--> statement-breakpoint
CREATE INDEX "entries_route" ON "entries" USING btree ("form_type","loading_country","unloading_country","modified_at");--> statement-breakpoint
CREATE INDEX "entries_loading_city" ON "entries" USING btree ("form_type","loading_city_id","modified_at");--> statement-breakpoint
CREATE INDEX "entries_company" ON "entries" USING btree ("company_id","form_type","modified_at");--> statement-breakpoint
CREATE INDEX "entries_identification_trgm" ON "entries" USING gin ("identification_id" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "user_added_cities_country_name" ON "user_added_cities" USING btree ("country",immutable_unaccent(lower("name")));