import type { Queryable } from '../database/queryable';

/** The quantity of the cart's line of this variant for these charities (none for other products), 0 when there is none. */
export async function findLineQuantity(
  db: Queryable,
  cartId: number,
  variantId: number,
  charityIds: readonly number[] = [],
): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    'SELECT quantity FROM shopping_cart_item WHERE shopping_cart_id = $1 AND product_variant_id = $2 AND charity_product_ids = $3::bigint[]',
    [cartId, variantId, charityIds],
  );
  return rows[0]?.quantity ?? 0;
}

/**
 * Adds `quantity` to the cart's line of the variant (creating it) for the
 * charities chosen (a gift for other charities is another line), never
 * beyond `cap`: the sum is capped in the same statement. The line takes the
 * price of this add; an accepted consent stays accepted. Returns the line's
 * quantity now.
 */
export async function addToLine(
  db: Queryable,
  input: {
    cartId: number;
    variantId: number;
    productCollectionId: number;
    catalogId: number;
    quantity: number;
    cap: number;
    pricePoints: number;
    salePoints: number;
    consentAccepted: boolean;
    /** The charities a gift is shared among, in the order chosen; empty for other products. */
    charityIds?: readonly number[];
  },
): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    `INSERT INTO shopping_cart_item (shopping_cart_id, product_variant_id, product_collection_id, catalog_id, quantity,
                                     price_points, is_disclosure_consent_accepted, sale_points, charity_product_ids)
     VALUES ($1, $2, $3, $4, LEAST($5::int, $6::int), $7, $8, $9, $10::bigint[])
     ON CONFLICT ON CONSTRAINT shopping_cart_item_cart_variant_key DO UPDATE
       SET quantity = LEAST(shopping_cart_item.quantity + $5::int, $6::int),
           price_points = EXCLUDED.price_points,
           sale_points = EXCLUDED.sale_points,
           is_disclosure_consent_accepted = shopping_cart_item.is_disclosure_consent_accepted OR EXCLUDED.is_disclosure_consent_accepted,
           updated_at = now()
     RETURNING quantity`,
    [
      input.cartId,
      input.variantId,
      input.productCollectionId,
      input.catalogId,
      input.quantity,
      input.cap,
      input.pricePoints,
      input.consentAccepted,
      input.salePoints,
      input.charityIds ?? [],
    ],
  );
  return rows[0]!.quantity;
}

/** Sets a line's quantity, price and sale (repriced now); false when the cart has no such line. */
export async function setLineQuantity(
  db: Queryable,
  input: { cartId: number; lineId: number; quantity: number; pricePoints: number; salePoints: number; notes?: string | null },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE shopping_cart_item
        SET quantity = $3, price_points = $4, sale_points = $5,
            notes = CASE WHEN $6::boolean THEN $7 ELSE notes END, updated_at = now()
      WHERE id = $2 AND shopping_cart_id = $1`,
    [input.cartId, input.lineId, input.quantity, input.pricePoints, input.salePoints, input.notes !== undefined, input.notes ?? null],
  );
  return (rowCount ?? 0) > 0;
}

/** Removes a line; false when the cart has no such line. */
export async function deleteLine(db: Queryable, cartId: number, lineId: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM shopping_cart_item WHERE id = $2 AND shopping_cart_id = $1', [cartId, lineId]);
  return (rowCount ?? 0) > 0;
}

/** What changing a line's quantity needs: its variant's price now and its product's cap. */
export interface LinePricingRow {
  id: number;
  productVariantId: number;
  maxQuantity: number;
  pricePoints: number;
  salePoints: number;
  /** The variant's stock left; null when not counted. */
  stockQuantity: number | null;
}

export async function findLinePricing(db: Queryable, cartId: number, lineId: number): Promise<LinePricingRow | null> {
  const { rows } = await db.query<LinePricingRow>(
    `SELECT i.id, i.product_variant_id AS "productVariantId", p.max_quantity AS "maxQuantity",
            COALESCE(pv.price_points, p.price_points) AS "pricePoints",
            CASE WHEN pv.price_points IS NULL AND p.original_price_points IS NOT NULL
                 THEN p.original_price_points - p.price_points ELSE 0 END AS "salePoints",
            pv.stock_quantity AS "stockQuantity"
       FROM shopping_cart_item i
       JOIN product_variant pv ON pv.id = i.product_variant_id
       JOIN product p ON p.id = pv.product_id
      WHERE i.shopping_cart_id = $1 AND i.id = $2`,
    [cartId, lineId],
  );
  return rows[0] ?? null;
}

export interface CartLineRow {
  id: number;
  productId: number;
  productVariantId: number;
  /** The variant's attributes (colour, finish, storage): name → value and label per locale. */
  variantAttributes: Record<string, { value: string; label: { 'en-CA': string; 'fr-CA': string } }>;
  quantity: number;
  pricePoints: number;
  salePoints: number;
  notes: string | null;
  isDisclosureConsentAccepted: boolean;
  productType: 'merchandise' | 'egiftcard' | 'giftcard' | 'financial_reward' | 'charitable_donation';
  nameEn: string;
  nameFr: string | null;
  maxQuantity: number;
  hasSplitpay: boolean;
  minPercentagePoints: number;
  isDisclosureConsentMandatory: boolean;
  /** The charities the gift is shared among, in the order chosen; empty for other lines. */
  charityProductIds: number[];
  /**
   * The product is active and shown with add to cart, and the variant is switched on. Whether enough is
   * left is the stock rule's (domain/catalogue/stock.ts), so running out answers INSUFFICIENT_STOCK.
   */
  isOrderable: boolean;
  /** The variant's stock left; null when not counted. */
  stockQuantity: number | null;
  /** The product's fees (issue 21 item 18), in points per unit, in their order. */
  feeTypes: CartFeeTypeRow[];
  /** The optional fees the member chose for this line. */
  selectedFeeIds: number[];
}

export interface CartFeeTypeRow {
  id: number;
  code: string;
  nameEn: string;
  nameFr: string | null;
  amount: number;
  isMandatory: boolean;
}

/** The cart's lines in the order they were first added, with what pricing and checkout read of their products. */
export async function findCartLines(db: Queryable, cartId: number): Promise<CartLineRow[]> {
  const { rows } = await db.query<CartLineRow>({
    name: 'cart-lines',
    text: `SELECT i.id, pv.product_id AS "productId", i.product_variant_id AS "productVariantId",
                  pv.attributes AS "variantAttributes", i.quantity, i.price_points AS "pricePoints", i.sale_points AS "salePoints", i.notes,
                  i.is_disclosure_consent_accepted AS "isDisclosureConsentAccepted",
                  p.product_type AS "productType", p.name_en AS "nameEn", p.name_fr AS "nameFr",
                  p.max_quantity AS "maxQuantity", p.has_splitpay AS "hasSplitpay",
                  p.min_percentage_points AS "minPercentagePoints",
                  p.is_disclosure_consent_mandatory AS "isDisclosureConsentMandatory",
                  i.charity_product_ids::int8[] AS "charityProductIds",
                  (p.is_active AND NOT p.hide_add_to_cart AND pv.is_available) AS "isOrderable",
                  pv.stock_quantity AS "stockQuantity",
                  COALESCE((SELECT json_agg(json_build_object('id', f.id, 'code', f.code, 'nameEn', f.name_en, 'nameFr', f.name_fr,
                                                              'amount', f.amount_points, 'isMandatory', f.is_mandatory)
                                            ORDER BY f.position, f.id)
                              FROM additional_fee_type f WHERE f.product_id = p.id), '[]'::json) AS "feeTypes",
                  COALESCE((SELECT array_agg(sf.additional_fee_type_id ORDER BY sf.additional_fee_type_id)
                              FROM shopping_cart_item_fee sf WHERE sf.shopping_cart_item_id = i.id), '{}')::int8[] AS "selectedFeeIds"
             FROM shopping_cart_item i
             JOIN product_variant pv ON pv.id = i.product_variant_id
             JOIN product p ON p.id = pv.product_id
            WHERE i.shopping_cart_id = $1
            ORDER BY i.id`,
    values: [cartId],
  });
  // int8[] comes back as strings: ids stay far below 2^53 (create-pool.ts).
  return rows.map((row) => ({
    ...row,
    charityProductIds: row.charityProductIds.map(Number),
    selectedFeeIds: row.selectedFeeIds.map(Number),
    feeTypes: row.feeTypes.map((fee) => ({ ...fee, id: Number(fee.id), amount: Number(fee.amount) })),
  }));
}

/** Replaces the optional fees chosen for a line of the cart. */
export async function setLineFees(db: Queryable, lineId: number, feeTypeIds: readonly number[]): Promise<void> {
  await db.query('DELETE FROM shopping_cart_item_fee WHERE shopping_cart_item_id = $1', [lineId]);
  if (feeTypeIds.length === 0) return;
  await db.query(
    `INSERT INTO shopping_cart_item_fee (shopping_cart_item_id, additional_fee_type_id) SELECT $1, unnest($2::bigint[])`,
    [lineId, feeTypeIds],
  );
}
