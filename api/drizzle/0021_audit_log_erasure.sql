-- Deleting an account erases the person's name and e-mail from the audit entries about them
-- (decision 027): the one UPDATE the append-only log allows. The deletion says so in its
-- transaction (SET LOCAL teater.audit_erase = 'on') and may change only the copied names and
-- values (actor_name, actor_email, summary, before, after); what was done, when, by which account
-- id and role, from which address, stays as recorded. The purge past retention is as before.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE'
    AND current_setting('teater.audit_purge', true) = 'on'
    AND OLD."createdAt" < now() - interval '30 days' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE'
    AND current_setting('teater.audit_erase', true) = 'on'
    AND (NEW.id, NEW."createdAt", NEW.actor_id, NEW.actor_role, NEW.ip, NEW.resource, NEW.record_id, NEW.action)
      IS NOT DISTINCT FROM
      (OLD.id, OLD."createdAt", OLD.actor_id, OLD.actor_role, OLD.ip, OLD.resource, OLD.record_id, OLD.action) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
