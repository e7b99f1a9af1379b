import type { ProductGroup } from '@domain/catalogue/product-group';
import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadProductGroup } from './load-product-group';

/** A product group ("More in this range" on a member's product page), by id. */
export type ProductGroupState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly groupId: number }
  | { readonly status: 'loaded'; readonly groupId: number; readonly group: ProductGroup }
  | { readonly status: 'failed'; readonly groupId: number };

/**
 * The product group on screen (`show`): members only, priced for the active
 * card, in the page's language.
 *
 * Always holds: a visitor's group stays idle and nothing is asked; only the
 * latest request settles; it is member data, so it goes (back to idle) when
 * the session ends.
 */
export class ProductGroupStore {
  private readonly state = new BehaviorSubject<ProductGroupState>({ status: 'idle' });
  private readonly shown = new Shown<number>();

  readonly state$: Observable<ProductGroupState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadProductGroup) {
    latestLoads(this.shown.visit$, context.member$, {
      loading: (groupId): ProductGroupState => ({ status: 'loading', groupId }),
      fetch: (groupId, member) =>
        member === null
          ? of<ProductGroupState>({ status: 'idle' })
          : load
              .execute(groupId, member)
              .pipe(map((group): ProductGroupState => (group ? { status: 'loaded', groupId, group } : { status: 'failed', groupId }))),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): ProductGroupState {
    return this.state.getValue();
  }

  /** A member's product page shows the group `groupId`; call the returned function when it closes. */
  show(groupId: number): () => void {
    return this.shown.show(groupId);
  }

  /** Back to idle (the session ended). */
  clear(): void {
    if (this.state.getValue().status !== 'idle') this.state.next({ status: 'idle' });
  }
}
