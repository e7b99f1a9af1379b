-- Charitable gifts shared among charities (issue 13; spec §9 "Charities per
-- gift card: up to three").
--
-- A charitable-donation product may let the member share one gift among up
-- to max_charities (1 to 3) of its catalogue's charities; single-charity
-- products keep it null. The cart line keeps the charities chosen, in the
-- member's order (the first ones take the remainder of the shares), and the
-- same gift for other charities is a line of its own. The order item keeps
-- the charities with their names and shares as they were at checkout.

ALTER TABLE product
  ADD COLUMN max_charities smallint CHECK (max_charities BETWEEN 1 AND 3),
  ADD CONSTRAINT product_max_charities_of_donation CHECK (max_charities IS NULL OR product_type = 'charitable_donation');

ALTER TABLE shopping_cart_item
  ADD COLUMN charity_product_ids bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(charity_product_ids) <= 3);

ALTER TABLE shopping_cart_item DROP CONSTRAINT shopping_cart_item_cart_variant_key;
ALTER TABLE shopping_cart_item
  ADD CONSTRAINT shopping_cart_item_cart_variant_key UNIQUE (shopping_cart_id, product_variant_id, charity_product_ids);

-- [{ "id": charity product id, "name_en", "name_fr", "points": share of the item's points }]
ALTER TABLE redemption_order_item
  ADD COLUMN charities jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(charities) = 'array');
