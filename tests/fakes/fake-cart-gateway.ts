import type {
  AddCartItemRequest,
  AddCartItemResult,
  CartGateway,
  CartResult,
} from '@application/ports/cart-gateway';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type { CartSummary } from '@domain/cart/cart-summary';
import type { ProductDetail } from '@domain/catalogue/product-detail';
import type { Locale } from '@domain/locale/locale';
import { NOT_FOUND, failed } from './failures';

/** Where the fake finds a product by id (the fake catalogue does). */
export interface ProductLookup {
  detailOf(productId: number): ProductDetail | undefined;
}

interface Line {
  readonly variantId: number;
  quantity: number;
  readonly price: number;
}


/**
 * One member's carts in memory, one per card, behaving like the programme
 * API: adding a variant again adds to its line; a line is capped at the
 * product's maximum per order and the answer says so; an unavailable variant
 * or a product hidden from the cart is `product-unavailable`; a mandatory
 * consent not accepted is `consent-required`; an unknown product
 * or variant, or a card not in `accountIds` (when given), is 404. Records
 * every call; `failure` makes every call fail.
 */
export class FakeCartGateway implements CartGateway {
  readonly getRequests: { accountId: number; locale: Locale }[] = [];
  readonly addRequests: AddCartItemRequest[] = [];
  failure: CommonFailure | null = null;
  /** The member's cards; null accepts any. */
  accountIds: ReadonlySet<number> | null = null;
  private readonly carts = new Map<number, { id: number; lines: Line[] }>();
  private nextCartId = 500;

  constructor(private readonly catalogue: ProductLookup) {}

  /** Starts the card's cart with `itemCount` items of one line at `points` each (for header tests). */
  withCart(accountId: number, itemCount: number, points = 1_000): this {
    this.nextCartId += 1;
    this.carts.set(accountId, { id: this.nextCartId, lines: [{ variantId: 0, quantity: itemCount, price: points }] });
    return this;
  }

  async getCart(request: { accountId: number; locale: Locale }): Promise<CartResult> {
    this.getRequests.push(request);
    if (this.failure) return failed(this.failure);
    if (!this.ownsCard(request.accountId)) return NOT_FOUND;
    const cart = this.carts.get(request.accountId);
    return { ok: true, cart: cart ? summary(cart) : null };
  }

  async addItem(request: AddCartItemRequest): Promise<AddCartItemResult> {
    this.addRequests.push(request);
    if (this.failure) return failed(this.failure);
    const product = this.catalogue.detailOf(request.productId);
    const variant = product?.variants.find((candidate) => candidate.id === request.productVariantId);
    if (!product || !variant || !this.ownsCard(request.accountId)) return NOT_FOUND;
    if (product.isDisclosureConsentMandatory && !request.disclosureConsentAccepted) {
      return failed({ reason: 'consent-required' } as const);
    }
    if (!variant.isAvailable || product.hideAddToCart) {
      return failed({ reason: 'product-unavailable' } as const);
    }
    let cart = this.carts.get(request.accountId);
    if (!cart) {
      this.nextCartId += 1;
      cart = { id: this.nextCartId, lines: [] };
      this.carts.set(request.accountId, cart);
    }
    let line = cart.lines.find((candidate) => candidate.variantId === variant.id);
    if (!line) {
      line = { variantId: variant.id, quantity: 0, price: variant.points };
      cart.lines.push(line);
    }
    const wanted = line.quantity + request.quantity;
    line.quantity = Math.min(wanted, product.maxQuantity);
    return { ok: true, cart: summary(cart), quantityAdjustedTo: wanted > product.maxQuantity ? product.maxQuantity : null };
  }

  private ownsCard(accountId: number): boolean {
    return this.accountIds === null || this.accountIds.has(accountId);
  }
}

function summary(cart: { id: number; lines: readonly Line[] }): CartSummary {
  return {
    cartId: cart.id,
    itemCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    points: cart.lines.reduce((sum, line) => sum + line.quantity * line.price, 0),
  };
}
