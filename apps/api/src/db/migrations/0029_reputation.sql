-- Issue 32 items 3 and 4: each company's reputation over its deals agreed in the last twelve months,
-- kept current by the deals module's transitions (refreshReputation) and an hourly sweep for the
-- figures that change with time alone. Sums and counts are integers, medians numeric: nothing here is
-- a float, and a read is one row by primary key (company page) or by a page's company ids (search).
CREATE TABLE "company_reputation" (
  "company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  -- The twelve months the figures cover: deals agreed at or after window_from, up to computed_at.
  "window_from" timestamp with time zone NOT NULL,
  "computed_at" timestamp with time zone NOT NULL,
  "deals_agreed" integer NOT NULL,
  "deals_completed" integer NOT NULL,
  -- Ratings the company received on those deals: sum and count per criterion (average = sum / count).
  "punctuality_sum" integer NOT NULL,
  "punctuality_count" integer NOT NULL,
  "communication_sum" integer NOT NULL,
  "communication_count" integer NOT NULL,
  "payment_sum" integer NOT NULL,
  "payment_count" integer NOT NULL,
  -- As payer: invoices of those deals paid, how many within the payment term, median days to pay.
  "invoices_paid" integer NOT NULL,
  "paid_within_term" integer NOT NULL,
  "median_days_to_pay" numeric(8, 1),
  -- As payer, at any age: invoices past their term and unpaid at computed_at.
  "overdue_now" integer NOT NULL,
  -- Payment incidents staff decided against the company (asked of the incidents module).
  "payment_incidents_decided" integer NOT NULL,
  -- The next moment a figure changes with time alone (a deal leaves the window, an invoice falls
  -- overdue): the hourly sweep refreshes only the rows whose moment has come.
  "next_change_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "company_reputation_next_change" ON "company_reputation" ("next_change_at") WHERE "next_change_at" IS NOT NULL;--> statement-breakpoint
-- The monthly trend: deals agreed in the month, and median days to pay of invoices the company paid in it.
CREATE TABLE "company_reputation_months" (
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
  "month" date NOT NULL,
  "deals" integer NOT NULL,
  "invoices_paid" integer NOT NULL,
  "median_days_to_pay" numeric(8, 1),
  PRIMARY KEY ("company_id", "month"),
  CONSTRAINT "company_reputation_months_first_day" CHECK (extract(day FROM "month") = 1)
);
--> statement-breakpoint
-- A payer's unpaid invoices (its "overdue now" and the moment the next one falls due), without reading
-- every unpaid invoice of the exchange (deals_unpaid_invoices is by date, for all payers).
CREATE INDEX "deals_payer_unpaid" ON "deals" ("payer_company_id", "invoice_date") WHERE "invoice_date" IS NOT NULL AND "paid_date" IS NULL AND "status" = 'agreed';
