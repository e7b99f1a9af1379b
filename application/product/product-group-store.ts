import type { ProductGroup } from '@rewards-storefront/domain/catalogue/product-group';
import type { ContextStore, MemberContext } from '../context/context-store';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore } from '../context/query-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/** A product group ("More in this range" on a member's product page), by id. */
export type ProductGroupState = QueryState<{ groupId: number }, { group: ProductGroup }>;

/**
 * The product group on screen (`show`, GET /member/product-group/{id}):
 * members only, priced for the active card, in the page's language.
 *
 * Always holds: a visitor's group stays idle and nothing is asked; it is
 * member data, so it goes (back to idle) when the session ends.
 */
export class ProductGroupStore extends QueryStore<number, MemberContext, ProductGroupState> {
  constructor(context: ContextStore, gateway: CatalogueGateway, errors: ErrorReporter) {
    super({
      initial: { status: 'idle' },
      context$: context.member$,
      loading: (groupId) => ({ status: 'loading', groupId }),
      fetch: (groupId, { locale, accountId }) =>
        ask(errors, 'product group', () => gateway.getProductGroup({ id: groupId, locale, accountId }), (result): ProductGroupState =>
          result.ok ? { status: 'loaded', groupId, group: result.group } : { status: 'failed', groupId },
        ),
    });
  }
}
