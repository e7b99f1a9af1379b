-- compatible-with-previous: true
-- (A column with a default, a table and one more mail kind: a node of the previous release neither reads nor minds them.)
-- Issue 26: a member may ask to be emailed when a purchase's 90-day Pay with Rewards window enters its last 7 days.
-- One reminder per purchase, ever: the primary key refuses a second one whichever node or pass tries.
ALTER TABLE member ADD COLUMN has_pay_back_reminders boolean NOT NULL DEFAULT false;

CREATE TABLE pay_back_reminder (
  card_transaction_id bigint PRIMARY KEY REFERENCES card_transaction (id),
  member_id bigint NOT NULL REFERENCES member (id),
  sent_at timestamptz NOT NULL
);

ALTER TABLE email_outbox DROP CONSTRAINT email_outbox_kind_check;
ALTER TABLE email_outbox ADD CONSTRAINT email_outbox_kind_check CHECK (kind IN (
  'order_confirmation', 'order_cancellation',
  'email_verification', 'password_reset', 'password_reset_unavailable', 'password_changed',
  'redemption_confirmation',
  'email_change_verification', 'email_change_notice',
  'pay_back_reminder'));
