import type { ProductDetail } from '@domain/catalogue/product-detail';
import { BehaviorSubject, type Observable } from 'rxjs';

/** The product detail page's data, by the slug in `/shop/:product`. */
export type ProductState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly slug: string }
  | { readonly status: 'loaded'; readonly slug: string; readonly product: ProductDetail }
  | { readonly status: 'not-found'; readonly slug: string }
  | { readonly status: 'failed'; readonly slug: string };

/**
 * The product on the detail page. Invariant: only the latest request may
 * settle, so a member going quickly from one product to another never sees
 * the first one's late answer under the second one's URL.
 */
export class ProductStore {
  private readonly state = new BehaviorSubject<ProductState>({ status: 'idle' });
  private latestTicket = 0;

  readonly state$: Observable<ProductState> = this.state.asObservable();

  get snapshot(): ProductState {
    return this.state.getValue();
  }

  begin(slug: string): number {
    this.latestTicket += 1;
    this.state.next({ status: 'loading', slug });
    return this.latestTicket;
  }

  succeed(ticket: number, slug: string, product: ProductDetail): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'loaded', slug, product });
  }

  notFound(ticket: number, slug: string): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'not-found', slug });
  }

  fail(ticket: number, slug: string): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'failed', slug });
  }
}
