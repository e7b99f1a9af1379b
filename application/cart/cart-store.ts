import { withLineQuantity, type Cart } from '@domain/cart/cart';
import { cartPayment, type CartPayment } from '@domain/cart/cart-payment';
import { BehaviorSubject, Subject, combineLatest, concat, distinctUntilChanged, map, merge, of, switchMap, type Observable } from 'rxjs';
import { WAIT, type ContextStore, type MemberContext, type Wait } from '../context/context-store';
import type { CartLoad, LoadCart } from './load-cart';

/** The member's open cart for the active card (spec §3 client cart); null when there is none. */
export interface CartState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly cart: Cart | null;
}

const NO_CART: CartState = { status: 'idle', cart: null };

type CartEvent =
  | { readonly kind: 'context'; readonly member: MemberContext | null | Wait }
  | { readonly kind: 'changed'; readonly cart: Cart }
  | { readonly kind: 'reload' };

/** The points the member asked to pay a cart with (split pay), for that cart only. */
interface PointsChoice {
  readonly cartId: number;
  readonly points: number;
}

/**
 * The member's cart for the active card: the cart page, the checkout and
 * the header's count.
 *
 * Always holds (spec §4): the cart loads when a member signs in and again
 * whenever the active card or the language changes, the card switch
 * included, and when asked to (`reload`, after a checkout); a visitor, or a
 * member without a card, has none; while the card is being chosen the last
 * cart stays. The latest wins: a change the member just made (`changed`,
 * the cart as the server holds it after a change) cancels a load still on
 * its way, and a new card cancels both. A quantity change shows at once
 * (`changeStarted`) and stays shown over any cart that arrives until it
 * ends (`changeEnded`). The member's split-pay choice belongs to one cart
 * and is kept within its bounds (`payment$`).
 */
export class CartStore {
  private readonly loaded = new BehaviorSubject<CartState>(NO_CART);
  /** Line id -> the quantity a change under way has set, shown over the cart as loaded. */
  private readonly local = new BehaviorSubject<ReadonlyMap<number, number>>(new Map());
  private readonly choice = new BehaviorSubject<PointsChoice | null>(null);
  private readonly changes = new Subject<Cart>();
  private readonly reloads = new Subject<void>();
  private member: MemberContext | null | Wait = null;

  readonly state$: Observable<CartState> = combineLatest([this.loaded, this.local]).pipe(map(([state, local]) => overlay(state, local)));
  /** How many items the cart holds (sum of quantities), 0 without one; for the header badge. */
  readonly itemCount$: Observable<number> = this.state$.pipe(
    map((state) => state.cart?.itemCount ?? 0),
    distinctUntilChanged(),
  );
  /** How the cart is paid: the points chosen and the card's part (spec §5 split pay); null without a cart. */
  readonly payment$: Observable<CartPayment | null> = combineLatest([this.state$, this.choice]).pipe(
    map(([state, choice]) => paymentOf(state.cart, choice)),
    distinctUntilChanged(samePayment),
  );

  constructor(context: ContextStore, load: LoadCart) {
    const events$: Observable<CartEvent> = merge(
      context.member$.pipe(map((member): CartEvent => ({ kind: 'context', member }))),
      this.changes.pipe(map((cart): CartEvent => ({ kind: 'changed', cart }))),
      this.reloads.pipe(map((): CartEvent => ({ kind: 'reload' }))),
    );
    events$
      .pipe(
        switchMap((event): Observable<CartState> => {
          if (event.kind === 'changed') return of({ status: 'loaded', cart: event.cart });
          if (event.kind === 'context') {
            this.member = event.member;
            // Another card, member or language: changes under way belong to the cart that was shown.
            this.local.next(new Map());
          }
          const member = this.member;
          if (member === null) return of(NO_CART);
          const loading = of<CartState>({ ...this.loaded.getValue(), status: 'loading' });
          if (member === WAIT) return loading;
          // A member without a usable card has no cart, for certain.
          if (member.accountId === null) return of<CartState>({ status: 'loaded', cart: null });
          return concat(loading, load.execute(member.accountId, member).pipe(map((result) => this.settled(result))));
        }),
      )
      .subscribe((state) => this.loaded.next(state));
  }

  get snapshot(): CartState {
    return overlay(this.loaded.getValue(), this.local.getValue());
  }

  /** How the cart is paid now (see `payment$`). */
  get payment(): CartPayment | null {
    return paymentOf(this.snapshot.cart, this.choice.getValue());
  }

  /** The cart as the server holds it after the member changed it: newer than any load under way. */
  changed(cart: Cart): void {
    this.changes.next(cart);
  }

  /** Loads the cart again (it changed on the server: checked out, or a change failed). */
  reload(): void {
    this.reloads.next();
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

  private settled(result: CartLoad): CartState {
    return result.ok ? { status: 'loaded', cart: result.cart } : { ...this.loaded.getValue(), status: 'failed' };
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
