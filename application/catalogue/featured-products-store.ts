import type { ProductSummary } from '@domain/catalogue/product-summary';
import { BehaviorSubject, type Observable } from 'rxjs';

/** The 'Monthly Specials' block (spec §2 "Featured products block"): at most four products. */
export interface FeaturedProductsState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly products: readonly ProductSummary[];
}

/**
 * Holds the featured products. Invariant: only the latest request may
 * settle; while a new one loads, the last products stay on screen.
 */
export class FeaturedProductsStore {
  private readonly state = new BehaviorSubject<FeaturedProductsState>({ status: 'idle', products: [] });
  private latestTicket = 0;

  readonly state$: Observable<FeaturedProductsState> = this.state.asObservable();

  get snapshot(): FeaturedProductsState {
    return this.state.getValue();
  }

  begin(): number {
    this.latestTicket += 1;
    this.state.next({ ...this.state.getValue(), status: 'loading' });
    return this.latestTicket;
  }

  succeed(ticket: number, products: readonly ProductSummary[]): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'loaded', products });
  }

  fail(ticket: number): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'failed', products: [] });
  }
}
