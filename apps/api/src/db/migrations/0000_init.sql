CREATE TABLE "policy_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"policy_type" text NOT NULL,
	"lang" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "useful_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "policy_sections_type_lang_position" ON "policy_sections" USING btree ("policy_type","lang","position");--> statement-breakpoint
CREATE INDEX "useful_links_lang_position" ON "useful_links" USING btree ("lang","position");