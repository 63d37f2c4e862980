-- Issue 33 items 5 and 6: "already gone" reports. A company reports another company's entry once; the
-- report stays (offer accuracy counts it) but a refresh by the poster clears it from the hiding count.
CREATE TABLE entry_gone_reports (
  entry_id integer NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  cleared_at timestamptz,
  PRIMARY KEY (entry_id, company_id)
);--> statement-breakpoint
-- Reports not yet cleared by a refresh: at 3 the entry leaves others' searches, agents and matching. Kept on
-- the entry so every live condition reads one column of the row it already has.
ALTER TABLE entries ADD COLUMN gone_reports smallint NOT NULL DEFAULT 0;
