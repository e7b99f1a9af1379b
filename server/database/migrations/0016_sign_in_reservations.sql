-- Sign-in floods (issue 22 items 8-10). A client address's attempt is now
-- reserved before its password is hashed, as an account's always was: the row
-- is written `in_flight`, becomes a failure (in_flight false) when the check
-- fails and is removed when it succeeds, so at most the address's limit of
-- wrong passwords is ever hashed however many arrive at once, on any API node.
-- An in-flight row older than a minute counts as a failure (its node stopped).
-- Additive only: a node of the previous release reads and writes the table as
-- before (the column's default is what it meant).
ALTER TABLE sign_in_attempt ADD COLUMN in_flight boolean NOT NULL DEFAULT false;
