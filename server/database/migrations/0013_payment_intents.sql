-- Card charges as payment intents (issue 22; decisions §8, "The cash part of
-- an order").
--
-- The cash part of an order is authorized before the order's transaction and
-- captured after its COMMIT. Each step is recorded here first, so a node that
-- dies at any point leaves a row the recovery sweep finishes: an authorization
-- whose order never committed is voided, one whose order committed is
-- captured. One intent per (member, Idempotency-Key): a retry of the key finds
-- it and asks the processor again under the same processor key, which answers
-- the same authorization (same key, same charge).
--
-- No card number, CVV or expiry is kept: the last four digits and the brand.
CREATE TABLE payment_intent (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  member_id bigint NOT NULL REFERENCES member (id),
  -- Cleared when the key itself expires (IDEMPOTENCY_KEY_RETENTION_HOURS), so the key may be used again.
  idempotency_key text,
  -- The key the processor calls are made under (authorize, capture, void).
  processor_key text NOT NULL UNIQUE,
  shopping_cart_id bigint NOT NULL REFERENCES shopping_cart (id),
  account_id bigint NOT NULL REFERENCES account (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  currency_code text NOT NULL DEFAULT 'CAD',
  processor text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'authorized', 'captured', 'voided', 'declined')),
  processor_reference text,
  card_last_four text NOT NULL CHECK (card_last_four ~ '^[0-9]{4}$'),
  card_brand text,
  decline_reason text,
  decline_message text,
  -- Set in the order's own transaction: an intent with an order is one whose order committed.
  order_id bigint UNIQUE REFERENCES redemption_order (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- When the processor confirmed the final state (capture, void or decline); null while the sweep has work on it.
  settled_at timestamptz,
  CHECK (status <> 'captured' OR order_id IS NOT NULL),
  CHECK (status <> 'voided' OR order_id IS NULL),
  CHECK (status <> 'authorized' OR processor_reference IS NOT NULL)
);
CREATE UNIQUE INDEX payment_intent_idempotency_key ON payment_intent (member_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX payment_intent_unsettled_idx ON payment_intent (updated_at) WHERE settled_at IS NULL;

-- The sandbox payment processor's own books (it stands for the bank's
-- processor, which keeps its authorizations keyed by the caller's
-- idempotency key). A void of a key never authorized leaves a voided row, so
-- an authorization that arrives late under that key is refused.
CREATE TABLE sandbox_card_authorization (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  reference text NOT NULL UNIQUE,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  currency_code text NOT NULL DEFAULT 'CAD',
  status text NOT NULL CHECK (status IN ('authorized', 'captured', 'voided', 'declined')),
  card_last_four text CHECK (card_last_four ~ '^[0-9]{4}$'),
  decline_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
