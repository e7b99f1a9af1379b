import type { operations } from '@openapi/programme-api';
import type { MemberService } from '../../account/member-service';
import type { OrderService } from '../../orders/order-service';
import type { OrderCancellationService } from '../../orders/order-cancellation-service';
import type { CheckoutService } from '../../orders/checkout-service';
import { memberOf } from '../operation-access';
import { localeOf, sendIdempotent, type Handler, type JsonBody, type Path, type Query } from './handler-support';

export interface OrderHandlerServices {
  members: MemberService;
  orders: OrderService;
  orderCancellations: OrderCancellationService;
  checkout: CheckoutService;
}

/** Checkout and the member's orders, with their cancellations (spec §4, §5). Access is each operation's `x-access`, enforced before these run. */
export function orderHandlers({ members, orders, orderCancellations, checkout }: OrderHandlerServices) {
  return {
    async checkout(request, reply) {
      const body = request.body as JsonBody<'checkout'>;
      return sendIdempotent(request, reply, 'body', ({ member, session }, call) => checkout.checkout(member, session, { body, ...call }));
    },
    async listBinRanges(request) {
      const member = memberOf(request);
      return { data: await checkout.binRanges(member) };
    },
    async listOrders(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listOrders'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      const channels: unknown = query.sale_channel_type_codes;
      return orders.list(member, {
        page: query.page ?? 1,
        ...(query.per_page !== undefined ? { perPage: query.per_page } : {}),
        ...(query.sort_direction !== undefined ? { direction: query.sort_direction } : {}),
        ...(channels !== undefined
          ? { channels: (Array.isArray(channels) ? channels : [channels]) as NonNullable<typeof query.sale_channel_type_codes> }
          : {}),
        ...(query.account_id !== undefined ? { accountId: query.account_id } : {}),
        locale: localeOf(query, member),
      });
    },
    async listHistoricalOrders(request) {
      const member = memberOf(request);
      const query = request.query as Query<'listHistoricalOrders'>;
      if (query.account_id !== undefined) await members.requireOwnAccount(member, query.account_id);
      return orders.listHistorical(member, {
        page: query.page ?? 1,
        ...(query.per_page !== undefined ? { perPage: query.per_page } : {}),
        ...(query.account_id !== undefined ? { accountId: query.account_id } : {}),
        locale: localeOf(query, member),
      });
    },
    async getOrder(request) {
      const member = memberOf(request);
      const { id } = request.params as Path<'getOrder'>;
      return { data: await orders.get(member, id, localeOf(request.query as Query<'getOrder'>, member)) };
    },
    async cancelOrder(request, reply) {
      const { id } = request.params as Path<'cancelOrder'>;
      return sendIdempotent(request, reply, 'query', ({ member, session }, call) =>
        orderCancellations.cancelOrder(member, session, { orderId: id, ...call }),
      );
    },
    async cancelOrderItem(request, reply) {
      const { id, itemId } = request.params as Path<'cancelOrderItem'>;
      return sendIdempotent(request, reply, 'query', ({ member, session }, call) =>
        orderCancellations.cancelItem(member, session, { orderId: id, itemId, ...call }),
      );
    },
  } satisfies Partial<Record<keyof operations, Handler>>;
}
