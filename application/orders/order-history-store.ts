import type { OrderPage } from '@domain/orders/order';
import type { ContextStore } from '../context/context-store';
import type { LoadOrderHistory } from './load-order-history';
import { MemberPageStore, type MemberPageState } from './member-page-store';

/** The order history page's data, by the page number in its URL. */
export type OrderHistoryState = MemberPageState<OrderPage>;

/** The page of the member's order history on screen (see {@link MemberPageStore}). */
export class OrderHistoryStore extends MemberPageStore<OrderPage> {
  constructor(context: ContextStore, load: LoadOrderHistory) {
    super(context, load);
  }
}
