import { randomUUID } from 'node:crypto';
import type { ProgrammeApiClient } from '@infrastructure/openapi-client';
import { CANADIAN_ADDRESS } from '../../api/support/shop';

/**
 * Places an order of `itemCount` of the cheapest merchandise products the
 * member's card can have, paid in points only, through the programme API
 * as the storefront's checkout does (cart lines, then checkout with an
 * Idempotency-Key). Empties the card's open cart first.
 */
export async function placePointsOrder(
  client: ProgrammeApiClient,
  accountId: number,
  itemCount = 2,
): Promise<{ id: number; itemIds: number[] }> {
  const open = await client.GET('/shoppingCart', { params: { query: { account_id: accountId, locale: 'en-CA' } } });
  for (const cart of open.data?.data ?? []) {
    for (const item of cart.shopping_cart_items) {
      await client.DELETE('/shoppingCart/{cartId}/item/{itemId}', { params: { path: { cartId: cart.id, itemId: item.id } } });
    }
  }
  const list = await client.GET('/member/product', {
    params: { query: { catalog: 'merchandise', account_id: accountId, sort_field: 'price', sort_direction: 'asc', per_page: 24 } },
  });
  let added = 0;
  let cartId: number | null = null;
  for (const product of list.data?.data ?? []) {
    if (added === itemCount) break;
    if (product.hide_add_to_cart || product.is_disclosure_consent_mandatory) continue;
    const answer = await client.POST('/shoppingCart', {
      body: {
        product_id: product.id,
        product_variant_id: product.default_variant_id,
        product_collection_id: product.product_collection.id,
        catalog_id: product.catalog.id,
        currency_id: 1,
        account_id: accountId,
        quantity: 1,
      },
    });
    // An out-of-stock default variant is refused: take the next product.
    if (!answer.data) continue;
    cartId = answer.data.data.id;
    added += 1;
  }
  if (cartId === null || added < itemCount) throw new Error(`only ${added} of ${itemCount} products went in the cart`);
  const placed = await client.POST('/shoppingCart/checkout', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      shopping_cart_id: cartId,
      account_id: accountId,
      kount_session_id: 'contract-test',
      address: CANADIAN_ADDRESS,
      consents: { program_rules: true },
    },
  });
  if (!placed.data) throw new Error(`checkout failed: ${placed.response.status} ${JSON.stringify(placed.error)}`);
  const { order } = placed.data.data;
  return { id: order.id, itemIds: order.order_items.map((item) => item.id) };
}
