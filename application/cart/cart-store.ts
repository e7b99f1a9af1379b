import type { CartSummary } from '@domain/cart/cart-summary';
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/** The member's open cart for the active card, as far as the header needs it; null when there is none. */
export interface CartState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly cart: CartSummary | null;
}

/**
 * The member's cart summary (the header's cart count).
 *
 * Invariants: only the latest load settles, and an addition's answer (the
 * cart as the server holds it after it) replaces whatever a load still on its
 * way would say; `itemCount$` is 0 without a cart; it is member data, so
 * `clear` (on session end or for a visitor) forgets it.
 */
export class CartStore {
  private readonly state = new BehaviorSubject<CartState>({ status: 'idle', cart: null });
  private latestTicket = 0;

  readonly state$: Observable<CartState> = this.state.asObservable();
  /** How many items the cart holds (sum of quantities), 0 without one; for the header badge. */
  readonly itemCount$: Observable<number> = this.state.pipe(
    map((state) => state.cart?.itemCount ?? 0),
    distinctUntilChanged(),
  );

  get snapshot(): CartState {
    return this.state.getValue();
  }

  begin(): number {
    this.latestTicket += 1;
    this.state.next({ ...this.state.getValue(), status: 'loading' });
    return this.latestTicket;
  }

  succeed(ticket: number, cart: CartSummary | null): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'loaded', cart });
  }

  fail(ticket: number): void {
    if (ticket === this.latestTicket) this.state.next({ ...this.state.getValue(), status: 'failed' });
  }

  /** The cart after an addition: newer than any load under way, which is dropped. */
  updated(cart: CartSummary): void {
    this.latestTicket += 1;
    this.state.next({ status: 'loaded', cart });
  }

  clear(): void {
    this.latestTicket += 1;
    const current = this.state.getValue();
    if (current.status !== 'idle' || current.cart !== null) this.state.next({ status: 'idle', cart: null });
  }
}
