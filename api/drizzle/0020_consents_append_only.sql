-- A consent is a record with its time: a change is a new row, never an edit of an old one. The rows
-- go with their account (ON DELETE CASCADE), so only UPDATE is refused.
CREATE FUNCTION consents_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consents are kept as recorded: add a row for a change' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER consents_no_update BEFORE UPDATE ON consents FOR EACH ROW EXECUTE FUNCTION consents_no_update();
