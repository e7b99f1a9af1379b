import { DEFAULT_LOCALE, type Locale } from '@rewards-storefront/domain/locale/locale';
import { lastPage, ORDER_PAGE_SIZE, ORDER_SALE_CHANNELS, orderHistorySince } from '@rewards-storefront/domain/orders/order-history';
import { HISTORICAL_ORDER_PAGE_SIZE, historicalItemStatus } from '@rewards-storefront/domain/orders/historical-order';
import type { Order as OrderBody, OrderPage, HistoricalOrderPage, SaleChannelCode } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import type { MemberRow } from '../account/member-repository';
import {
  findOrderItems,
  findOrderOfMember,
  findOrderPage,
  findOrderPromotions,
  findOrdersByIds,
  findPaymentTransactions,
  type OrderRow,
} from './order-repository';
import { findHistoricalOrderPage } from './historical-order-repository';
import { money, toOrderBody } from './order-view';

/**
 * The member's orders (spec §7 order calls), as they read them: a member
 * reads only the orders they placed; anyone else's answers 404. Cancelling
 * them is order-cancellation-service.ts.
 */
export class OrderService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** The body of one of the member's orders, read through `db` (inside a transaction when it is a client). */
  async orderBody(
    db: Queryable,
    orderId: number,
    memberId: number,
    locale: Locale,
    now: Date,
    known?: { hasPayments: boolean; hasPromotions: boolean },
  ): Promise<OrderBody> {
    const order = await findOrderOfMember(db, orderId, memberId);
    if (!order) throw ApiError.notFound('No such order for this member.');
    return (await this.bodies(db, [order], locale, now, known))[0]!;
  }

  async get(member: MemberRow, orderId: number, locale: Locale): Promise<OrderBody> {
    return this.orderBody(this.pool, orderId, member.id, locale, this.clock.now());
  }

  /** One page of the order history (spec §9: 10 a page, newest first, SHOP/EPBC/EGIF, 6 months, declined left out). */
  async list(
    member: MemberRow,
    input: {
      page: number;
      perPage?: number;
      direction?: 'asc' | 'desc';
      channels?: SaleChannelCode[];
      accountId?: number;
      locale: Locale;
    },
  ): Promise<OrderPage> {
    const now = this.clock.now();
    const perPage = input.perPage ?? ORDER_PAGE_SIZE;
    const direction = input.direction ?? 'desc';
    const { ids, count } = await findOrderPage(this.pool, {
      memberId: member.id,
      accountId: input.accountId ?? null,
      since: orderHistorySince(now),
      channels: input.channels ?? [...ORDER_SALE_CHANNELS],
      direction,
      limit: perPage,
      offset: (input.page - 1) * perPage,
    });
    const orders = await findOrdersByIds(this.pool, ids);
    return {
      data: await this.bodies(this.pool, orders, input.locale, now),
      page: input.page,
      last_page: lastPage(count, perPage),
      count,
      per_page: perPage,
      sort_field: 'created_at',
      sort_direction: direction,
    };
  }

  /**
   * One page of the member's historical orders (spec §3, §7
   * /member/order-historical): the previous platform's orders as imported,
   * newest first, descriptions in `locale` (English when none was
   * imported in French), each item's status read as a label of spec §3.
   */
  async listHistorical(
    member: MemberRow,
    input: { page: number; perPage?: number; accountId?: number; locale: Locale },
  ): Promise<HistoricalOrderPage> {
    const perPage = input.perPage ?? HISTORICAL_ORDER_PAGE_SIZE;
    const { rows, count } = await findHistoricalOrderPage(this.pool, {
      memberId: member.id,
      accountId: input.accountId ?? null,
      limit: perPage,
      offset: (input.page - 1) * perPage,
    });
    return {
      data: rows.map((row) => ({
        id: row.id,
        reference_identifier: row.referenceIdentifier,
        created_at: row.orderedAt.toISOString(),
        program_currency: row.programCurrency,
        total_amount: row.totalAmount,
        paid_amount: row.paidAmount,
        cash_amount: money(row.cashAmountCents),
        fiat_currency: 'CAD',
        items: row.items.map((item) => ({
          description: input.locale === 'fr-CA' ? (item.description_fr ?? item.description_en) : item.description_en,
          program_amount: Number(item.program_amount),
          order_item_status: historicalItemStatus(item.order_item_status),
        })),
      })),
      page: input.page,
      last_page: lastPage(count, perPage),
      count,
      per_page: perPage,
    };
  }

  /** Order bodies; `known` spares the reads of payments or promotions that the caller knows there are none of. */
  private async bodies(
    db: Queryable,
    orders: readonly OrderRow[],
    locale: Locale,
    now: Date,
    known?: { hasPayments: boolean; hasPromotions: boolean },
  ): Promise<OrderBody[]> {
    const ids = orders.map((order) => order.id);
    // Statements one after the other: `db` may be one connection inside a transaction.
    const items = await findOrderItems(db, ids);
    const payments = known?.hasPayments === false ? [] : await findPaymentTransactions(db, ids);
    const promotions = known?.hasPromotions === false ? [] : await findOrderPromotions(db, ids);
    return orders.map((order) =>
      toOrderBody(
        order,
        items.filter((item) => item.orderId === order.id),
        payments.filter((payment) => payment.orderId === order.id),
        promotions.filter((promotion) => promotion.orderId === order.id),
        locale ?? DEFAULT_LOCALE,
        now,
      ),
    );
  }
}
