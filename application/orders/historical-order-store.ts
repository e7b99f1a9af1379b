import type { HistoricalOrderPage } from '@rewards-storefront/domain/orders/historical-order';
import type { ContextStore, MemberContext } from '../context/context-store';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';
import { memberPages, type MemberPageState } from './order-history-store';

/** The "Previous orders" section's data, by its page number. */
export type HistoricalOrderState = MemberPageState<HistoricalOrderPage>;

export type HistoricalOrderStore = QueryStore<number, MemberContext, HistoricalOrderState>;

/**
 * The page of the member's historical orders on screen (spec §3, §7
 * /member/order-historical): the active card's orders of the programme's
 * previous platform (all of the member's without a usable card), in the
 * page's language.
 */
export function historicalOrders(context: ContextStore, gateway: OrderGateway, errors: ErrorReporter): Query<number, MemberContext, HistoricalOrderState> {
  return memberPages(context, (page, { locale, accountId }) =>
    ask(errors, 'historical orders', () => gateway.listHistoricalOrders({ accountId, page, locale }), (result): HistoricalOrderState =>
      result.ok ? { status: 'loaded', page, history: result.page } : { status: 'failed', page },
    ),
  );
}
