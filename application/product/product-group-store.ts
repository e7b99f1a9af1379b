import type { ProductGroup } from '@domain/catalogue/product-group';
import { BehaviorSubject, type Observable } from 'rxjs';

/** A product group ("More in this range" on a member's product page), by id. */
export type ProductGroupState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly groupId: number }
  | { readonly status: 'loaded'; readonly groupId: number; readonly group: ProductGroup }
  | { readonly status: 'failed'; readonly groupId: number };

/**
 * The product group on screen. Invariants: only the latest request may
 * settle; it is member data, so it goes (back to idle) when the session ends.
 */
export class ProductGroupStore {
  private readonly state = new BehaviorSubject<ProductGroupState>({ status: 'idle' });
  private latestTicket = 0;

  readonly state$: Observable<ProductGroupState> = this.state.asObservable();

  get snapshot(): ProductGroupState {
    return this.state.getValue();
  }

  begin(groupId: number): number {
    this.latestTicket += 1;
    this.state.next({ status: 'loading', groupId });
    return this.latestTicket;
  }

  succeed(ticket: number, group: ProductGroup): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'loaded', groupId: group.id, group });
  }

  fail(ticket: number, groupId: number): void {
    if (ticket === this.latestTicket) this.state.next({ status: 'failed', groupId });
  }

  /** Back to idle; an answer still on its way is dropped. */
  clear(): void {
    this.latestTicket += 1;
    if (this.state.getValue().status !== 'idle') this.state.next({ status: 'idle' });
  }
}
