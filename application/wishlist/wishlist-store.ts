import type { WishlistItem } from '@rewards-storefront/domain/catalogue/wishlist';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistGateway } from '../ports/wishlist-gateway';

/** The member's wishlist as last loaded (spec §3 "Wishlist item"), newest first. */
export interface WishlistState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly items: readonly WishlistItem[];
}

const EMPTY: WishlistState = { status: 'idle', items: [] };

/**
 * The member's wishlist and what each heart shows. The list loads while a
 * screen shows it (`show`: the wishlist page, the shop's hearts), priced for
 * the active card, in the page's language, again when either changes.
 *
 * Invariants: `wishlistIdByProduct$` knows every item of `items` (and products
 * whose detail said whether they are saved, before the list is loaded); an
 * item added or removed shows at once in both; a visitor has none; it is
 * member data, so `clear` (on session end) forgets everything. The hearts
 * (product -> item id) and the hearts being changed are kept beside the
 * list: a product's detail fills one before the list is loaded, and the
 * list's screens do not change when only a heart does.
 */
export class WishlistStore extends QueryStore<null, MemberContext, WishlistState> {
  /** Product id -> the member's wishlist item id, from the list, additions, removals and product details. */
  private readonly ids = new BehaviorSubject<ReadonlyMap<number, number>>(new Map());
  /** Products whose heart is being changed right now. */
  private readonly pending = new BehaviorSubject<ReadonlySet<number>>(new Set());

  /** Product id -> wishlist item id, for the hearts on cards and the detail page. */
  readonly wishlistIdByProduct$: Observable<ReadonlyMap<number, number>> = this.ids.asObservable();
  /** Product ids whose heart is being changed (disable them meanwhile). */
  readonly pending$: Observable<ReadonlySet<number>> = this.pending.asObservable();

  constructor(context: ContextStore, gateway: WishlistGateway, errors: ErrorReporter) {
    super({
      initial: EMPTY,
      context$: context.member$,
      loading: (_, last) => ({ ...last, status: 'loading' }),
      fetch: (_, { locale, accountId }, last) =>
        ask(errors, 'wishlist', () => gateway.list({ locale, accountId }), (result): WishlistState => {
          if (!result.ok) return { ...last(), status: 'failed' };
          this.ids.next(new Map(result.items.map((item) => [item.productId, item.id])));
          return { status: 'loaded', items: result.items };
        }),
    });
  }

  /** The member's wishlist item of `productId`, or null when it is not saved (as far as is known). */
  wishlistIdOf(productId: number): number | null {
    return this.ids.getValue().get(productId) ?? null;
  }

  isPending(productId: number): boolean {
    return this.pending.getValue().has(productId);
  }

  /** What a product's detail said: saved as `wishlistId`, or not saved (null). */
  noteProduct(productId: number, wishlistId: number | null): void {
    const ids = this.ids.getValue();
    if ((ids.get(productId) ?? null) === wishlistId) return;
    const next = new Map(ids);
    if (wishlistId === null) next.delete(productId);
    else next.set(productId, wishlistId);
    this.ids.next(next);
  }

  startChange(productId: number): void {
    this.pending.next(new Set([...this.pending.getValue(), productId]));
  }

  endChange(productId: number): void {
    const pending = new Set(this.pending.getValue());
    pending.delete(productId);
    this.pending.next(pending);
  }

  /** A saved item: first in the list (newest first), and its heart filled. */
  added(item: WishlistItem): void {
    this.ids.next(new Map(this.ids.getValue()).set(item.productId, item.id));
    this.update((state) => ({ ...state, items: [item, ...state.items.filter((existing) => existing.id !== item.id)] }));
  }

  /** A removed item: out of the list, and its product's heart empty. */
  removed(productId: number, wishlistId: number): void {
    const next = new Map(this.ids.getValue());
    if (next.get(productId) === wishlistId) next.delete(productId);
    this.ids.next(next);
    this.update((state) => ({ ...state, items: state.items.filter((item) => item.id !== wishlistId) }));
  }

  override clear(): void {
    this.ids.next(new Map());
    this.pending.next(new Set());
    super.clear();
  }
}
