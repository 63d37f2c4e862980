-- Issue 33 item 4: phones and e-mails written into an entry's notes or a deal message that are none of the
-- company's registered contacts. The text is masked when it is written (a list reads one column more, never
-- a flag per row): `notes_masked` / `text_masked` hold what other companies see, null when nothing is hidden.
ALTER TABLE "entries" ADD COLUMN "notes_masked" text;--> statement-breakpoint
ALTER TABLE "deal_messages" ADD COLUMN "text_masked" text;--> statement-breakpoint
-- A message stays evidence: an UPDATE is still refused, except of what the other company sees of it, which
-- follows staff's decisions on the contacts in it.
DROP TRIGGER "deal_messages_immutable" ON "deal_messages";--> statement-breakpoint
CREATE FUNCTION deal_message_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'text_masked') IS DISTINCT FROM (to_jsonb(OLD) - 'text_masked') THEN
    RAISE EXCEPTION '% rows are immutable', TG_TABLE_NAME;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "deal_messages_immutable" BEFORE UPDATE ON "deal_messages" FOR EACH ROW EXECUTE FUNCTION deal_message_immutable();--> statement-breakpoint
-- One row per contact found; the text is kept as written so staff read it beside the contact. An entry's
-- flags go with the entry; a message is never deleted (evidence), its flags stay.
CREATE TABLE "contact_flags" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "source" text NOT NULL CHECK ("source" IN ('entry', 'deal_message')),
  "entry_id" integer REFERENCES "entries"("id") ON DELETE CASCADE,
  "deal_message_id" bigint REFERENCES "deal_messages"("id") ON DELETE CASCADE,
  "source_label" text NOT NULL,
  "source_text" text NOT NULL,
  "kind" text NOT NULL CHECK ("kind" IN ('phone', 'email')),
  "contact" text NOT NULL,
  "normalized" text NOT NULL,
  "status" text NOT NULL DEFAULT 'open' CHECK ("status" IN ('open', 'cleared', 'rejected')),
  "created_at" timestamp with time zone NOT NULL,
  "decided_at" timestamp with time zone,
  "decided_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  CHECK (("source" = 'entry') = ("entry_id" IS NOT NULL) AND ("source" = 'deal_message') = ("deal_message_id" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX "contact_flags_status" ON "contact_flags" ("status", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "contact_flags_entry" ON "contact_flags" ("entry_id") WHERE "entry_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_flags_message" ON "contact_flags" ("deal_message_id") WHERE "deal_message_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_flags_company" ON "contact_flags" ("company_id", "normalized");--> statement-breakpoint
-- Contacts staff cleared for a company: registered from then on, so the same number is not flagged again.
CREATE TABLE "cleared_contacts" (
  "company_id" integer NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
  "kind" text NOT NULL CHECK ("kind" IN ('phone', 'email')),
  "normalized" text NOT NULL,
  "contact" text NOT NULL,
  "cleared_at" timestamp with time zone NOT NULL,
  "cleared_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
  PRIMARY KEY ("company_id", "kind", "normalized")
);
