import type { ProductSummary } from '@domain/catalogue/product-summary';
import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadFeaturedProducts } from './load-featured-products';

/** The 'Monthly Specials' block (spec §2 "Featured products block"): at most four products. */
export interface FeaturedProductsState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly products: readonly ProductSummary[];
}

/**
 * The featured products, while a page shows the block (`show`), priced like
 * the catalogue for whoever looks, in the page's language.
 *
 * Always holds: only the latest request settles; while a new one loads, the
 * last products stay on screen; a failure empties the block.
 */
export class FeaturedProductsStore {
  private readonly state = new BehaviorSubject<FeaturedProductsState>({ status: 'idle', products: [] });
  private readonly shown = new Shown<null>();

  readonly state$: Observable<FeaturedProductsState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadFeaturedProducts) {
    latestLoads(this.shown.visit$, context.catalogue$, {
      loading: (): FeaturedProductsState => ({ ...this.state.getValue(), status: 'loading' }),
      fetch: (_: null, wanted) =>
        load.execute(wanted).pipe(map(({ ok, products }): FeaturedProductsState => ({ status: ok ? 'loaded' : 'failed', products }))),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): FeaturedProductsState {
    return this.state.getValue();
  }

  /** A page shows the block; call the returned function when it closes. */
  show(): () => void {
    return this.shown.show(null);
  }
}
