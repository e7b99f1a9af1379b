import { CartStore } from '@application/cart/cart-store';
import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { FakeCartGateway } from './fake-cart-gateway';
import { FakeCatalogueGateway, aProductDetail } from './fake-catalogue-gateway';
import { shopperContext, type Shopper } from './shopper-context';
import { settle } from './slow-answers';

/** A kettle at 8,000 points (10,000 before its sale), at most 3 per order. */
export const KETTLE: ProductDetail = aProductDetail({ id: 1, name: 'Steel Kettle', points: 8_000, originalPoints: 10_000, maxQuantity: 3 });
/** A mug at 1,500 points that allows split pay, at most 10 per order. */
export const MUG: ProductDetail = aProductDetail({
  id: 2,
  name: 'Travel Mug',
  points: 1_500,
  hasSplitPay: true,
  saleChannel: { hasSplitPay: true, minPercentagePoints: 80, minPercentageFiat: 0, pointsToCashRate: 0.01 },
});

/**
 * A member shopping with card 101 (or `shopper`), whose cart holds what
 * `lines` says (product and quantity), loaded: the stores a cart use case
 * works with, built with `new`, over a fake cart gateway that behaves like
 * the server.
 */
export async function cartScenario(lines: readonly [ProductDetail, number][] = [[KETTLE, 2]], shopper: Shopper = 'member') {
  const context = shopperContext(shopper);
  const catalogue = new FakeCatalogueGateway([KETTLE, MUG]);
  const gateway = new FakeCartGateway(catalogue);
  for (const [product, quantity] of lines) gateway.withLine(101, product, quantity);
  const cart = new CartStore(context.context, gateway, context.errors);
  await settle();
  /** The line of `product` in the cart as shown. */
  const lineOf = (product: ProductDetail) => {
    const line = cart.snapshot.cart?.lines.find((candidate) => candidate.productId === product.id);
    if (!line) throw new Error(`${product.name} is not in the cart`);
    return line;
  };
  const cartId = () => {
    const shown = cart.snapshot.cart;
    if (!shown) throw new Error('there is no cart');
    return shown.cartId;
  };
  return { ...context, catalogue, gateway, cart, lineOf, cartId };
}
