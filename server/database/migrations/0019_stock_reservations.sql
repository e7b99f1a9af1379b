-- compatible-with-previous: true
-- (Expand only: one column with a default; a node of the previous release inserts items as before.)
-- Stock reserved at checkout (issue 21 item 9).
--
-- Checkout takes a counted variant's stock in the order's transaction with a
-- conditional UPDATE (stock_quantity >= the quantity; the CHECK of 0001 is
-- the last line). Each item records how many it took, so a cancellation
-- returns exactly that, and an item placed before stock was reserved (0)
-- returns nothing it never took.
ALTER TABLE redemption_order_item
  ADD COLUMN stock_reserved integer NOT NULL DEFAULT 0 CHECK (stock_reserved >= 0);
