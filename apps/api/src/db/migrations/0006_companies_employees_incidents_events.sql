CREATE TABLE "incident_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"incident_kind" text NOT NULL,
	"incident_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"description" text NOT NULL,
	"pending_value" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"deadline" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_incidents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by_company_id" integer NOT NULL,
	"created_by_user_id" integer,
	"description" text NOT NULL,
	"incident_date" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entry_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"form_type" text NOT NULL,
	"entry_uid" text NOT NULL,
	"company_id" integer NOT NULL,
	"entry_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "entries" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "establishment_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phones" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alt_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_whatsapp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_signal_app" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "should_receive_truck_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "should_receive_ware_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hiring_proof_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hiring_proof_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "truck_digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ware_digest_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_incidents" ADD CONSTRAINT "transport_incidents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_incidents" ADD CONSTRAINT "transport_incidents_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_incidents" ADD CONSTRAINT "transport_incidents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_incidents" ADD CONSTRAINT "transport_incidents_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_documents_incident" ON "incident_documents" USING btree ("incident_kind","incident_id");--> statement-breakpoint
CREATE INDEX "payment_incidents_company" ON "payment_incidents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_incidents_created_by" ON "payment_incidents" USING btree ("created_by_company_id","created_at");--> statement-breakpoint
CREATE INDEX "transport_incidents_company" ON "transport_incidents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "transport_incidents_created_by" ON "transport_incidents" USING btree ("created_by_company_id","created_at");--> statement-breakpoint
CREATE INDEX "entry_events_created_at" ON "entry_events" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;