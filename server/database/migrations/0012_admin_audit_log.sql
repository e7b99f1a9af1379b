-- The audit log of admins in login-as mode (issue 15; spec §6, decisions §3).
--
-- One row per thing an admin did while acting as a member: opening the store,
-- every programme API call of the session (what was viewed as well as what was
-- changed, and what was refused to a read-only admin) and returning to the
-- console. Rows are written before the answer leaves the server, so nothing an
-- admin saw or did is missing, and they are never updated or deleted.
CREATE TABLE admin_audit_entry (
  id bigserial PRIMARY KEY,
  recorded_at timestamptz NOT NULL,
  login_as_session_id uuid NOT NULL REFERENCES login_as_session (id),
  admin_id bigint NOT NULL REFERENCES admin_user (id),
  member_id bigint NOT NULL REFERENCES member (id),
  access_level text NOT NULL CHECK (access_level IN ('read', 'write')),
  kind text NOT NULL CHECK (kind IN ('opened', 'viewed', 'changed', 'refused', 'failed', 'returned')),
  method text NOT NULL,
  -- The route as declared (/api/v1/member/address/{id}), not the URL: no query strings, no tokens.
  route text NOT NULL,
  operation text,
  status_code smallint NOT NULL,
  request_id text NOT NULL
);
CREATE INDEX admin_audit_entry_recent_idx ON admin_audit_entry (recorded_at DESC, id DESC);
CREATE INDEX admin_audit_entry_member_idx ON admin_audit_entry (member_id, recorded_at DESC);

CREATE TRIGGER admin_audit_entry_append_only
  BEFORE UPDATE OR DELETE ON admin_audit_entry
  FOR EACH ROW EXECUTE FUNCTION forbid_history_change();
