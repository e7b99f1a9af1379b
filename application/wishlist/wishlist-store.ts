import type { WishlistItem } from '@domain/catalogue/wishlist';
import { BehaviorSubject, distinctUntilChanged, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadWishlist } from './load-wishlist';

/** The member's wishlist as last loaded (spec §3 "Wishlist item"), newest first. */
export interface WishlistState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly items: readonly WishlistItem[];
}

interface InnerState extends WishlistState {
  /** Product id -> the member's wishlist item id, from the list, additions, removals and product details. */
  readonly ids: ReadonlyMap<number, number>;
  /** Products whose heart is being changed right now. */
  readonly pending: ReadonlySet<number>;
}

const EMPTY: InnerState = { status: 'idle', items: [], ids: new Map(), pending: new Set() };

/**
 * The member's wishlist and what each heart shows. The list loads while a
 * screen shows it (`show`: the wishlist page, the shop's hearts), priced for
 * the active card, in the page's language, again when either changes.
 *
 * Invariants: `wishlistIdByProduct$` knows every item of `items` (and products
 * whose detail said whether they are saved, before the list is loaded); an
 * item added or removed shows at once in both; only the latest load settles;
 * a visitor has none; it is member data, so `clear` (on session end) forgets
 * everything.
 */
export class WishlistStore {
  private readonly state = new BehaviorSubject<InnerState>(EMPTY);
  private readonly shown = new Shown<null>();

  readonly state$: Observable<WishlistState> = this.state.pipe(
    distinctUntilChanged((a, b) => a.status === b.status && a.items === b.items),
    map(({ status, items }) => ({ status, items })),
  );
  /** Product id -> wishlist item id, for the hearts on cards and the detail page. */
  readonly wishlistIdByProduct$: Observable<ReadonlyMap<number, number>> = this.state.pipe(
    map((state) => state.ids),
    distinctUntilChanged(),
  );
  /** Product ids whose heart is being changed (disable them meanwhile). */
  readonly pending$: Observable<ReadonlySet<number>> = this.state.pipe(
    map((state) => state.pending),
    distinctUntilChanged(),
  );

  constructor(context: ContextStore, load: LoadWishlist) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (): InnerState => ({ ...this.state.getValue(), status: 'loading' }),
      fetch: (_: null, member) =>
        member === null
          ? of(EMPTY)
          : load.execute(member).pipe(
              map((items): InnerState => {
                const current = this.state.getValue();
                if (items === null) return { ...current, status: 'failed' };
                return { ...current, status: 'loaded', items, ids: new Map(items.map((item) => [item.productId, item.id])) };
              }),
            ),
    }).subscribe((state) => this.state.next(state));
  }

  /** A screen shows the wishlist or its hearts; call the returned function when it closes. */
  show(): () => void {
    return this.shown.show(null);
  }

  /** Asks again for the wishlist shown (after a failure). */
  retry(): void {
    this.shown.retry();
  }

  get snapshot(): WishlistState {
    const { status, items } = this.state.getValue();
    return { status, items };
  }

  /** The member's wishlist item of `productId`, or null when it is not saved (as far as is known). */
  wishlistIdOf(productId: number): number | null {
    return this.state.getValue().ids.get(productId) ?? null;
  }

  isPending(productId: number): boolean {
    return this.state.getValue().pending.has(productId);
  }

  /** What a product's detail said: saved as `wishlistId`, or not saved (null). */
  noteProduct(productId: number, wishlistId: number | null): void {
    const { ids } = this.state.getValue();
    if ((ids.get(productId) ?? null) === wishlistId) return;
    const next = new Map(ids);
    if (wishlistId === null) next.delete(productId);
    else next.set(productId, wishlistId);
    this.patch({ ids: next });
  }

  startChange(productId: number): void {
    this.patch({ pending: new Set([...this.state.getValue().pending, productId]) });
  }

  endChange(productId: number): void {
    const pending = new Set(this.state.getValue().pending);
    pending.delete(productId);
    this.patch({ pending });
  }

  /** A saved item: first in the list (newest first), and its heart filled. */
  added(item: WishlistItem): void {
    const { items, ids } = this.state.getValue();
    this.patch({
      items: [item, ...items.filter((existing) => existing.id !== item.id)],
      ids: new Map(ids).set(item.productId, item.id),
    });
  }

  /** A removed item: out of the list, and its product's heart empty. */
  removed(productId: number, wishlistId: number): void {
    const { items, ids } = this.state.getValue();
    const next = new Map(ids);
    if (next.get(productId) === wishlistId) next.delete(productId);
    this.patch({ items: items.filter((item) => item.id !== wishlistId), ids: next });
  }

  clear(): void {
    this.state.next(EMPTY);
  }

  private patch(change: Partial<InnerState>): void {
    this.state.next({ ...this.state.getValue(), ...change });
  }
}
