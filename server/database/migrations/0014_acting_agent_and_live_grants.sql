-- Issue 22 items 4 and 6: who acted on every debit and change, and an admin's
-- access checked against the current grant on every request.

-- ---------------------------------------------------------------------------
-- A login-as session belongs to the console session that opened it: it lives
-- only while that console session does (not signed out, not expired), and
-- signing out of the console ends it.
ALTER TABLE login_as_session
  ADD COLUMN console_session_jti text,
  ADD COLUMN console_session_expires_at timestamptz;
CREATE INDEX login_as_session_console_idx ON login_as_session (console_session_jti) WHERE ended_at IS NULL;
ALTER TABLE login_as_session DROP CONSTRAINT login_as_session_end_reason_check;
ALTER TABLE login_as_session ADD CONSTRAINT login_as_session_end_reason_check
  CHECK (end_reason IN ('returned_to_admin', 'signed_out', 'console_signed_out'));

-- ---------------------------------------------------------------------------
-- The acting agent: the member acting (as themselves or, in login-as mode,
-- the member an admin acts for), and the admin with their login-as session.
-- A write transaction declares it once (set_config('rewards.acting_agent',
-- '{"acting_member_id":…,"admin_id":…,"login_as_session_id":…}', true), see
-- server/auth/acting-agent.ts) and these triggers stamp every row it adds:
-- a value the statement sets itself wins; columns a table lacks are ignored.
CREATE FUNCTION stamp_acting_agent() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  agent text := current_setting('rewards.acting_agent', true);
  row_values jsonb;
  fill jsonb;
BEGIN
  IF agent IS NULL OR agent = '' THEN
    RETURN NEW;
  END IF;
  row_values := to_jsonb(NEW);
  -- Only the table's agent columns the statement left empty (a missing column gives SQL NULL, not JSON null).
  SELECT jsonb_object_agg(a.key, a.value) INTO fill
    FROM jsonb_each(agent::jsonb) a
   WHERE row_values -> a.key = 'null'::jsonb;
  IF fill IS NULL THEN
    RETURN NEW;
  END IF;
  RETURN jsonb_populate_record(NEW, fill);
END;
$$;

ALTER TABLE point_ledger_entry
  ADD COLUMN acting_member_id bigint REFERENCES member (id),
  ADD COLUMN admin_id bigint REFERENCES admin_user (id),
  ADD COLUMN login_as_session_id uuid REFERENCES login_as_session (id);
ALTER TABLE redemption_order
  ADD COLUMN acting_member_id bigint REFERENCES member (id),
  ADD COLUMN login_as_session_id uuid REFERENCES login_as_session (id);
-- Cancellations (and every later status a member's action causes).
ALTER TABLE redemption_order_item_status
  ADD COLUMN acting_member_id bigint REFERENCES member (id),
  ADD COLUMN admin_id bigint REFERENCES admin_user (id),
  ADD COLUMN login_as_session_id uuid REFERENCES login_as_session (id);
ALTER TABLE card_transaction_redemption
  ADD COLUMN acting_member_id bigint REFERENCES member (id),
  ADD COLUMN login_as_session_id uuid REFERENCES login_as_session (id);
ALTER TABLE member_profile_change ADD COLUMN login_as_session_id uuid REFERENCES login_as_session (id);
ALTER TABLE authorized_redeemer ADD COLUMN login_as_session_id uuid REFERENCES login_as_session (id);

CREATE TRIGGER point_ledger_entry_acting_agent BEFORE INSERT ON point_ledger_entry
  FOR EACH ROW EXECUTE FUNCTION stamp_acting_agent();
CREATE TRIGGER redemption_order_acting_agent BEFORE INSERT ON redemption_order
  FOR EACH ROW EXECUTE FUNCTION stamp_acting_agent();
CREATE TRIGGER redemption_order_item_status_acting_agent BEFORE INSERT ON redemption_order_item_status
  FOR EACH ROW EXECUTE FUNCTION stamp_acting_agent();
CREATE TRIGGER card_transaction_redemption_acting_agent BEFORE INSERT ON card_transaction_redemption
  FOR EACH ROW EXECUTE FUNCTION stamp_acting_agent();
CREATE TRIGGER member_profile_change_acting_agent BEFORE INSERT ON member_profile_change
  FOR EACH ROW EXECUTE FUNCTION stamp_acting_agent();
CREATE TRIGGER authorized_redeemer_acting_agent BEFORE INSERT ON authorized_redeemer
  FOR EACH ROW EXECUTE FUNCTION stamp_acting_agent();

-- The address book is edited in place and deleted from, so its changes have
-- a history of their own: one append-only row per added, edited, defaulted or
-- deleted address, with who did it.
CREATE TABLE member_address_change (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  address_id bigint NOT NULL,
  member_id bigint NOT NULL REFERENCES member (id),
  action text NOT NULL CHECK (action IN ('created', 'updated', 'deleted')),
  acting_member_id bigint REFERENCES member (id),
  admin_id bigint REFERENCES admin_user (id),
  login_as_session_id uuid REFERENCES login_as_session (id),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_address_change_member_idx ON member_address_change (member_id, changed_at);
CREATE TRIGGER member_address_change_append_only
  BEFORE UPDATE OR DELETE ON member_address_change
  FOR EACH ROW EXECUTE FUNCTION forbid_history_change();
CREATE TRIGGER member_address_change_acting_agent BEFORE INSERT ON member_address_change
  FOR EACH ROW EXECUTE FUNCTION stamp_acting_agent();

CREATE FUNCTION record_member_address_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  address member_address := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
BEGIN
  INSERT INTO member_address_change (address_id, member_id, action)
  VALUES (address.id, address.member_id,
          CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'updated' ELSE 'deleted' END);
  RETURN NULL;
END;
$$;
CREATE TRIGGER member_address_history AFTER INSERT OR UPDATE OR DELETE ON member_address
  FOR EACH ROW EXECUTE FUNCTION record_member_address_change();
