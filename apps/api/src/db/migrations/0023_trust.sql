-- Issue 33: protected company data, registration signals, "already gone" reports and the audit log.
--
-- The audit log is append-only: staff decisions, role changes, lockouts and downloads are written in the
-- same transaction as the change, and no UPDATE or DELETE may rewrite history. Its actor and company are
-- plain ids, not foreign keys: an ON DELETE SET NULL would itself be an UPDATE the trigger refuses, and a row
-- must outlive the user or company it names (the label keeps who it was).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  actor_user_id integer,
  actor_label text NOT NULL DEFAULT '',
  company_id integer,
  action text NOT NULL,
  target_type text NOT NULL DEFAULT '',
  target_id text NOT NULL DEFAULT '',
  details jsonb NOT NULL DEFAULT '{}'::jsonb
);--> statement-breakpoint
CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);--> statement-breakpoint
CREATE INDEX audit_log_actor ON audit_log (actor_user_id, at DESC, id DESC);--> statement-breakpoint
CREATE INDEX audit_log_company ON audit_log (company_id, at DESC, id DESC);--> statement-breakpoint
CREATE INDEX audit_log_action ON audit_log (action, at DESC, id DESC);--> statement-breakpoint
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();--> statement-breakpoint

-- Protected company data. The phone and e-mail partners see are the administrator's record (as before);
-- the bank account is the company's. Each carries since when staff vouch for it and when it last changed
-- by an approved request (partners are warned for 30 days after a change).
ALTER TABLE companies ADD COLUMN bank_account text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE companies ADD COLUMN phone_verified_since timestamptz;--> statement-breakpoint
ALTER TABLE companies ADD COLUMN email_verified_since timestamptz;--> statement-breakpoint
ALTER TABLE companies ADD COLUMN bank_account_verified_since timestamptz;--> statement-breakpoint
ALTER TABLE companies ADD COLUMN phone_changed_at timestamptz;--> statement-breakpoint
ALTER TABLE companies ADD COLUMN email_changed_at timestamptz;--> statement-breakpoint
ALTER TABLE companies ADD COLUMN bank_account_changed_at timestamptz;--> statement-breakpoint
-- Companies staff approved before this migration were checked then: their data is verified since that approval.
UPDATE companies SET phone_verified_since = approved_at, email_verified_since = approved_at,
  bank_account_verified_since = approved_at WHERE approved_at IS NOT NULL;--> statement-breakpoint

-- Requests to change protected data: what changes (field → new value), what it was when filed, the reason and
-- the supporting document. One pending request per company, so two cannot race each other.
CREATE TABLE company_change_requests (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
  requested_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  changes jsonb NOT NULL,
  previous jsonb NOT NULL,
  reason text NOT NULL,
  document_key text NOT NULL,
  document_name text NOT NULL,
  document_size integer NOT NULL,
  document_sha256 text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'refused')),
  decision_reason text NOT NULL DEFAULT '',
  decided_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
  decided_at timestamptz,
  created_at timestamptz NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX company_change_requests_one_pending ON company_change_requests (company_id) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX company_change_requests_company ON company_change_requests (company_id, created_at DESC, id DESC);--> statement-breakpoint
CREATE INDEX company_change_requests_status ON company_change_requests (status, created_at DESC, id DESC);--> statement-breakpoint

-- Documents' bytes by their SHA-256, so staff see a registration whose papers are another company's (signals).
-- Documents stored before this migration have none.
ALTER TABLE company_documents ADD COLUMN sha256 text;--> statement-breakpoint
CREATE INDEX company_documents_sha256 ON company_documents (sha256) WHERE sha256 IS NOT NULL;
--> statement-breakpoint
-- Registration signals (issue 33): each comparison with other companies' data is found on an index.
CREATE INDEX companies_vat_digits ON companies ((regexp_replace(vat_number, '^[A-Z]{2}', '')));--> statement-breakpoint
CREATE INDEX companies_registry_parts ON companies (registry_unique_id, registry_year) WHERE registry_unique_id <> '';--> statement-breakpoint
CREATE INDEX companies_bank_account ON companies (bank_account) WHERE bank_account <> '';--> statement-breakpoint
CREATE INDEX companies_web_domain ON companies ((regexp_replace(regexp_replace(lower(website), '^https?://(www\.)?', ''), '[/:?#].*$', '')))
  WHERE website <> '';--> statement-breakpoint
CREATE INDEX users_phone ON users (phone) WHERE phone <> '';--> statement-breakpoint
CREATE INDEX users_email_domain ON users ((split_part(email, '@', 2)));
