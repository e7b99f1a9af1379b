-- compatible-with-previous: true
-- (Expand only: a new table the previous release never reads, so its nodes keep running during a rolling deploy.)
--
-- The sandbox vacation site hands the partner session over in its address
-- (`/sandbox/vacations/en?session=…`) once, right after the store's form post
-- (issue 22). An address ends up in logs, browser history and proxies, so the
-- value there is a one-time handoff: its first use is recorded here and a
-- second use is refused; the session itself then lives in an HttpOnly cookie.
CREATE TABLE partner_session_handoff_use (
  nonce text PRIMARY KEY CHECK (nonce ~ '^[A-Za-z0-9_-]{16,64}$'),
  used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
-- Used handoffs are pruned once they could not be accepted anyway.
CREATE INDEX partner_session_handoff_use_expires_idx ON partner_session_handoff_use (expires_at);
