import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** An order placed through the programme API, as its checkout answered it. */
export interface PlacedOrder {
  readonly id: number;
  readonly reference: string;
  /** Points the whole order cost. */
  readonly points: number;
  readonly items: readonly { readonly id: number; readonly name: string; readonly points: number }[];
}

async function ok<T>(
  response: { ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> },
  what: string,
): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Places an order for `member` through the programme API, as the storefront's
 * checkout would (sign in, empty the card's cart, add the cheapest
 * merchandise products one each, check out in points only with an
 * Idempotency-Key), so a journey has an order of its own to cancel, whatever
 * the seeded orders' age. Item names are in `locale`.
 */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  member: string,
  { itemCount = 2, locale = 'en-CA' }: { itemCount?: number; locale?: 'en-CA' | 'fr-CA' } = {},
): Promise<PlacedOrder> {
  const session = await ok<{ data: { token: string } }>(
    await request.post('/api/v1/auth/login', {
      data: { user_account: member, password: DEMO_PASSWORD, program_slug: 'demo', type: 'member' },
    }),
    'sign-in',
  );
  const headers = { Authorization: `Bearer ${session.data.token}` };
  const accounts = await ok<{ data: { id: number; status: { code: string } }[] }>(
    await request.get('/api/v1/member/account', { headers }),
    'cards',
  );
  const card = accounts.data.find((account) => account.status.code === 'ACTIVE');
  if (!card) throw new Error(`${member} has no active card`);

  const carts = await ok<{ data: { id: number; shopping_cart_items: { id: number }[] }[] }>(
    await request.get(`/api/v1/shoppingCart?account_id=${card.id}`, { headers }),
    'cart',
  );
  for (const cart of carts.data) {
    for (const line of cart.shopping_cart_items) await request.delete(`/api/v1/shoppingCart/${cart.id}/item/${line.id}`, { headers });
  }

  const products = await ok<{
    data: {
      id: number;
      default_variant_id: number;
      catalog: { id: number };
      product_collection: { id: number };
      hide_add_to_cart: boolean;
      is_disclosure_consent_mandatory: boolean;
    }[];
  }>(
    await request.get(`/api/v1/member/product?catalog=merchandise&account_id=${card.id}&sort_field=price&sort_direction=asc&per_page=24`, {
      headers,
    }),
    'products',
  );
  let cartId: number | null = null;
  let added = 0;
  for (const product of products.data) {
    if (added === itemCount) break;
    if (product.hide_add_to_cart || product.is_disclosure_consent_mandatory) continue;
    const answer = await request.post('/api/v1/shoppingCart', {
      headers,
      data: {
        product_id: product.id,
        product_variant_id: product.default_variant_id,
        product_collection_id: product.product_collection.id,
        catalog_id: product.catalog.id,
        currency_id: 1,
        account_id: card.id,
        quantity: 1,
      },
    });
    // An out-of-stock default variant is refused: take the next product.
    if (!answer.ok()) continue;
    cartId = ((await answer.json()) as { data: { id: number } }).data.id;
    added += 1;
  }
  if (cartId === null || added < itemCount) throw new Error(`only ${added} of ${itemCount} products went in the cart`);

  const placed = await ok<{
    data: {
      order: {
        id: number;
        reference_identifier: string;
        points_used: number;
        order_items: { id: number; points_paid: number; product: { name: string } }[];
      };
    };
  }>(
    await request.post('/api/v1/shoppingCart/checkout', {
      headers: { ...headers, 'Idempotency-Key': randomUUID() },
      data: {
        shopping_cart_id: cartId,
        account_id: card.id,
        kount_session_id: 'e2e-orders',
        address: {
          first_name: 'Sam',
          last_name: 'Baker',
          address1: '100 King Street West',
          city: 'Toronto',
          region_code: 'ON',
          postal_code: 'M5X 1A9',
          country: 'CA',
        },
        consents: { program_rules: true },
        locale,
      },
    }),
    'checkout',
  );
  const { order } = placed.data;
  return {
    id: order.id,
    reference: order.reference_identifier,
    points: order.points_used,
    items: order.order_items.map((item) => ({ id: item.id, name: item.product.name, points: item.points_paid })),
  };
}

/** The utility bar's balance as a number (its text is "75,000 PTS" or "75 000 pts"). */
export async function balanceShown(page: Page, french = false): Promise<number> {
  const balance = page
    .getByRole('region', { name: french ? 'Vos points et votre carte' : 'Your points and card' })
    .getByTestId('points-balance');
  await expect(balance).toHaveText(/\d/);
  return Number((await balance.innerText()).replace(/\D/g, ''));
}
