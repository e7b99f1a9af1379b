import type { Order } from '@rewards-storefront/domain/orders/order';
import { map, of } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { OrderGateway } from '../ports/order-gateway';

/** A placed order as the confirmation shows it, or why it cannot be shown. */
export type PlacedOrderView =
  { readonly status: 'loaded'; readonly order: Order } | { readonly status: 'not-found' } | { readonly status: 'failed' };

/** The confirmation page's order, by the id in `/checkout/confirm?order=<id>`. */
export type OrderConfirmationState =
  { readonly status: 'idle' } | { readonly status: 'loading'; readonly orderId: number } | ({ readonly orderId: number } & PlacedOrderView);

export type OrderConfirmationStore = QueryStore<number, MemberContext | 'visitor', OrderConfirmationState>;

/**
 * The order the member just placed, for its confirmation page (spec §2
 * /checkout/confirm, `show(orderId)`), in the page's language: loaded again
 * after a page reload from the id in the address alone.
 *
 * Always holds: an order that is not the member's (or does not exist), and
 * any order for a visitor, is 'not-found' (not reported); while the
 * member's card is unknown nothing is asked.
 */
export function orderConfirmation(context: ContextStore, gateway: OrderGateway, errors: ErrorReporter): Query<number, MemberContext | 'visitor', OrderConfirmationState> {
  return {
    initial: { status: 'idle' },
    // A visitor is told the order is not theirs, not shown the idle state.
    context$: context.member$.pipe(map((member) => (member === null ? 'visitor' : member))),
    loading: (orderId) => ({ status: 'loading', orderId }),
    fetch: (orderId, member) => {
      if (member === 'visitor') return of<OrderConfirmationState>({ status: 'not-found', orderId });
      return ask(
        errors,
        'order confirmation',
        () => gateway.getOrder({ id: orderId, locale: member.locale }),
        (result): OrderConfirmationState =>
          result.ok ? { status: 'loaded', order: result.order, orderId } : { status: result.reason === 'not-found' ? 'not-found' : 'failed', orderId },
        ['not-found'],
      );
    },
  };
}
