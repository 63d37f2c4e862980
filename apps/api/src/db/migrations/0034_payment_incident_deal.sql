-- Issue 32 item 1 (decision 067): a payment incident filed from an overdue deal names that deal, so its readers
-- (the reporter, the debtor, staff deciding it) see the agreed facts behind it, and the deal shows the incident.
-- Incidents filed without a deal keep null. A deal that goes (its company deleted) leaves the incident standing.
ALTER TABLE "payment_incidents" ADD COLUMN "deal_id" integer;--> statement-breakpoint
ALTER TABLE "payment_incidents" ADD CONSTRAINT "payment_incidents_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The deal page reads its latest incident (of any status) by this index.
CREATE INDEX "payment_incidents_deal" ON "payment_incidents" USING btree ("deal_id","id") WHERE "deal_id" IS NOT NULL;--> statement-breakpoint
-- At most one open incident per deal: two submissions sent at once cannot both be stored. A declined one no
-- longer counts, so the creditor may file again with better documents; a pending or approved one stays the one.
CREATE UNIQUE INDEX "payment_incidents_deal_open" ON "payment_incidents" USING btree ("deal_id") WHERE "deal_id" IS NOT NULL AND "status" <> 'declined';
