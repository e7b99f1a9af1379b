import { describe, expect, it } from 'vitest';
import { MUG, cartScenario } from '../../tests/fakes/cart-scenario';
import { READ_ONLY, failed } from '../../tests/fakes/failures';
import { settle } from '../../tests/fakes/slow-answers';
import { ChooseCartLineFees } from './choose-cart-line-fees';

const ECO = { id: 7, code: 'eco_fee', amount: 150, isMandatory: true, name: { 'en-CA': 'Eco fee', 'fr-CA': 'Écofrais' } };
const WRAP = { id: 8, code: 'gift_wrap', amount: 500, isMandatory: false, name: { 'en-CA': 'Gift wrapping', 'fr-CA': 'Emballage-cadeau' } };
const CARD = { id: 9, code: 'card', amount: 100, isMandatory: false, name: { 'en-CA': 'Greeting card', 'fr-CA': 'Carte de souhaits' } };

async function setUp() {
  const scenario = await cartScenario([[MUG, 2]]);
  scenario.gateway.productFees.set(MUG.id, [ECO, WRAP, CARD]);
  scenario.cart.reload();
  await settle();
  const choose = new ChooseCartLineFees(scenario.gateway, scenario.cart, scenario.notifications, scenario.errors);
  return { ...scenario, choose };
}

describe('ChooseCartLineFees (cart fees)', () => {
  it('ticking an optional fee sends it with the ones already chosen, never the mandatory one, and shows the server’s total', async () => {
    const { choose, gateway, cart, lineOf, cartId } = await setUp();
    expect(cart.snapshot.cart).toMatchObject({ feeAmount: 300, total: 3_300 });
    expect(await choose.execute({ cartId: cartId(), line: lineOf(MUG), feeTypeId: 8, chosen: true, locale: 'en-CA' })).toEqual({ outcome: 'chosen' });
    expect(await choose.execute({ cartId: cartId(), line: lineOf(MUG), feeTypeId: 9, chosen: true, locale: 'en-CA' })).toEqual({ outcome: 'chosen' });
    expect(gateway.feeChoices.map((choice) => choice.feeTypeIds)).toEqual([[8], [8, 9]]);
    expect(cart.snapshot.cart).toMatchObject({ feeAmount: 300 + 1_000 + 200, total: 3_000 + 1_500 });
  });

  it('unticking takes only that fee off', async () => {
    const { choose, gateway, lineOf, cartId, cart } = await setUp();
    await choose.execute({ cartId: cartId(), line: lineOf(MUG), feeTypeId: 8, chosen: true, locale: 'en-CA' });
    await choose.execute({ cartId: cartId(), line: lineOf(MUG), feeTypeId: 9, chosen: true, locale: 'en-CA' });
    await choose.execute({ cartId: cartId(), line: lineOf(MUG), feeTypeId: 8, chosen: false, locale: 'fr-CA' });
    expect(gateway.feeChoices.at(-1)).toMatchObject({ feeTypeIds: [9], locale: 'fr-CA' });
    expect(cart.snapshot.cart?.feeAmount).toBe(300 + 200);
  });

  it('a refusal is handled like any cart change: a read-only admin is told so and nothing changes', async () => {
    const { choose, gateway, lineOf, cartId, shown, cart } = await setUp();
    gateway.chooseLineFees = async () => failed(READ_ONLY);
    expect(await choose.execute({ cartId: cartId(), line: lineOf(MUG), feeTypeId: 8, chosen: true, locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'read-only',
    });
    expect(shown()).toHaveLength(1);
    expect(cart.snapshot.cart?.feeAmount).toBe(300);
  });
});
