-- compatible-with-previous: true
-- (A nullable column and a CHECK every existing row meets: a node of the previous release neither reads nor writes it.)
-- Issue 26 item 5, the points statement: an entry is pending until it posts. The Elite travel credit and a miles
-- transfer are recorded at once (the card's balance counts them, as before) but post later: the travel credit within
-- 72 hours, a transfer when the airline has it. The ledger is append-only, so the entry records both states at once:
-- recorded_at (when it became pending) and posts_at (when it posts); NULL posts_at means it posted when recorded.
-- A stored 'pending'/'posted' status would need an UPDATE (refused) or a second row when it posts; the posting date
-- lets the statement read the status at any moment: pending while posts_at is still to come (domain/points/points-statement.ts).
ALTER TABLE point_ledger_entry
  ADD COLUMN posts_at timestamptz,
  ADD CONSTRAINT point_ledger_entry_posts_after_recording CHECK (posts_at IS NULL OR posts_at >= occurred_at);
