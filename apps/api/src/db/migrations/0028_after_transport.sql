-- Issue 32, after the transport: an agreed deal is delivered, confirmed or disputed, invoiced and paid,
-- and each side rates the other once. Dates of invoice and payment are calendar dates (days to pay =
-- paid_date - invoice_date, late beyond payment_term_days); nothing here is a float.
--
-- Which side carries and which pays follows from the entry: a truck offer is published by its carrier
-- (the bidder pays), a ware request by the company that pays for its transport (the bidder carries).
ALTER TABLE "deals"
  ADD COLUMN "carrier_company_id" integer GENERATED ALWAYS AS (CASE WHEN "form_type" = 'truck' THEN "owner_company_id" ELSE "bidder_company_id" END) STORED,
  ADD COLUMN "payer_company_id" integer GENERATED ALWAYS AS (CASE WHEN "form_type" = 'truck' THEN "bidder_company_id" ELSE "owner_company_id" END) STORED,
  -- reported by the carrier, then confirmed or disputed by the payer; silence confirms after 7 days.
  ADD COLUMN "delivery_state" text,
  ADD COLUMN "delivered_at" timestamp with time zone,
  ADD COLUMN "delivered_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  -- The proof of delivery (a PDF such as the signed CMR) in the object store, and its file name.
  ADD COLUMN "delivery_proof_key" text,
  ADD COLUMN "delivery_proof_name" text,
  -- When the payer confirmed or disputed, or when silence confirmed (delivered_at + 7 days).
  ADD COLUMN "delivery_settled_at" timestamp with time zone,
  ADD COLUMN "dispute_reason" text DEFAULT '' NOT NULL,
  ADD COLUMN "invoice_date" date,
  ADD COLUMN "paid_date" date,
  ADD CONSTRAINT "deals_delivery_state" CHECK ("delivery_state" IN ('reported', 'confirmed', 'disputed')),
  ADD CONSTRAINT "deals_paid_after_invoice" CHECK ("paid_date" IS NULL OR ("invoice_date" IS NOT NULL AND "paid_date" >= "invoice_date"));--> statement-breakpoint
-- A company's deals as carrier and as payer (reputation reads one company's last twelve months).
CREATE INDEX "deals_carrier_agreed" ON "deals" ("carrier_company_id", "agreed_at") WHERE "agreed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "deals_payer_agreed" ON "deals" ("payer_company_id", "agreed_at") WHERE "agreed_at" IS NOT NULL;--> statement-breakpoint
-- Deliveries waiting for the payer's word (the sweep confirms those silent for 7 days).
CREATE INDEX "deals_delivery_reported" ON "deals" ("delivered_at") WHERE "delivery_state" = 'reported';--> statement-breakpoint
-- Invoices not yet paid (overdue ones are found by their term).
CREATE INDEX "deals_unpaid_invoices" ON "deals" ("invoice_date") WHERE "invoice_date" IS NOT NULL AND "paid_date" IS NULL AND "status" = 'agreed';--> statement-breakpoint
-- One rating per deal and side, only of a delivered deal (checked by the service); editable for 48 hours,
-- then locked; the rated company may reply once, publicly.
CREATE TABLE "deal_ratings" (
  "id" serial PRIMARY KEY NOT NULL,
  "deal_id" integer NOT NULL REFERENCES "deals"("id") ON DELETE cascade,
  "rater_company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "rated_company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "rater_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "punctuality" smallint NOT NULL,
  "communication" smallint NOT NULL,
  -- Only the carrier rates the payer's payment.
  "payment" smallint,
  "comment" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "reply_text" text,
  "reply_user_id" integer REFERENCES "users"("id") ON DELETE set null,
  "replied_at" timestamp with time zone,
  CONSTRAINT "deal_ratings_scores" CHECK ("punctuality" BETWEEN 1 AND 5 AND "communication" BETWEEN 1 AND 5 AND ("payment" IS NULL OR "payment" BETWEEN 1 AND 5)),
  CONSTRAINT "deal_ratings_comment" CHECK (char_length("comment") <= 1000),
  CONSTRAINT "deal_ratings_reply" CHECK ("reply_text" IS NULL OR char_length("reply_text") BETWEEN 1 AND 1000),
  CONSTRAINT "deal_ratings_sides" CHECK ("rater_company_id" <> "rated_company_id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "deal_ratings_one_per_side" ON "deal_ratings" ("deal_id", "rater_company_id");--> statement-breakpoint
CREATE INDEX "deal_ratings_rated" ON "deal_ratings" ("rated_company_id", "created_at");
