import type { CatalogueSlug } from '@domain/catalogue/catalogue';
import type { CataloguePage } from '@domain/catalogue/product-summary';
import type { ShopQuery } from '@domain/catalogue/shop-query';
import type { Locale } from '@domain/locale/locale';
import { BehaviorSubject, type Observable } from 'rxjs';

/** One shop page asked for: which catalogue, in which language, and the URL's query (filters, sort, page). */
export interface CatalogueQuery {
  readonly catalogue: CatalogueSlug;
  readonly locale: Locale;
  readonly shop: ShopQuery;
}

export type CatalogueState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly query: CatalogueQuery; readonly previous: CataloguePage | null }
  | { readonly status: 'loaded'; readonly query: CatalogueQuery; readonly page: CataloguePage }
  | { readonly status: 'failed'; readonly query: CatalogueQuery };

/** A ticket for one catalogue request; only the latest ticket may settle. */
export type CatalogueTicket = number;

/**
 * The catalogue page on screen.
 *
 * Invariant: only the answer to the latest request is ever shown; an answer
 * that arrives after a newer request started is dropped (a member paging
 * quickly must not see page 2 replaced by a late page 1).
 */
export class CatalogueStore {
  private readonly state = new BehaviorSubject<CatalogueState>({ status: 'idle' });
  private latestTicket: CatalogueTicket = 0;

  readonly state$: Observable<CatalogueState> = this.state.asObservable();

  get snapshot(): CatalogueState {
    return this.state.getValue();
  }

  begin(query: CatalogueQuery): CatalogueTicket {
    this.latestTicket += 1;
    const current = this.state.getValue();
    const previous = current.status === 'loaded' ? current.page : current.status === 'loading' ? current.previous : null;
    this.state.next({ status: 'loading', query, previous });
    return this.latestTicket;
  }

  succeed(ticket: CatalogueTicket, query: CatalogueQuery, page: CataloguePage): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'loaded', query, page });
  }

  fail(ticket: CatalogueTicket, query: CatalogueQuery): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'failed', query });
  }

  reset(): void {
    this.latestTicket += 1;
    this.state.next({ status: 'idle' });
  }
}
