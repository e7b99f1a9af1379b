-- compatible-with-previous: true
-- (Expand only: a nullable column, wider checks; the previous release reads and writes the tables as before.)
-- A new email takes effect only once its link is followed (issue 21 item 15,
-- spec §7 sendVerificationEmail). The change waits in the emailed one-time
-- token that confirms it: only the token's digest is kept (as for every
-- one-time token), with the address it confirms; a newer change or a new
-- link ends the older ones, and the token is used once.
ALTER TABLE member_one_time_token DROP CONSTRAINT member_one_time_token_purpose_check;
ALTER TABLE member_one_time_token ADD CONSTRAINT member_one_time_token_purpose_check
  CHECK (purpose IN ('email_verification', 'password_reset', 'email_change'));
ALTER TABLE member_one_time_token
  ADD COLUMN new_email text CHECK (length(new_email) BETWEEN 3 AND 254),
  ADD CONSTRAINT member_one_time_token_new_email CHECK ((purpose = 'email_change') = (new_email IS NOT NULL));

-- The link to the new address, and the notice to the old one.
ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN (
  'order_confirmation', 'order_cancellation',
  'email_verification', 'password_reset', 'password_reset_unavailable', 'password_changed',
  'redemption_confirmation',
  'email_change_verification', 'email_change_notice'));
