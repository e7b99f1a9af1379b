import type { CataloguePage } from '@domain/catalogue/product-summary';
import { sameShopQuery, withPage } from '@domain/catalogue/shop-query';
import type { Locale } from '@domain/locale/locale';
import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { BrowseCatalogue, CatalogueRequest } from './browse-catalogue';

export type CatalogueState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly request: CatalogueRequest; readonly previous: CataloguePage | null }
  | { readonly status: 'loaded'; readonly request: CatalogueRequest; readonly locale: Locale; readonly page: CataloguePage }
  | { readonly status: 'failed'; readonly request: CatalogueRequest };

/**
 * The catalogue page on screen: the page of the catalogue and query that
 * the shop shows (`show`), priced for whoever looks, in the page's language.
 *
 * Always holds: it loads again when the query, the language, the session or
 * the active card changes, and not while a signed-in member's card is still
 * unknown; only the answer to the latest request is ever shown (a member
 * paging quickly never sees page 2 replaced by a late page 1); while a page
 * loads, the last one stays available as `previous`. A page number below 1
 * or not whole is read as 1.
 */
export class CatalogueStore {
  private readonly state = new BehaviorSubject<CatalogueState>({ status: 'idle' });
  private readonly shown = new Shown<CatalogueRequest>(sameCatalogueRequest);

  readonly state$: Observable<CatalogueState> = this.state.asObservable();

  constructor(context: ContextStore, browse: BrowseCatalogue) {
    latestLoads(this.shown.visit$, context.catalogue$, {
      loading: (request): CatalogueState => ({ status: 'loading', request, previous: this.lastPage() }),
      fetch: (request, wanted) =>
        browse
          .execute(request, wanted)
          .pipe(
            map((result): CatalogueState =>
              result.ok ? { status: 'loaded', request, locale: wanted.locale, page: result.page } : { status: 'failed', request },
            ),
          ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): CatalogueState {
    return this.state.getValue();
  }

  /** The shop shows this catalogue page; call the returned function when it closes. */
  show(request: CatalogueRequest): () => void {
    return this.shown.show(normalized(request));
  }

  /**
   * Starts loading the catalogue page the shop is about to show, while its
   * code downloads (issue 16: the product list is not a waterfall behind the
   * page's code); the shop showing the same request takes the load over.
   */
  preload(request: CatalogueRequest): void {
    this.shown.preload(normalized(request));
  }

  /** Asks again for the page shown (after a failure). */
  retry(): void {
    this.shown.retry();
  }

  private lastPage(): CataloguePage | null {
    const current = this.state.getValue();
    return current.status === 'loaded' ? current.page : current.status === 'loading' ? current.previous : null;
  }
}

/** A page number below 1 or not whole reads as 1. */
function normalized(request: CatalogueRequest): CatalogueRequest {
  return { ...request, shop: withPage(request.shop, request.shop.page) };
}

function sameCatalogueRequest(a: CatalogueRequest, b: CatalogueRequest): boolean {
  return a.catalogue === b.catalogue && sameShopQuery(a.shop, b.shop);
}
