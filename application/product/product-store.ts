import type { ProductDetail } from '@domain/catalogue/product-detail';
import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { ViewProduct } from './view-product';

/** The product detail page's data, by the slug in `/shop/:product`. */
export type ProductState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly slug: string }
  | { readonly status: 'loaded'; readonly slug: string; readonly product: ProductDetail }
  | { readonly status: 'not-found'; readonly slug: string }
  | { readonly status: 'failed'; readonly slug: string };

/**
 * The product on the detail page (`show`), priced for whoever looks, in the
 * page's language; loaded again when the language, the session or the card
 * changes, and not while a signed-in member's card is unknown.
 *
 * Always holds: only the latest request settles, so a member going quickly
 * from one product to another never sees the first one's late answer under
 * the second one's URL.
 */
export class ProductStore {
  private readonly state = new BehaviorSubject<ProductState>({ status: 'idle' });
  private readonly shown = new Shown<string>();

  readonly state$: Observable<ProductState> = this.state.asObservable();

  constructor(context: ContextStore, view: ViewProduct) {
    latestLoads(this.shown.visit$, context.catalogue$, {
      loading: (slug): ProductState => ({ status: 'loading', slug }),
      fetch: (slug, wanted) => view.execute(slug, wanted).pipe(map((result): ProductState => ({ ...result, slug }))),
    }).subscribe((state) => this.state.next(state));
  }

  /** Starts loading the product the page is about to show, while its code downloads; the page showing it takes the load over. */
  preload(slug: string): void {
    this.shown.preload(slug);
  }

  get snapshot(): ProductState {
    return this.state.getValue();
  }

  /** The detail page shows the product `slug`; call the returned function when it closes. */
  show(slug: string): () => void {
    return this.shown.show(slug);
  }

  /** Asks again for the product shown (after a failure). */
  retry(): void {
    this.shown.retry();
  }
}
