import type { Queryable } from '../database/queryable';

/** What adding a product to a cart needs to know about it. */
export interface CartProductRow {
  id: number;
  catalogId: number;
  productCollectionId: number;
  hideAddToCart: boolean;
  isDisclosureConsentMandatory: boolean;
  maxQuantity: number;
}

/** An active product of the programme, or null. */
export async function findCartProduct(db: Queryable, programmeId: number, productId: number): Promise<CartProductRow | null> {
  const { rows } = await db.query<CartProductRow>(
    `SELECT p.id, p.catalog_id AS "catalogId", p.product_collection_id AS "productCollectionId",
            p.hide_add_to_cart AS "hideAddToCart", p.is_disclosure_consent_mandatory AS "isDisclosureConsentMandatory",
            p.max_quantity AS "maxQuantity"
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
 * The card's open cart, created when there is none, and LOCKED until the
 * transaction ends: every add to one card's cart queues here, so two
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
     ON CONFLICT (account_id) WHERE status = 'open' DO UPDATE SET updated_at = now()
     RETURNING id`,
    [input.memberId, input.accountId, input.currencyId],
  );
  return rows[0]!.id;
}

/** The quantity of the cart's line of this variant, 0 when there is none. */
export async function findLineQuantity(db: Queryable, cartId: number, variantId: number): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    'SELECT quantity FROM shopping_cart_item WHERE shopping_cart_id = $1 AND product_variant_id = $2',
    [cartId, variantId],
  );
  return rows[0]?.quantity ?? 0;
}

/**
 * Adds `quantity` to the cart's line of the variant (creating it), never
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
    consentAccepted: boolean;
  },
): Promise<number> {
  const { rows } = await db.query<{ quantity: number }>(
    `INSERT INTO shopping_cart_item (shopping_cart_id, product_variant_id, product_collection_id, catalog_id, quantity,
                                     price_points, is_disclosure_consent_accepted)
     VALUES ($1, $2, $3, $4, LEAST($5::int, $6::int), $7, $8)
     ON CONFLICT ON CONSTRAINT shopping_cart_item_cart_variant_key DO UPDATE
       SET quantity = LEAST(shopping_cart_item.quantity + $5::int, $6::int),
           price_points = EXCLUDED.price_points,
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
    ],
  );
  return rows[0]!.quantity;
}

export interface CartRow {
  id: number;
  accountId: number;
  currencyId: number;
  currencyCode: string;
  currencySymbol: string;
}

const SELECT_CART = `
  SELECT sc.id, sc.account_id AS "accountId", cur.id AS "currencyId", cur.code AS "currencyCode", cur.symbol AS "currencySymbol"
    FROM shopping_cart sc
    JOIN currency cur ON cur.id = sc.currency_id`;

/** The card's open cart, if any. */
export async function findOpenCart(db: Queryable, accountId: number): Promise<CartRow | null> {
  const { rows } = await db.query<CartRow>(`${SELECT_CART} WHERE sc.account_id = $1 AND sc.status = 'open'`, [accountId]);
  return rows[0] ?? null;
}

/** A cart by id, whatever its status. */
export async function findCartById(db: Queryable, cartId: number): Promise<CartRow | null> {
  const { rows } = await db.query<CartRow>(`${SELECT_CART} WHERE sc.id = $1`, [cartId]);
  return rows[0] ?? null;
}

export interface CartLineRow {
  id: number;
  productId: number;
  productVariantId: number;
  quantity: number;
  pricePoints: number;
  isDisclosureConsentAccepted: boolean;
}

/** The cart's lines in the order they were first added. */
export async function findCartLines(db: Queryable, cartId: number): Promise<CartLineRow[]> {
  const { rows } = await db.query<CartLineRow>(
    `SELECT i.id, pv.product_id AS "productId", i.product_variant_id AS "productVariantId", i.quantity,
            i.price_points AS "pricePoints", i.is_disclosure_consent_accepted AS "isDisclosureConsentAccepted"
       FROM shopping_cart_item i
       JOIN product_variant pv ON pv.id = i.product_variant_id
      WHERE i.shopping_cart_id = $1
      ORDER BY i.id`,
    [cartId],
  );
  return rows;
}
