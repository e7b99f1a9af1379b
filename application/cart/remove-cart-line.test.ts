import { describe, expect, it } from 'vitest';
import { KETTLE, MUG, cartScenario } from '../../tests/fakes/cart-scenario';
import { NOT_FOUND, READ_ONLY } from '../../tests/fakes/failures';
import { settle, slowAnswers } from '../../tests/fakes/slow-answers';
import { virtualTime } from '../../tests/fakes/virtual-time';
import { RemoveCartLine } from './remove-cart-line';

async function setUp() {
  const scenario = await cartScenario([
    [KETTLE, 2],
    [MUG, 1],
  ]);
  return { ...scenario, remove: new RemoveCartLine(scenario.gateway, scenario.cart, scenario.notifications, scenario.errors) };
}

describe('RemoveCartLine', () => {
  it('takes the line off the screen at once, then shows the server’s cart and names the product', async () => {
    const { remove, cart, gateway, lineOf, cartId, shown } = await setUp();
    const time = virtualTime();
    slowAnswers(gateway, 'removeLine', time.scheduler, () => 100);
    const mug = lineOf(MUG);
    const removing = remove.execute({ cartId: cartId(), line: mug, locale: 'fr-CA' });
    expect(cart.snapshot.cart?.lines.map((line) => line.productName)).toEqual(['Steel Kettle']);
    await time.runUntil(100);
    expect(await removing).toEqual({ outcome: 'removed' });
    expect(gateway.lineRemovals).toEqual([{ cartId: cartId(), lineId: mug.id, locale: 'fr-CA' }]);
    expect(cart.snapshot.cart).toEqual(gateway.cartOf(101));
    expect(shown()).toEqual([
      expect.objectContaining({
        kind: 'success',
        title: { key: 'cart.notice.removedTitle' },
        description: { key: 'cart.notice.removed', params: { name: 'Travel Mug' } },
      }),
    ]);
  });

  it('puts the line back when it could not be removed', async () => {
    const { remove, cart, gateway, lineOf, cartId, shown, errors } = await setUp();
    const mug = lineOf(MUG);
    gateway.removeLine = async () => NOT_FOUND;
    expect(await remove.execute({ cartId: cartId(), line: mug, locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'unavailable' });
    await settle();
    expect(cart.snapshot.cart?.lines).toHaveLength(2);
    expect(shown()[0]).toMatchObject({ kind: 'danger', description: { key: 'cart.notice.changeFailed' } });
    expect(errors.reports).toHaveLength(1);
  });

  it('tells a read-only admin that nothing can be changed', async () => {
    const { remove, cart, gateway, lineOf, cartId, shown } = await setUp();
    gateway.failure = READ_ONLY;
    expect(await remove.execute({ cartId: cartId(), line: lineOf(MUG), locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'read-only',
    });
    expect(cart.snapshot.cart?.lines).toHaveLength(2);
    expect(shown()[0]).toMatchObject({ title: { key: 'readOnly.noticeTitle' } });
  });
});
