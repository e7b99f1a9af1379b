import { describe, expect, it } from 'vitest';
import { KETTLE, MUG, cartScenario } from '../../tests/fakes/cart-scenario';
import { READ_ONLY, UNAUTHORIZED, UNAVAILABLE, failed } from '../../tests/fakes/failures';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { ChangeCartQuantity } from './change-cart-quantity';

async function setUp() {
  const scenario = await cartScenario([
    [KETTLE, 2],
    [MUG, 1],
  ]);
  const change = new ChangeCartQuantity(scenario.gateway, scenario.cart, scenario.notifications, scenario.errors);
  return { ...scenario, change };
}

describe('ChangeCartQuantity', () => {
  it('shows the new quantity at once, then the server’s cart (spec §4)', async () => {
    const { change, cart, gateway, lineOf, cartId } = await setUp();
    const time = virtualTime();
    slowAnswers(gateway, 'updateLine', time.scheduler, () => 100);
    const changing = change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 4, locale: 'fr-CA' });
    expect(cart.snapshot.cart).toMatchObject({ itemCount: 6, subtotal: 22_000 });
    await time.runUntil(100);
    expect(await changing).toEqual({ outcome: 'changed' });
    expect(gateway.lineChanges).toEqual([{ cartId: cartId(), lineId: lineOf(MUG).id, quantity: 4, locale: 'fr-CA' }]);
    expect(cart.snapshot.cart).toEqual(gateway.cartOf(101, 'en-CA'));
    expect(lineOf(MUG).quantity).toBe(4);
  });

  it('removes the line at 0', async () => {
    const { change, cart, gateway, lineOf, cartId } = await setUp();
    expect(await change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 0, locale: 'en-CA' })).toEqual({ outcome: 'removed' });
    expect(gateway.lineChanges[0]?.quantity).toBe(0);
    expect(cart.snapshot.cart?.lines.map((line) => line.productName)).toEqual(['Steel Kettle']);
  });

  it('sets the product’s cap per order and says so with the message of §8', async () => {
    const { change, gateway, lineOf, cartId, shown } = await setUp();
    expect(await change.execute({ cartId: cartId(), line: lineOf(KETTLE), quantity: 7, locale: 'en-CA' })).toEqual({ outcome: 'adjusted' });
    expect(gateway.lineChanges[0]?.quantity).toBe(3);
    expect(lineOf(KETTLE).quantity).toBe(3);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'warning',
        title: { key: 'cart.notice.quantityCapTitle' },
        description: { key: 'cart.notice.quantityCap', params: { quantity: 3 } },
      }),
    ]);
  });

  it('says so too when the server cut the quantity down', async () => {
    const { change, gateway, lineOf, cartId, shown } = await setUp();
    const line = lineOf(KETTLE);
    gateway.updateLine = async () => ({ ok: true, cart: gateway.cartOf(101)!, quantityAdjustedTo: 2 });
    expect(await change.execute({ cartId: cartId(), line, quantity: 3, locale: 'en-CA' })).toEqual({ outcome: 'adjusted' });
    expect(shown()[0]).toMatchObject({ description: { key: 'cart.notice.quantityCap', params: { quantity: 2 } } });
  });

  it('puts the quantity back, says something went wrong and reports it when the server fails', async () => {
    const { change, cart, gateway, lineOf, cartId, shown, errors } = await setUp();
    gateway.updateLine = async () => failed(UNAVAILABLE);
    expect(await change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 5, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'unavailable',
    });
    await settle();
    expect(lineOf(MUG).quantity).toBe(1);
    expect(cart.snapshot.cart?.itemCount).toBe(3);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'cart.notice.changeFailedTitle' },
        description: { key: 'cart.notice.changeFailed' },
      }),
    ]);
    expect(errors.reports).toHaveLength(1);
  });

  it('loads the cart again and says it changed when it was checked out elsewhere', async () => {
    const { change, cart, gateway, lineOf, cartId, shown, errors } = await setUp();
    gateway.close(cartId());
    expect(await change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 5, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'cart-not-open',
    });
    await settle();
    expect(cart.snapshot).toEqual({ status: 'loaded', cart: null });
    expect(shown()).toEqual([
      expect.objectContaining({ kind: 'warning', title: { key: 'cart.notice.notOpenTitle' }, description: { key: 'cart.notice.notOpen' } }),
    ]);
    expect(errors.reports).toEqual([]);
  });

  it("a quantity above what is left in stock shows 'Item Not Available' with how many are left, and keeps the line as it was", async () => {
    const { change, gateway, lineOf, cartId, shown, errors } = await setUp();
    gateway.updateLine = async () => failed({ reason: 'insufficient-stock', available: 2 } as const);
    expect(await change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 5, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'insufficient-stock',
    });
    await settle();
    expect(lineOf(MUG).quantity).toBe(1);
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'danger',
        title: { key: 'product.notice.unavailableTitle' },
        description: { key: 'cart.notice.insufficientStock', params: { available: 2 } },
      }),
    ]);
    expect(errors.reports).toEqual([]);
  });

  it('tells a read-only admin that nothing can be changed, and shows the quantity as it was', async () => {
    const { change, gateway, lineOf, cartId, shown, errors } = await setUp();
    gateway.failure = READ_ONLY;
    expect(await change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 5, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'read-only',
    });
    expect(lineOf(MUG).quantity).toBe(1);
    expect(shown()).toEqual([expect.objectContaining({ kind: 'warning', title: { key: 'readOnly.noticeTitle' } })]);
    expect(errors.reports).toEqual([]);
  });

  it('leaves a refused session to the session handling: no notice, nothing reported', async () => {
    const { change, gateway, lineOf, cartId, shown, errors } = await setUp();
    gateway.failure = UNAUTHORIZED;
    expect(await change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 5, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'session',
    });
    expect(shown()).toEqual([]);
    expect(errors.reports).toEqual([]);
  });

  it('shows both of two quick changes of different lines, whatever order the answers come in', async () => {
    const { change, cart, gateway, lineOf, cartId } = await setUp();
    const time = virtualTime();
    slowAnswers(gateway, 'updateLine', time.scheduler, (request) => (request.lineId === lineOf(KETTLE).id ? 50 : 100));
    const first = change.execute({ cartId: cartId(), line: lineOf(KETTLE), quantity: 3, locale: 'en-CA' });
    const second = change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 6, locale: 'en-CA' });
    await time.runUntil(50);
    // The kettle's answer came first: it holds the mug's old quantity, but the mug's change still shows.
    expect(cart.snapshot.cart?.lines.map((line) => line.quantity)).toEqual([3, 6]);
    await time.runUntil(100);
    await Promise.all([first, second]);
    expect(cart.snapshot.cart?.lines.map((line) => line.quantity)).toEqual([3, 6]);
  });

  it('does not show the answer once the member has switched to another card', async () => {
    const { change, cart, gateway, lineOf, cartId, accounts } = await setUp();
    const time = virtualTime();
    slowAnswers(gateway, 'updateLine', time.scheduler, () => 100);
    const changing = change.execute({ cartId: cartId(), line: lineOf(MUG), quantity: 4, locale: 'en-CA' });
    accounts.switchStarted();
    accounts.switchFinished(accounts.snapshot.accounts[1]!);
    await settle();
    await time.runUntil(100);
    await changing;
    expect(cart.snapshot).toEqual({ status: 'loaded', cart: null });
  });
});
