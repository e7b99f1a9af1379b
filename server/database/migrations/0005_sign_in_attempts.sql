-- Sign-in attempts per account, for the lockout after repeated failures
-- (domain/auth/sign-in-throttle.ts: 5 in 15 minutes). A row is written before
-- the password is checked, so concurrent guesses count against each other;
-- a successful sign-in clears the account's rows, a refused one removes its
-- own, and every attempt prunes a batch of rows older than the window (so
-- names tried once, e.g. by a sprayer of made-up names, do not pile up).
-- `account_key` is the scope and the normalised user name, whether or not
-- such an account exists.
CREATE TABLE sign_in_attempt (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL CHECK (length(account_key) BETWEEN 1 AND 400),
  attempted_at timestamptz NOT NULL
);

CREATE INDEX sign_in_attempt_account_idx ON sign_in_attempt (account_key);
CREATE INDEX sign_in_attempt_attempted_at_idx ON sign_in_attempt (attempted_at);
