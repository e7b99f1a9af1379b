-- compatible-with-previous: true
-- (Expand only: two new tables; a node of the previous release cancels items as before, unkeyed.)
-- Card refunds of cancelled items, keyed and durable like the payment
-- intents of checkout (issue 22; decisions §8, "Card refunds").
--
-- The cancellation's transaction writes the refund it owes here, under a
-- processor key derived from the order item (one refund per item, ever),
-- and commits; only then is the processor asked to refund under that key,
-- and its answer recorded. A node that dies between the two leaves a pending
-- row that a retry of the cancellation or the recovery sweep finishes: the
-- processor answers the same key with the same refund, never a second one.
CREATE TABLE payment_refund (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES redemption_order (id),
  order_item_id bigint NOT NULL UNIQUE REFERENCES redemption_order_item (id),
  -- The processor's reference of the charge refunded (payment_transaction.processor_reference of the order's charge).
  charge_reference text NOT NULL,
  -- The key the processor refunds under: `refund:order-item:<id>`.
  processor_key text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency_code text NOT NULL DEFAULT 'CAD',
  processor text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'refunded')),
  -- The processor's own reference of the refund, once it answered.
  processor_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz,
  CHECK ((status = 'refunded') = (processor_reference IS NOT NULL AND settled_at IS NOT NULL))
);
CREATE INDEX payment_refund_pending_idx ON payment_refund (id) WHERE status = 'pending';
CREATE INDEX payment_refund_order_idx ON payment_refund (order_id);

-- The sandbox processor's books of refunds, keyed by the caller's key like
-- its authorizations: the same key answers the same refund; the refunds of
-- one charge never add up to more than it captured.
CREATE TABLE sandbox_card_refund (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  reference text NOT NULL UNIQUE,
  authorization_id bigint NOT NULL REFERENCES sandbox_card_authorization (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_card_refund_authorization_idx ON sandbox_card_refund (authorization_id);
