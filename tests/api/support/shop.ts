import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import type { Cart, CheckoutResult, Order } from '@openapi/schemas';
import { bearer } from './test-app';

export type { Cart, CheckoutResult, Order };

/** The sandbox's test cards (README). */
export const TEST_CARDS = {
  approved: '4512 3400 0000 0003',
  declined: '4512 3400 0000 0011',
  fraud: '4512 3400 0000 0029',
  cancelled: '4512 3400 0000 0037',
  outsideBinRange: '4111 1111 1111 1111',
} as const;

/** Where a Canadian street address ships (the sandbox verifier knows this street). */
export const CANADIAN_ADDRESS = {
  first_name: 'Alex',
  last_name: 'Martin',
  address1: '100 King Street West',
  city: 'Toronto',
  region_code: 'ON',
  postal_code: 'M5X 1A9',
  country: 'CA',
};

/** The billing address the test cards are sent with (spec §3: an unsaved address). */
export const BILLING_ADDRESS = { address1: '100 King Street West', address2: 'Suite 400', city: 'Toronto', region_code: 'ON', postal_code: 'M5X 1A9', country: 'CA' };

/** A card as the payment step sends it: its type is the number's (Mastercard numbers start with 5). */
export function card(number: string = TEST_CARDS.approved) {
  const cardType = number.trim().startsWith('5') ? ('mastercard' as const) : ('visa' as const);
  return {
    first_name: 'Alex',
    last_name: 'Martin',
    card_type: cardType,
    credit_card_number: number,
    expiry_month: 12,
    expiry_year: 2099,
    cvv: '123',
    billing_address: BILLING_ADDRESS,
  };
}

export interface ShopProduct {
  id: number;
  catalogId: number;
  collectionId: number;
  variantId: number;
  price: number;
  maxQuantity: number;
}

/**
 * The n-th orderable product (by id) matching `where` (aliases p: product, c: catalog), with its first orderable
 * variant that has plenty in stock (checkout takes stock: a test placing several orders must not run it out).
 */
export async function productWhere(pool: pg.Pool, where: string, offset = 0): Promise<ShopProduct> {
  const { rows } = await pool.query<ShopProduct>(
    `SELECT p.id, p.catalog_id AS "catalogId", p.product_collection_id AS "collectionId", v.id AS "variantId",
            COALESCE(v.price_points, p.price_points) AS price, p.max_quantity AS "maxQuantity"
       FROM product p JOIN catalog c ON c.id = p.catalog_id
       JOIN LATERAL (SELECT pv.id, pv.price_points FROM product_variant pv
                      WHERE pv.product_id = p.id AND pv.is_available AND COALESCE(pv.stock_quantity >= 50, true)
                      ORDER BY pv.position, pv.id LIMIT 1) v ON true
      WHERE p.is_active AND NOT p.hide_add_to_cart AND NOT p.is_disclosure_consent_mandatory AND ${where}
      ORDER BY p.id OFFSET $1 LIMIT 1`,
    [offset],
  );
  if (!rows[0]) throw new Error(`no product where ${where}`);
  return rows[0];
}

/** The member's card of a card type (primary, active). */
export async function cardOf(pool: pg.Pool, login: string, cardType?: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id JOIN member m ON m.id = am.member_id
       JOIN card_product cp ON cp.id = a.card_product_id
      WHERE m.user_account = $1 AND am.is_primary AND a.status = 'ACTIVE' AND ($2::text IS NULL OR cp.card_type = $2)
      ORDER BY a.id LIMIT 1`,
    [login, cardType ?? null],
  );
  if (!rows[0]) throw new Error(`${login} has no such card`);
  return rows[0].id;
}

export async function ledgerSum(pool: pg.Pool, accountId: number): Promise<number> {
  const { rows } = await pool.query<{ total: number }>(
    'SELECT COALESCE(sum(points), 0)::bigint AS total FROM point_ledger_entry WHERE account_id = $1',
    [accountId],
  );
  return rows[0]!.total;
}

export async function projectedBalance(pool: pg.Pool, accountId: number): Promise<number> {
  const { rows } = await pool.query<{ points: number }>('SELECT points FROM account_points_balance WHERE account_id = $1', [accountId]);
  return rows[0]!.points;
}

/** A client of the cart and order calls for one member, over `inject`. */
export class Shopper {
  constructor(
    readonly app: FastifyInstance,
    readonly token: string,
    readonly accountId: number,
  ) {}

  request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) {
    return this.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(this.token), ...headers }, ...(payload ? { payload } : {}) });
  }

  /** The body of POST /shoppingCart for `quantity` of `product` on this card; `change` alters or adds fields. */
  addBody(product: ShopProduct, quantity = 1, change: Record<string, unknown> = {}) {
    return {
      product_id: product.id,
      product_variant_id: product.variantId,
      product_collection_id: product.collectionId,
      catalog_id: product.catalogId,
      currency_id: 1,
      account_id: this.accountId,
      quantity,
      ...change,
    };
  }

  async add(product: ShopProduct, quantity = 1): Promise<Cart> {
    const response = await this.request('POST', '/shoppingCart', this.addBody(product, quantity));
    if (response.statusCode !== 201) throw new Error(`add to cart: ${response.statusCode} ${response.body}`);
    return response.json<{ data: Cart }>().data;
  }

  async cart(locale = 'en-CA'): Promise<Cart | undefined> {
    const response = await this.request('GET', `/shoppingCart?account_id=${this.accountId}&locale=${locale}`);
    if (response.statusCode !== 200) throw new Error(`get cart: ${response.statusCode} ${response.body}`);
    return response.json<{ data: Cart[] }>().data[0];
  }

  /** Takes every line (and, with `codes`, every promotion code) out of the card's open cart, so a test starts from an empty one. */
  async emptyCart({ codes = false } = {}): Promise<void> {
    const cart = await this.cart();
    if (!cart) return;
    for (const item of cart.shopping_cart_items) await this.request('DELETE', `/shoppingCart/${cart.id}/item/${item.id}`);
    if (codes) for (const code of cart.promotion_codes) await this.request('DELETE', `/shoppingCart/${cart.id}/promotionCode/${code.promotion_code_id}`);
  }

  checkoutBody(cart: Cart, extra: Record<string, unknown> = {}) {
    return {
      shopping_cart_id: cart.id,
      account_id: this.accountId,
      kount_session_id: 'test-session',
      consents: { program_rules: true },
      ...(cart.requires_shipping ? { address: CANADIAN_ADDRESS } : {}),
      ...extra,
    };
  }

  checkout(body: object, key: string = randomUUID()): Promise<LightMyRequestResponse> {
    return this.request('POST', '/shoppingCart/checkout', body, { 'idempotency-key': key });
  }
}
