import type { Queryable } from '../database/queryable';

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
