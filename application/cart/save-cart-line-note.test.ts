import { describe, expect, it } from 'vitest';
import { KETTLE, cartScenario } from '../../tests/fakes/cart-scenario';
import { UNAVAILABLE } from '../../tests/fakes/failures';
import { CART_LINE_NOTE_MAX_LENGTH, SaveCartLineNote } from './save-cart-line-note';

async function setUp() {
  const scenario = await cartScenario([[KETTLE, 2]]);
  return { ...scenario, save: new SaveCartLineNote(scenario.gateway, scenario.cart, scenario.notifications, scenario.errors) };
}

describe('SaveCartLineNote', () => {
  it('saves a line’s comment, trimmed, keeping its quantity', async () => {
    const { save, gateway, lineOf, cartId } = await setUp();
    expect(await save.execute({ cartId: cartId(), line: lineOf(KETTLE), note: '  Gift wrap, please ', locale: 'en-CA' })).toEqual({
      outcome: 'saved',
    });
    expect(gateway.lineChanges).toEqual([
      { cartId: cartId(), lineId: lineOf(KETTLE).id, quantity: 2, notes: 'Gift wrap, please', locale: 'en-CA' },
    ]);
    expect(lineOf(KETTLE)).toMatchObject({ notes: 'Gift wrap, please', quantity: 2 });
  });

  it('clears the comment when it is blank, and keeps at most 500 characters', async () => {
    const { save, gateway, lineOf, cartId } = await setUp();
    await save.execute({ cartId: cartId(), line: lineOf(KETTLE), note: '   ', locale: 'en-CA' });
    expect(gateway.lineChanges[0]?.notes).toBeNull();
    await save.execute({ cartId: cartId(), line: lineOf(KETTLE), note: 'x'.repeat(600), locale: 'en-CA' });
    expect(gateway.lineChanges[1]?.notes).toHaveLength(CART_LINE_NOTE_MAX_LENGTH);
    expect(CART_LINE_NOTE_MAX_LENGTH).toBe(500);
  });

  it('says something went wrong when the comment could not be saved', async () => {
    const { save, gateway, lineOf, cartId, shown } = await setUp();
    const line = lineOf(KETTLE);
    gateway.failure = UNAVAILABLE;
    expect(await save.execute({ cartId: cartId(), line, note: 'Gift wrap', locale: 'en-CA' })).toEqual({
      outcome: 'failed',
      reason: 'unavailable',
    });
    expect(shown()[0]).toMatchObject({ kind: 'danger', description: { key: 'cart.notice.changeFailed' } });
  });
});
