import type { HistoricalOrderPage } from '@domain/orders/historical-order';
import type { ContextStore } from '../context/context-store';
import type { LoadHistoricalOrders } from './load-historical-orders';
import { MemberPageStore, type MemberPageState } from './member-page-store';

/** The "Previous orders" section's data, by its page number. */
export type HistoricalOrderState = MemberPageState<HistoricalOrderPage>;

/** The page of the member's historical orders on screen (see {@link MemberPageStore}). */
export class HistoricalOrderStore extends MemberPageStore<HistoricalOrderPage> {
  constructor(context: ContextStore, load: LoadHistoricalOrders) {
    super(context, load);
  }
}
