-- A member's standing (active, role, company, staff) is kept by every API process for AUTH_CACHE_MS (decision
-- 058). Whatever changes it, by any code path or by hand, tells every process on commit, so each forgets that
-- member's standing at once and the window no longer bounds how late a deactivation lands.
CREATE FUNCTION notify_member_standing() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_standing', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_standing_update" AFTER UPDATE OF "is_active", "role", "company_id", "is_superuser" ON "users"
  FOR EACH ROW WHEN (
    OLD.is_active IS DISTINCT FROM NEW.is_active OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.is_superuser IS DISTINCT FROM NEW.is_superuser
  ) EXECUTE FUNCTION notify_member_standing();--> statement-breakpoint
CREATE TRIGGER "users_standing_delete" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION notify_member_standing();
