-- Sessions that really end, and no signing secret in the database (issue 22, items 7 and 13).
--
-- A member's sign-in is one row; every token of its refresh chain carries the
-- row's id (`sid`) and each request checks the row is still alive, so signing
-- out, "sign out everywhere", a password change (every other sign-in) and a
-- password reset (all of them) end every token at once. Rows are kept until
-- the sign-in could no longer be refreshed (12 hours), then pruned.
CREATE TABLE sign_in_session (
  id uuid PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES member (id),
  method text NOT NULL CHECK (method IN ('password', 'sso')),
  started_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  revoke_reason text CHECK (revoke_reason IN ('signed_out', 'signed_out_everywhere', 'password_changed', 'password_reset')),
  CONSTRAINT sign_in_session_revocation CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL))
);
CREATE INDEX sign_in_session_member_live_idx ON sign_in_session (member_id) WHERE revoked_at IS NULL;
CREATE INDEX sign_in_session_expires_idx ON sign_in_session (expires_at);

-- The token signing keys now come from configuration (TOKEN_SIGNING_KEYS or
-- TOKEN_SIGNING_KEYS_FILE); the secret the server used to generate and keep
-- here in plain text goes. The table stays for settings that are not secrets.
DELETE FROM server_setting WHERE key = 'token_secret';
