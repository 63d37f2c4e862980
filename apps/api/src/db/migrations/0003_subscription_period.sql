ALTER TABLE "companies" ADD COLUMN "subscription_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing companies keep their first period: it started when they registered.
UPDATE "companies" SET "subscription_started_at" = "created_at";
