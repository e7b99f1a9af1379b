import { withLineQuantity, type Cart } from '@rewards-storefront/domain/cart/cart';
import { cartPayment, type CartPayment } from '@rewards-storefront/domain/cart/cart-payment';
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, of, type Observable } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { CartGateway } from '../ports/cart-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** The member's open cart for the active card (spec §3 client cart); null when there is none. */
export interface CartState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly cart: Cart | null;
}

const NO_CART: CartState = { status: 'idle', cart: null };

/** The points the member asked to pay a cart with (split pay), for that cart only. */
interface PointsChoice {
  readonly cartId: number;
  readonly points: number;
}

/**
 * Reading the member's open cart for the active card (spec §3 client cart):
 * a visitor has none; a member without a usable card has none, for certain,
 * and nothing is asked; while the card is being chosen the last cart stays.
 */
export function openCart(context: ContextStore, gateway: CartGateway, errors: ErrorReporter): Query<null, MemberContext, CartState> {
  return {
    initial: NO_CART,
    context$: context.member$,
    loading: (_, last) => ({ ...last, status: 'loading' }),
    fetch: (_, { accountId, locale }, last) =>
      accountId === null
        ? of<CartState>({ status: 'loaded', cart: null })
        : ask(errors, 'cart', () => gateway.getCart({ accountId, locale }), (result): CartState =>
            result.ok ? { status: 'loaded', cart: result.cart } : { ...last(), status: 'failed' },
          ),
  };
}

/**
 * The member's cart for the active card: the cart page, the checkout and
 * the header's count. Its reading is the {@link openCart} query, shown for
 * as long as the application runs (the header's count is on every page);
 * what the store keeps of its own is what the member does to the cart.
 *
 * Always holds (spec §4): the cart loads when a member signs in and again
 * whenever the active card or the language changes, the card switch
 * included, and when asked to (`reload`, after a checkout). The latest
 * wins: a change the member just made (`changed`, the cart as the server
 * holds it after a change) cancels a load still on its way, and a new card
 * cancels both. A quantity change shows at once (`changeStarted`) and
 * stays shown over any cart that arrives until it ends (`changeEnded`);
 * another card, member or language forgets the changes under way (they
 * belong to the cart that was shown). The member's split-pay choice
 * belongs to one cart and is kept within its bounds (`payment$`).
 */
export class CartStore {
  private readonly query: QueryStore<null, MemberContext, CartState>;
  /** Line id -> the quantity a change under way has set, shown over the cart as loaded. */
  private readonly local = new BehaviorSubject<ReadonlyMap<number, number>>(new Map());
  private readonly choice = new BehaviorSubject<PointsChoice | null>(null);

  readonly state$: Observable<CartState>;
  /** How many items the cart holds (sum of quantities), 0 without one; for the header badge. */
  readonly itemCount$: Observable<number>;
  /** How the cart is paid: the points chosen and the card's part (spec §5 split pay); null without a cart. */
  readonly payment$: Observable<CartPayment | null>;

  constructor(context: ContextStore, gateway: CartGateway, errors: ErrorReporter) {
    context.member$.subscribe(() => this.local.next(new Map()));
    this.query = new QueryStore(openCart(context, gateway, errors));
    this.query.show();
    this.state$ = combineLatest([this.query.state$, this.local]).pipe(map(([state, local]) => overlay(state, local)));
    this.itemCount$ = this.state$.pipe(
      map((state) => state.cart?.itemCount ?? 0),
      distinctUntilChanged(),
    );
    this.payment$ = combineLatest([this.state$, this.choice]).pipe(
      map(([state, choice]) => paymentOf(state.cart, choice)),
      distinctUntilChanged(samePayment),
    );
  }

  get snapshot(): CartState {
    return overlay(this.query.snapshot, this.local.getValue());
  }

  /** How the cart is paid now (see `payment$`). */
  get payment(): CartPayment | null {
    return paymentOf(this.snapshot.cart, this.choice.getValue());
  }

  /** The cart as the server holds it after the member changed it: newer than any load under way. */
  changed(cart: Cart): void {
    this.query.answered({ status: 'loaded', cart });
  }

  /** Loads the cart again (it changed on the server: checked out, or a change failed). */
  reload(): void {
    this.query.retry();
  }

  /** A quantity change of a line, under way: shown at once (0 removes the line). */
  changeStarted(lineId: number, quantity: number): void {
    this.local.next(new Map(this.local.getValue()).set(lineId, quantity));
  }

  /** The change that set `quantity` has ended; a later change of the same line stays shown. */
  changeEnded(lineId: number, quantity: number): void {
    const local = this.local.getValue();
    if (local.get(lineId) !== quantity) return;
    const next = new Map(local);
    next.delete(lineId);
    this.local.next(next);
  }

  /** The member chose to pay `points` of the cart in points, the rest by card (kept within the cart's bounds). */
  choosePoints(points: number): void {
    const cart = this.snapshot.cart;
    if (cart !== null) this.choice.next({ cartId: cart.cartId, points });
  }
}

function overlay(state: CartState, local: ReadonlyMap<number, number>): CartState {
  if (state.cart === null || local.size === 0) return state;
  let cart = state.cart;
  for (const [lineId, quantity] of local) cart = withLineQuantity(cart, lineId, quantity);
  return { ...state, cart };
}

function paymentOf(cart: Cart | null, choice: PointsChoice | null): CartPayment | null {
  if (cart === null) return null;
  return cartPayment(cart, choice !== null && choice.cartId === cart.cartId ? choice.points : null);
}

function samePayment(a: CartPayment | null, b: CartPayment | null): boolean {
  if (a === null || b === null) return a === b;
  return a.points === b.points && a.cashCents === b.cashCents && a.minPoints === b.minPoints && a.maxPoints === b.maxPoints;
}
