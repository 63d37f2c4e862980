-- Issue 31, deals: an offer on another company's entry, counters, acceptance into a transport order, and one
-- conversation per deal. Amounts are minor units (bigint), never floats.
--
-- An entry taken by an agreed deal keeps its row (the owner's list shows it as taken) and leaves every
-- search, agent and match list: taking sets taken_at and ends its validity at that moment, so the one
-- "live" rule every list already applies on its indexes (loading_ends_at and valid_until >= now) drops it.
ALTER TABLE "entries" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
-- Transport order numbers FX-<year>-<six digits>: one sequence, never reused.
CREATE SEQUENCE "deal_number_seq";--> statement-breakpoint
CREATE TABLE "deals" (
  "id" serial PRIMARY KEY NOT NULL,
  -- The entry while it exists; what the deal needs of it is kept in entry_snapshot (the entry may go later).
  "entry_id" integer REFERENCES "entries"("id") ON DELETE set null,
  "entry_uid" text NOT NULL,
  "form_type" text NOT NULL,
  "entry_snapshot" jsonb NOT NULL,
  "owner_company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "bidder_company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  -- The entry's poster when the offer was made and the member who made the offer: the order's contact people.
  "owner_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "bidder_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "status" text DEFAULT 'open' NOT NULL,
  "price_minor" bigint NOT NULL,
  "price_unit" text NOT NULL,
  "currency" text NOT NULL,
  "payment_term_days" integer NOT NULL,
  "loading_date" date NOT NULL,
  "unloading_date" date NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  -- Which side proposed the current terms (the other side may accept them), and the member who did.
  "terms_by" text NOT NULL,
  "terms_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "number" text,
  "agreed_at" timestamp with time zone,
  "accepted_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "closed_reason" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "deals_status" CHECK ("status" IN ('open', 'agreed', 'declined', 'withdrawn', 'cancelled')),
  CONSTRAINT "deals_price" CHECK ("price_minor" > 0),
  CONSTRAINT "deals_sides" CHECK ("owner_company_id" <> "bidder_company_id"),
  CONSTRAINT "deals_terms_by" CHECK ("terms_by" IN ('owner', 'bidder'))
);--> statement-breakpoint
-- One open offer per company per entry (issue 31 item 1), kept by PostgreSQL even for two requests at once.
CREATE UNIQUE INDEX "deals_one_open_offer" ON "deals" ("entry_id", "bidder_company_id") WHERE "status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "deals_number" ON "deals" ("number") WHERE "number" IS NOT NULL;--> statement-breakpoint
-- The deal lists: a company's incoming or outgoing deals, newest activity first, keyset-paged on (updated_at, id).
CREATE INDEX "deals_owner_updated" ON "deals" ("owner_company_id", "updated_at", "id");--> statement-breakpoint
CREATE INDEX "deals_bidder_updated" ON "deals" ("bidder_company_id", "updated_at", "id");--> statement-breakpoint
CREATE INDEX "deals_entry_open" ON "deals" ("entry_id") WHERE "status" = 'open';--> statement-breakpoint
-- Every step of a deal (offer, counter, accept, decline, withdraw, cancel) with who, when and which terms.
CREATE TABLE "deal_events" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "deal_id" integer NOT NULL REFERENCES "deals"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  -- The acting side; null when the system acted (automatic decline, withdrawal on deactivation).
  "side" text,
  "company_id" integer REFERENCES "companies"("id") ON DELETE set null,
  "user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "terms" jsonb,
  "reason" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "deal_events_deal" ON "deal_events" ("deal_id", "id");--> statement-breakpoint
CREATE INDEX "deal_events_created" ON "deal_events" ("created_at");--> statement-breakpoint
-- The conversation of a deal (issue 31 item 5): kept as evidence, no edit, no delete.
CREATE TABLE "deal_messages" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "deal_id" integer NOT NULL REFERENCES "deals"("id") ON DELETE cascade,
  "side" text NOT NULL,
  "company_id" integer REFERENCES "companies"("id") ON DELETE set null,
  "user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "deal_messages_text" CHECK (char_length("text") BETWEEN 1 AND 2000)
);--> statement-breakpoint
CREATE INDEX "deal_messages_deal" ON "deal_messages" ("deal_id", "id");--> statement-breakpoint
CREATE INDEX "deal_messages_created" ON "deal_messages" ("created_at");--> statement-breakpoint
-- Events and messages are evidence: an UPDATE is refused by PostgreSQL itself (rows go only with their deal).
CREATE FUNCTION deal_evidence_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are immutable', TG_TABLE_NAME;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_events_immutable" BEFORE UPDATE ON "deal_events" FOR EACH ROW EXECUTE FUNCTION deal_evidence_immutable();--> statement-breakpoint
CREATE TRIGGER "deal_messages_immutable" BEFORE UPDATE ON "deal_messages" FOR EACH ROW EXECUTE FUNCTION deal_evidence_immutable();--> statement-breakpoint
-- Each member's read marker per deal: the last message id read (unread counts, issue 31 item 5).
CREATE TABLE "deal_reads" (
  "deal_id" integer NOT NULL REFERENCES "deals"("id") ON DELETE cascade,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "last_message_id" bigint DEFAULT 0 NOT NULL,
  PRIMARY KEY ("deal_id", "user_id")
);--> statement-breakpoint
-- Until when a member has been mailed about deal activity (at most one mail per member per interval).
CREATE TABLE "deal_mail_marks" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "mailed_until" timestamp with time zone NOT NULL
);
