import type { Queryable } from '../database/queryable';

/** What adding a product to a cart needs to know about it. */
export interface CartProductRow {
  id: number;
  catalogId: number;
  productCollectionId: number;
  hideAddToCart: boolean;
  isDisclosureConsentMandatory: boolean;
  maxQuantity: number;
  /** A gift shared among up to this many charities (spec §9); null for other products. */
  maxCharities: number | null;
}

/** An active product of the programme, or null. */
export async function findCartProduct(db: Queryable, programmeId: number, productId: number): Promise<CartProductRow | null> {
  const { rows } = await db.query<CartProductRow>(
    `SELECT p.id, p.catalog_id AS "catalogId", p.product_collection_id AS "productCollectionId",
            p.hide_add_to_cart AS "hideAddToCart", p.is_disclosure_consent_mandatory AS "isDisclosureConsentMandatory",
            p.max_quantity AS "maxQuantity", p.max_charities AS "maxCharities"
       FROM product p
       JOIN catalog c ON c.id = p.catalog_id
      WHERE p.id = $1 AND c.programme_id = $2 AND p.is_active`,
    [productId, programmeId],
  );
  return rows[0] ?? null;
}

export interface CartVariantRow {
  id: number;
  /** Points for one: the variant's own price, else the product's. */
  pricePoints: number;
  /** The sale's discount on one: the product's original price less its price, for a variant priced as the product. */
  salePoints: number;
  isAvailable: boolean;
  stockQuantity: number | null;
}

/**
 * The product's variant `variantId`, or when it is null the product's
 * default variant (the first available by position, else the first: the
 * rule of a list item's default_variant_id). A variant of another product is
 * not found.
 */
export async function findCartVariant(db: Queryable, productId: number, variantId: number | null): Promise<CartVariantRow | null> {
  const { rows } = await db.query<CartVariantRow>(
    `SELECT pv.id, COALESCE(pv.price_points, p.price_points) AS "pricePoints",
            CASE WHEN pv.price_points IS NULL AND p.original_price_points IS NOT NULL
                 THEN p.original_price_points - p.price_points ELSE 0 END AS "salePoints",
            pv.is_available AS "isAvailable", pv.stock_quantity AS "stockQuantity"
       FROM product_variant pv
       JOIN product p ON p.id = pv.product_id
      WHERE pv.product_id = $1 AND ($2::bigint IS NULL OR pv.id = $2)
      ORDER BY pv.is_available AND COALESCE(pv.stock_quantity > 0, true) DESC, pv.position, pv.id
      LIMIT 1`,
    [productId, variantId],
  );
  return rows[0] ?? null;
}

/**
 * The member's open cart on the card, created when there is none, and
 * LOCKED until the transaction ends: every add to it queues here, so two
 * simultaneous adds can neither make two carts (the partial unique index
 * settles the race of the first insert) nor read a line the other is
 * changing. Must run inside a transaction.
 */
export async function lockOpenCart(
  db: Queryable,
  input: { memberId: number; accountId: number; currencyId: number },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO shopping_cart (member_id, account_id, currency_id)
     VALUES ($1, $2, $3)
     ON CONFLICT (account_id, member_id) WHERE status = 'open' DO UPDATE SET updated_at = now()
     RETURNING id`,
    [input.memberId, input.accountId, input.currencyId],
  );
  return rows[0]!.id;
}

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

export interface CartRow {
  id: number;
  accountId: number;
  /** ACTIVE, ON HOLD or CANCELED: only an active card redeems. */
  accountStatus: string;
  memberId: number;
  status: 'open' | 'checked_out';
  comment: string | null;
  currencyId: number;
  currencyCode: string;
  currencySymbol: string;
}

const SELECT_CART = `
  SELECT sc.id, sc.account_id AS "accountId", acc.status AS "accountStatus", sc.member_id AS "memberId", sc.status, sc.comment,
         cur.id AS "currencyId", cur.code AS "currencyCode", cur.symbol AS "currencySymbol"
    FROM shopping_cart sc
    JOIN account acc ON acc.id = sc.account_id
    JOIN currency cur ON cur.id = sc.currency_id`;

/** The member's open cart on the card, if any (each member on a card has their own). */
export async function findOpenCart(db: Queryable, accountId: number, memberId: number): Promise<CartRow | null> {
  const { rows } = await db.query<CartRow>({
    name: 'open-cart-of-member',
    text: `${SELECT_CART} WHERE sc.account_id = $1 AND sc.member_id = $2 AND sc.status = 'open'`,
    values: [accountId, memberId],
  });
  return rows[0] ?? null;
}

/** A cart by id, whatever its status. */
export async function findCartById(db: Queryable, cartId: number): Promise<CartRow | null> {
  const { rows } = await db.query<CartRow>(`${SELECT_CART} WHERE sc.id = $1`, [cartId]);
  return rows[0] ?? null;
}

/**
 * The member's own cart by id (another member's is not found), LOCKED until
 * the transaction ends when `forUpdate`: changes and the checkout of one cart
 * queue on its row.
 */
export async function findCartOfMember(
  db: Queryable,
  cartId: number,
  memberId: number,
  options: { forUpdate?: boolean } = {},
): Promise<CartRow | null> {
  const { rows } = await db.query<CartRow>({
    name: options.forUpdate ? 'cart-of-member-for-update' : 'cart-of-member',
    // The member must still be on the cart's card (an authorized redeemer can be removed).
    text: `${SELECT_CART} WHERE sc.id = $1 AND sc.member_id = $2
             AND EXISTS (SELECT 1 FROM account_member am WHERE am.account_id = sc.account_id AND am.member_id = sc.member_id)
           ${options.forUpdate ? ' FOR UPDATE OF sc' : ''}`,
    values: [cartId, memberId],
  });
  return rows[0] ?? null;
}

export async function updateCartComment(db: Queryable, cartId: number, comment: string | null): Promise<void> {
  await db.query('UPDATE shopping_cart SET comment = $2, updated_at = now() WHERE id = $1', [cartId, comment]);
}

/** Closes the cart: it becomes the order's and no longer the member's open cart. */
export async function markCartCheckedOut(db: Queryable, cartId: number): Promise<void> {
  await db.query({ name: 'cart-checked-out', text: "UPDATE shopping_cart SET status = 'checked_out', updated_at = now() WHERE id = $1", values: [cartId] });
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

/** A promotion code applied to a cart, with its promotion's rule and window. */
export interface AppliedCodeRow {
  promotionCodeId: number;
  promotionId: number;
  code: string;
  titleEn: string;
  titleFr: string | null;
  kind: 'amount' | 'percentage';
  amountPoints: number | null;
  percentage: number | null;
  productId: number | null;
  startsAt: Date;
  endsAt: Date | null;
}

const SELECT_CODE = `
  SELECT pc.id AS "promotionCodeId", pr.id AS "promotionId", pc.code, pr.title_en AS "titleEn", pr.title_fr AS "titleFr",
         pr.kind, pr.amount_points AS "amountPoints", pr.percentage, pr.product_id AS "productId",
         pr.starts_at AS "startsAt", pr.ends_at AS "endsAt"
    FROM promotion_code pc
    JOIN promotion pr ON pr.id = pc.promotion_id`;

/** The codes applied to a cart, in the order they were applied. */
export async function findAppliedCodes(db: Queryable, cartId: number): Promise<AppliedCodeRow[]> {
  const { rows } = await db.query<AppliedCodeRow>({
    name: 'cart-applied-codes',
    text: `${SELECT_CODE} JOIN shopping_cart_promotion_code scp ON scp.promotion_code_id = pc.id
            WHERE scp.shopping_cart_id = $1 ORDER BY scp.applied_at, pc.id`,
    values: [cartId],
  });
  return rows;
}

/** A programme's code by its text, any case. */
export async function findPromotionCode(db: Queryable, programmeId: number, code: string): Promise<AppliedCodeRow | null> {
  const { rows } = await db.query<AppliedCodeRow>(`${SELECT_CODE} WHERE pc.programme_id = $1 AND pc.code = upper($2)`, [
    programmeId,
    code.trim(),
  ]);
  return rows[0] ?? null;
}

/** Applies a code to a cart; false when it was applied already. */
export async function applyCode(db: Queryable, cartId: number, promotionCodeId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO shopping_cart_promotion_code (shopping_cart_id, promotion_code_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [cartId, promotionCodeId],
  );
  return (rowCount ?? 0) > 0;
}

/** Removes a code from a cart; false when it was not applied. */
export async function removeCode(db: Queryable, cartId: number, promotionCodeId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    'DELETE FROM shopping_cart_promotion_code WHERE shopping_cart_id = $1 AND promotion_code_id = $2',
    [cartId, promotionCodeId],
  );
  return (rowCount ?? 0) > 0;
}

/** The cart settings of a programme. */
export interface CartProgrammeRow {
  id: number;
  pointsCurrencyId: number;
  conversionRate: number;
  cartMinimumPoints: number;
  hasPromotionsEnabled: boolean;
}

export async function findCartProgramme(db: Queryable, programmeId: number): Promise<CartProgrammeRow | null> {
  const { rows } = await db.query<CartProgrammeRow>({
    name: 'cart-programme',
    text: `SELECT id, points_currency_id AS "pointsCurrencyId", conversion_rate::float8 AS "conversionRate",
                  cart_minimum_points AS "cartMinimumPoints", has_promotions_enabled AS "hasPromotionsEnabled"
             FROM programme WHERE id = $1`,
    values: [programmeId],
  });
  return rows[0] ?? null;
}

/** The cart changed now (its lines, codes, fees or comment). */
export async function touchCart(db: Queryable, cartId: number): Promise<void> {
  await db.query('UPDATE shopping_cart SET updated_at = now() WHERE id = $1', [cartId]);
}
