-- compatible-with-previous: true
-- (Expand only: nullable columns and a column with a default; the previous release never reads them.)
-- What a point is worth in each way to redeem (issue 26 item 1).
--
-- A product's retail value: what the item costs in a shop, in cents (a gift card's face value), so the
-- storefront can say what a point buys there (retail value over price). NULL: not known, no value shown.
-- A variant's NULL means the product's, as for its price.
ALTER TABLE product
  ADD COLUMN retail_value_cents bigint CHECK (retail_value_cents IS NULL OR retail_value_cents > 0);
ALTER TABLE product_variant
  ADD COLUMN retail_value_cents bigint CHECK (retail_value_cents IS NULL OR retail_value_cents > 0);

-- The programme's reference value of one airline mile, in hundredths of a cent (150: 1.5 cents a mile),
-- the configuration that turns a partner's miles-per-point ratio into cents per point.
ALTER TABLE programme
  ADD COLUMN mile_reference_value_hundredths_cent integer NOT NULL DEFAULT 150
    CHECK (mile_reference_value_hundredths_cent > 0);
