-- compatible-with-previous: false
-- (A node of the previous release claims mail in a transaction and ignores
-- the lease below, so it could send a message this release is sending.)
-- Mail a transport refused is tried again later, each wait twice the last
-- (server/mail/mail-retry.ts). A claim holds its messages by a lease on
-- next_attempt_at rather than by a transaction, so each message is marked
-- sent the moment its transport accepts it and a refused one does not undo
-- the rest of its batch.
ALTER TABLE email_outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
DROP INDEX email_outbox_pending_idx;
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at, id) WHERE sent_at IS NULL;
