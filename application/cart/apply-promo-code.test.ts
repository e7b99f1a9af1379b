import { describe, expect, it } from 'vitest';
import { KETTLE, MUG, cartScenario } from '../../tests/fakes/cart-scenario';
import { READ_ONLY, UNAVAILABLE } from '../../tests/fakes/failures';
import { ApplyPromoCode } from './apply-promo-code';
import { RemovePromoCode } from './remove-promo-code';

async function setUp(lines: Parameters<typeof cartScenario>[0] = [[MUG, 2]]) {
  const scenario = await cartScenario(lines);
  const { gateway, cart, notifications, errors } = scenario;
  return {
    ...scenario,
    apply: new ApplyPromoCode(gateway, cart, notifications, errors),
    remove: new RemovePromoCode(gateway, cart, notifications, errors),
  };
}

describe('ApplyPromoCode (spec §5, §8 "Promo add")', () => {
  it('applies a valid code in any case and shows its saving', async () => {
    const { apply, cart, gateway, cartId } = await setUp();
    expect(await apply.execute({ cartId: cartId(), code: ' welcome10 ', locale: 'fr-CA' })).toEqual({ outcome: 'applied' });
    expect(gateway.promoCodeRequests).toEqual([{ cartId: cartId(), code: 'welcome10', locale: 'fr-CA' }]);
    expect(cart.snapshot.cart).toMatchObject({
      subtotal: 3_000,
      promotionAmount: 300,
      total: 2_700,
      promotionCodes: [{ codeName: 'WELCOME10', points: 300 }],
    });
  });

  it('shows the "invalid or expired" text for an expired code', async () => {
    const { apply, cart, cartId } = await setUp();
    expect(await apply.execute({ cartId: cartId(), code: 'EXPIRED2025', locale: 'en-CA' })).toEqual({
      outcome: 'refused',
      display: { kind: 'key', key: 'cart.promo.invalidOrExpired' },
    });
    expect(cart.snapshot.cart?.promotionAmount).toBe(0);
  });

  it('shows the "promo already applied" text for an invalid, a not eligible and an already applied code, as §8 writes it', async () => {
    const { apply, cartId } = await setUp();
    const alreadyApplied = { outcome: 'refused', display: { kind: 'key', key: 'cart.promo.alreadyApplied' } };
    expect(await apply.execute({ cartId: cartId(), code: 'NOPE', locale: 'en-CA' })).toEqual(alreadyApplied);
    // AURALIS500 is for the kettle only, which this cart does not hold.
    expect(await apply.execute({ cartId: cartId(), code: 'AURALIS500', locale: 'en-CA' })).toEqual(alreadyApplied);
    await apply.execute({ cartId: cartId(), code: 'WELCOME10', locale: 'en-CA' });
    expect(await apply.execute({ cartId: cartId(), code: 'WELCOME10', locale: 'en-CA' })).toEqual(alreadyApplied);
  });

  it('shows any other refusal in the server’s words', async () => {
    const { apply, gateway, cartId } = await setUp();
    gateway.promotionsEnabled = false;
    expect(await apply.execute({ cartId: cartId(), code: 'WELCOME10', locale: 'en-CA' })).toEqual({
      outcome: 'refused',
      display: { kind: 'text', text: 'Promotion codes are not offered in this programme.' },
    });
  });

  it('applies a single-product code to its product’s line only', async () => {
    const { apply, cart, cartId } = await setUp([
      [KETTLE, 1],
      [MUG, 2],
    ]);
    expect(await apply.execute({ cartId: cartId(), code: 'AURALIS500', locale: 'en-CA' })).toEqual({ outcome: 'applied' });
    expect(cart.snapshot.cart?.lines.map((line) => line.promotionAmount)).toEqual([500, 0]);
  });

  it('sends nothing for a blank code', async () => {
    const { apply, gateway, cartId } = await setUp();
    expect(await apply.execute({ cartId: cartId(), code: '  ', locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'empty' });
    expect(gateway.promoCodeRequests).toEqual([]);
  });

  it('says something went wrong when the server fails, and tells a read-only admin why nothing changed', async () => {
    const { apply, gateway, cartId, shown } = await setUp();
    const id = cartId();
    gateway.failure = UNAVAILABLE;
    expect(await apply.execute({ cartId: id, code: 'WELCOME10', locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'unavailable' });
    gateway.failure = READ_ONLY;
    expect(await apply.execute({ cartId: id, code: 'WELCOME10', locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'read-only' });
    expect(shown().map((notice) => notice.title.key)).toEqual(['cart.notice.changeFailedTitle', 'readOnly.noticeTitle']);
  });
});

describe('RemovePromoCode', () => {
  it('removes an applied code and its saving', async () => {
    const { apply, remove, cart, gateway, cartId } = await setUp();
    await apply.execute({ cartId: cartId(), code: 'WELCOME10', locale: 'en-CA' });
    const code = cart.snapshot.cart!.promotionCodes[0]!;
    expect(await remove.execute({ cartId: cartId(), code, locale: 'en-CA' })).toEqual({ outcome: 'removed' });
    expect(gateway.promoCodeRemovals).toEqual([{ cartId: cartId(), codeId: code.codeId, locale: 'en-CA' }]);
    expect(cart.snapshot.cart).toMatchObject({ promotionCodes: [], promotionAmount: 0, total: 3_000 });
  });

  it('shows the promotion error notification of §8 when it fails, and changes nothing', async () => {
    const { apply, remove, cart, gateway, cartId, shown, errors } = await setUp();
    await apply.execute({ cartId: cartId(), code: 'WELCOME10', locale: 'en-CA' });
    const code = cart.snapshot.cart!.promotionCodes[0]!;
    gateway.removePromoCode = async () => ({ ok: false, reason: 'unavailable', detail: '500' });
    expect(await remove.execute({ cartId: cartId(), code, locale: 'en-CA' })).toEqual({ outcome: 'failed', reason: 'unavailable' });
    expect(shown()).toEqual([
      expect.objectContaining({ kind: 'danger', title: { key: 'cart.promo.errorTitle' }, description: { key: 'cart.promo.removeFailed' } }),
    ]);
    expect(errors.reports).toHaveLength(1);
    expect(cart.snapshot.cart?.promotionCodes).toHaveLength(1);
  });
});
