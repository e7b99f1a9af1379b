import type { Locale } from '@domain/locale/locale';
import type { Order } from '@domain/orders/order';
import type { GatewayFailure } from './gateway-failure';

export type OrderResult = { readonly ok: true; readonly order: Order } | GatewayFailure;

/**
 * The member's orders (spec §7 GET /member/order/{id}), in the member's
 * language.
 *
 * Contract: `getOrder` answers one of the member's own orders; another
 * member's, or an unknown id, is `not-found`. Never throws for HTTP or
 * network failures.
 */
export interface OrderGateway {
  getOrder(request: { readonly orderId: number; readonly locale: Locale }): Promise<OrderResult>;
}
