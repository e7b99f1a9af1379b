import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { ordersFor } from '../../tests/fakes/orders-for';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle } from '../../tests/fakes/slow-answers';

/** Alex's order of an hour ago (ORD-000001) with two items on the detail page, in French. */
async function setUp() {
  const context = shopperContext('member', 'fr-CA');
  const orders = ordersFor(context);
  orders.orderGateway.withOrder(apiOrder(1, { order_items: [apiOrderItem(11), apiOrderItem(12)] }));
  orders.accountGateway.result = {
    ok: true,
    accounts: alexAccounts().map((card) => (card.id === 101 ? { ...card, pooledBalance: 176_300 } : card)),
  };
  orders.detail.show(1);
  await settle();
  const cancel = () => orders.cancelOrder.execute({ order: orders.shownOrder(), locale: 'fr-CA' });
  return { ...context, ...orders, cancel };
}

describe('CancelOrder', () => {
  it('cancels the whole order: every item cancelled at once, nothing left to cancel, a notice names the order', async () => {
    const { cancel, shownOrder, orderGateway, shown } = await setUp();
    expect(await cancel()).toBe('cancelled');
    expect(orderGateway.cancelOrderRequests).toEqual([{ id: 1, locale: 'fr-CA' }]);
    expect(shownOrder().canCancel).toBe(false);
    expect(shownOrder().items.map((item) => [item.status, item.canCancel])).toEqual([
      ['cancelled', false],
      ['cancelled', false],
    ]);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: { key: 'orders.notice.orderCancelledTitle' },
        description: { key: 'orders.notice.orderCancelled', params: { number: 'ORD-000001' } },
      }),
    ]);
    await settle();
    expect(orderGateway.getRequests).toHaveLength(2);
  });

  it('brings the refunded points to the utility bar', async () => {
    const { cancel, accounts } = await setUp();
    await cancel();
    await settle();
    expect(accounts.snapshot.pooledBalance).toBe(176_300);
  });

  it('changes nothing when the programme refuses, and gives its explanation in the member’s language', async () => {
    const { cancel, orderGateway, detail, shown } = await setUp();
    await orderGateway.cancelItem({ id: 1, itemId: 11, locale: 'fr-CA' });
    await orderGateway.cancelItem({ id: 1, itemId: 12, locale: 'fr-CA' });
    const before = detail.snapshot;
    expect(await cancel()).toBe('refused');
    expect(detail.snapshot).toBe(before);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'orders.notice.cancelOrderFailedTitle' },
        description: { key: 'orders.notice.programmeMessage', params: { message: 'Cet article a déjà été annulé.' } },
      }),
    ]);
  });

  it('gives the generic system error of an order for any other failure', async () => {
    const { cancel, orderGateway, shown, errors } = await setUp();
    orderGateway.cancelFailure = UNAVAILABLE;
    expect(await cancel()).toBe('failed');
    expect(shown()).toEqual([expect.objectContaining({ kind: 'danger', description: { key: 'orders.notice.cancelOrderFailed' } })]);
    expect(errors.reports.map((report) => report.context)).toEqual(['cancel order']);
  });

  it('is ignored while another cancellation of the page is under way', async () => {
    const { cancel, cancelOrderItem, shownOrder, orderGateway } = await setUp();
    const item = cancelOrderItem.execute({ order: shownOrder(), item: shownOrder().items[0]!, locale: 'fr-CA' });
    expect(await cancel()).toBe('busy');
    await item;
    expect(orderGateway.cancelOrderRequests).toEqual([]);
  });
});
