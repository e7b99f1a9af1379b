import type { CartGateway } from '@application/ports/cart-gateway';

/** Takes every line and promotion code out of the card's open cart, so a test starts from a known cart. */
export async function emptyCart(gateway: CartGateway, accountId: number): Promise<void> {
  const read = await gateway.getCart({ accountId, locale: 'en-CA' });
  if (!read.ok || !read.cart) return;
  const { cartId, lines, promotionCodes } = read.cart;
  for (const line of lines) await gateway.removeLine({ cartId, lineId: line.id, locale: 'en-CA' });
  for (const code of promotionCodes) await gateway.removePromoCode({ cartId, codeId: code.codeId, locale: 'en-CA' });
}
