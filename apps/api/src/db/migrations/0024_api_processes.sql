-- Issue 34: each API process registers itself for the staff System page (version, start, sockets,
-- requests and 5xx answers of the last hour); it refreshes its row every few seconds and removes it
-- when it stops; rows of processes that died unannounced are pruned by the others.
CREATE TABLE "api_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"sockets" integer DEFAULT 0 NOT NULL,
	"requests_last_hour" integer DEFAULT 0 NOT NULL,
	"errors_last_hour" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "api_processes_seen_at_idx" ON "api_processes" USING btree ("seen_at");
