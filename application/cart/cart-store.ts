import type { CartSummary } from '@domain/cart/cart-summary';
import { BehaviorSubject, Subject, concat, distinctUntilChanged, map, merge, of, switchMap, type Observable } from 'rxjs';
import { WAIT, type ContextStore, type MemberContext, type Wait } from '../context/context-store';
import type { CartLoad, LoadCart } from './load-cart';

/** The member's open cart for the active card, as far as the header needs it; null when there is none. */
export interface CartState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly cart: CartSummary | null;
}

const NO_CART: CartState = { status: 'idle', cart: null };

type CartEvent =
  { readonly kind: 'context'; readonly member: MemberContext | null | Wait } | { readonly kind: 'changed'; readonly cart: CartSummary };

/**
 * The member's cart for the active card (the header's count).
 *
 * Always holds (spec §4): the cart loads when a member signs in and again
 * whenever the active card or the language changes, the card switch
 * included; a visitor, or a member without a card, has none; while the card
 * is being chosen the last count stays. The latest wins: a change the member
 * just made (`changed`, the cart as the server holds it after an addition)
 * cancels a load still on its way, and a new card cancels both.
 */
export class CartStore {
  private readonly state = new BehaviorSubject<CartState>(NO_CART);
  private readonly changes = new Subject<CartSummary>();

  readonly state$: Observable<CartState> = this.state.asObservable();
  /** How many items the cart holds (sum of quantities), 0 without one; for the header badge. */
  readonly itemCount$: Observable<number> = this.state.pipe(
    map((state) => state.cart?.itemCount ?? 0),
    distinctUntilChanged(),
  );

  constructor(context: ContextStore, load: LoadCart) {
    const events$: Observable<CartEvent> = merge(
      context.member$.pipe(map((member): CartEvent => ({ kind: 'context', member }))),
      this.changes.pipe(map((cart): CartEvent => ({ kind: 'changed', cart }))),
    );
    events$
      .pipe(
        switchMap((event): Observable<CartState> => {
          if (event.kind === 'changed') return of({ status: 'loaded', cart: event.cart });
          const { member } = event;
          if (member === null) return of(NO_CART);
          const loading = of<CartState>({ ...this.state.getValue(), status: 'loading' });
          if (member === WAIT) return loading;
          if (member.accountId === null) return of(NO_CART);
          return concat(loading, load.execute(member.accountId, member).pipe(map((result) => this.settled(result))));
        }),
      )
      .subscribe((state) => this.state.next(state));
  }

  get snapshot(): CartState {
    return this.state.getValue();
  }

  /** The cart as the server holds it after the member changed it: newer than any load under way. */
  changed(cart: CartSummary): void {
    this.changes.next(cart);
  }

  private settled(result: CartLoad): CartState {
    return result.ok ? { status: 'loaded', cart: result.cart } : { ...this.state.getValue(), status: 'failed' };
  }
}
