import { withoutDeclinedOrders } from '@rewards-storefront/domain/orders/declined-order';
import type { OrderPage } from '@rewards-storefront/domain/orders/order';
import type { Observable } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';

/** A paged member list's data, by its page number. */
export type MemberPageState<Page> = QueryState<{ page: number }, { history: Page }>;

/** A paged member list: the page on screen (`show(page)`, 1-based), for the active card, in the page's language. */
export function memberPages<Page>(
  context: ContextStore,
  fetch: (page: number, member: MemberContext) => Observable<MemberPageState<Page>>,
): Query<number, MemberContext, MemberPageState<Page>> {
  return { initial: { status: 'idle' }, context$: context.member$, loading: (page) => ({ status: 'loading', page }), fetch };
}

/** The order history page's data, by the page number in its URL. */
export type OrderHistoryState = MemberPageState<OrderPage>;

export type OrderHistoryStore = QueryStore<number, MemberContext, OrderHistoryState>;

/**
 * The page of the member's order history on screen (spec §2
 * /account/order-history): the active card's orders (all of the member's
 * without a usable card).
 *
 * Always holds: declined orders are never shown (spec §4), even from a
 * programme that would send them.
 */
export function orderHistory(context: ContextStore, gateway: OrderGateway, errors: ErrorReporter): Query<number, MemberContext, OrderHistoryState> {
  return memberPages(context, (page, { locale, accountId }) =>
    ask(errors, 'order history', () => gateway.listOrders({ accountId, page, locale }), (result): OrderHistoryState =>
      result.ok
        ? { status: 'loaded', page, history: { ...result.page, orders: withoutDeclinedOrders(result.page.orders) } }
        : { status: 'failed', page },
    ),
  );
}
