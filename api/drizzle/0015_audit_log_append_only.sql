-- The audit log is append-only: no statement may change or remove an entry, whatever the app asks.
-- The one exception is the housekeeping job's purge of entries past AUDIT_RETENTION_DAYS, which
-- says so in its transaction (SET LOCAL teater.audit_purge = 'on') and can never reach an entry
-- younger than 30 days (the smallest retention the server accepts).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND current_setting('teater.audit_purge', true) = 'on'
    AND OLD."createdAt" < now() - interval '30 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update_or_delete
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
