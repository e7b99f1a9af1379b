import { describe, expect, it } from 'vitest';
import { alexAccounts } from '../../tests/fakes/account-fixtures';
import { apiOrder, apiOrderItem } from '../../tests/fakes/api-fixtures';
import { UNAUTHORIZED, UNAVAILABLE } from '../../tests/fakes/failures';
import { ordersFor } from '../../tests/fakes/orders-for';
import { shopperContext } from '../../tests/fakes/shopper-context';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { READ_ONLY_NOTICE } from '../notifications/read-only-notice';

const HOUR_MS = 3_600_000;

/** Alex's order of an hour ago (ORD-000001), with two items, on the detail page; the Elite card gets 12,000 points back. */
async function setUp() {
  const context = shopperContext('member');
  const orders = ordersFor(context);
  orders.orderGateway.withOrder(
    apiOrder(1, {
      order_items: [apiOrderItem(11), apiOrderItem(12, { product: { id: 8, slug: 'kettle', name: 'Steel Kettle', image: null } })],
    }),
  );
  orders.accountGateway.result = {
    ok: true,
    accounts: alexAccounts().map((card) => (card.id === 101 ? { ...card, lastBalance: 164_300, pooledBalance: 164_300 } : card)),
  };
  orders.detail.show(1);
  await settle();
  const cancel = (itemId = 11) => {
    const order = orders.shownOrder();
    return orders.cancelOrderItem.execute({ order, item: order.items.find((item) => item.itemId === itemId)!, locale: 'en-CA' });
  };
  return { ...context, ...orders, cancel };
}

describe('CancelOrderItem', () => {
  it('cancels the item: it shows cancelled at once, the order is read again and a notice names the item', async () => {
    const { cancel, orderGateway, detail, shownOrder, shown } = await setUp();
    const time = virtualTime();
    slowAnswers(orderGateway, 'getOrder', time.scheduler, () => 50);
    expect(await cancel()).toBe('cancelled');
    expect(orderGateway.cancelItemRequests).toEqual([{ id: 1, itemId: 11, locale: 'en-CA' }]);
    // Spec §4 at once: the item cancelled and no longer cancellable, the order still cancellable (item 12 is).
    expect(detail.snapshot).toMatchObject({ status: 'loaded', refreshing: true });
    expect(shownOrder().items.map((item) => [item.itemId, item.status, item.canCancel])).toEqual([
      [11, 'cancelled', false],
      [12, 'placed', true],
    ]);
    expect(shownOrder().canCancel).toBe(true);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: { key: 'orders.notice.itemCancelledTitle' },
        description: { key: 'orders.notice.itemCancelled', params: { name: 'Aria Studio Headphones', number: 'ORD-000001' } },
      }),
    ]);
    // Then the programme's own account of the order.
    await time.runUntil(50);
    expect(orderGateway.getRequests).toHaveLength(2);
    expect(detail.snapshot).toMatchObject({ status: 'loaded', refreshing: false });
    expect(shownOrder().items[0]?.statuses.at(-1)?.status).toBe('cancelled');
  });

  it('brings the refunded points to the utility bar', async () => {
    const { cancel, accounts, accountGateway } = await setUp();
    expect(accounts.snapshot.pooledBalance).toBe(152_300);
    await cancel();
    await settle();
    expect(accountGateway.calls).toBe(1);
    expect(accounts.snapshot).toMatchObject({ accountId: 101, pooledBalance: 164_300, loading: false, loaded: true });
  });

  it('makes the order not cancellable once its last cancellable item is cancelled', async () => {
    const { cancel, shownOrder } = await setUp();
    await cancel(11);
    await settle();
    await cancel(12);
    expect(shownOrder().canCancel).toBe(false);
    expect(shownOrder().items.every((item) => item.status === 'cancelled')).toBe(true);
  });

  it('changes nothing when the programme refuses, and gives its explanation in a danger notice', async () => {
    const { cancel, clock, detail, orderGateway, accountGateway, shown, errors } = await setUp();
    // The page stayed open past the 6 hours: the screen still offers the cancellation, the programme decides.
    clock.advanceBy(6 * HOUR_MS);
    const before = detail.snapshot;
    expect(await cancel()).toBe('refused');
    expect(detail.snapshot).toBe(before);
    expect(orderGateway.getRequests).toHaveLength(1);
    expect(accountGateway.calls).toBe(0);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'orders.notice.cancelItemFailedTitle' },
        description: {
          key: 'orders.notice.programmeMessage',
          params: { message: 'This order can no longer be cancelled: the 6-hour cancellation window has closed. Please contact support.' },
        },
      }),
    ]);
    expect(errors.reports).toEqual([]);
  });

  it('gives the generic system error when the programme refuses without an explanation', async () => {
    const { cancel, orderGateway, shown } = await setUp();
    orderGateway.cancelFailure = { reason: 'not-cancellable', message: null };
    expect(await cancel()).toBe('refused');
    expect(shown()).toEqual([expect.objectContaining({ kind: 'danger', description: { key: 'orders.notice.cancelItemFailed' } })]);
  });

  it('gives the generic system error and reports any other failure, changing nothing', async () => {
    const { cancel, orderGateway, detail, shown, errors } = await setUp();
    orderGateway.cancelFailure = UNAVAILABLE;
    const before = detail.snapshot;
    expect(await cancel()).toBe('failed');
    expect(detail.snapshot).toBe(before);
    expect(shown()).toEqual([expect.objectContaining({ kind: 'danger', description: { key: 'orders.notice.cancelItemFailed' } })]);
    expect(errors.reports.map((report) => report.context)).toEqual(['cancel item']);
  });

  it('tells a read-only admin the access is read-only', async () => {
    const { cancel, orderGateway, shown, errors } = await setUp();
    orderGateway.readOnly = true;
    expect(await cancel()).toBe('failed');
    expect(shown()).toEqual([expect.objectContaining(READ_ONLY_NOTICE)]);
    expect(errors.reports).toEqual([]);
  });

  it('leaves a refused session to the session handling: nothing shown, nothing reported', async () => {
    const { cancel, orderGateway, shown, errors } = await setUp();
    orderGateway.cancelFailure = UNAUTHORIZED;
    expect(await cancel()).toBe('failed');
    expect(shown()).toEqual([]);
    expect(errors.reports).toEqual([]);
  });

  it('sends one cancellation at a time: a second press meanwhile is ignored', async () => {
    const { cancel, orderGateway } = await setUp();
    const [first, second] = await Promise.all([cancel(11), cancel(12)]);
    expect([first, second]).toEqual(['cancelled', 'busy']);
    expect(orderGateway.cancelItemRequests).toHaveLength(1);
    expect(await cancel(12)).toBe('cancelled');
  });
});
