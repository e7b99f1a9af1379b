import { describe, expect, it } from 'vitest';
import { PROMO_CODE_MESSAGES, PROMO_CODE_MESSAGE_KEYS, promoCodeErrorDisplay } from './promo-code-error.ts';

const alreadyApplied = { kind: 'key', key: 'cart.promo.alreadyApplied' };

describe('promo code error mapping (spec §8 "Promo add")', () => {
  it('shows the "promo already applied" text for the invalid promo_code detail, exactly as the spec writes it', () => {
    expect(PROMO_CODE_MESSAGE_KEYS.alreadyApplied).toBe('cart.promo.alreadyApplied');
    expect(
      promoCodeErrorDisplay({ message: 'The request is invalid.', errors: [{ field: 'promo_code', message: 'The selected promo code is invalid.' }] }),
    ).toEqual(alreadyApplied);
  });

  it('does so for the not-eligible and already-applied messages', () => {
    expect(promoCodeErrorDisplay({ message: 'This promotion is not eligible for this cart.' })).toEqual(alreadyApplied);
    expect(promoCodeErrorDisplay({ message: 'This promotion is already applied.', errors: [] })).toEqual(alreadyApplied);
  });

  it('reads the invalid text only on the promo_code field', () => {
    expect(
      promoCodeErrorDisplay({ message: 'x', errors: [{ field: 'other', message: PROMO_CODE_MESSAGES.invalid }] }),
    ).toEqual({ kind: 'text', text: PROMO_CODE_MESSAGES.invalid });
  });

  it('shows the first detail message otherwise', () => {
    expect(
      promoCodeErrorDisplay({
        message: 'The request is invalid.',
        errors: [{ field: 'promo_code', message: 'must not be empty' }, { field: 'x', message: 'second' }],
      }),
    ).toEqual({ kind: 'text', text: 'must not be empty' });
  });

  it('shows the invalid-or-expired text for an expired code, so French reads it in French', () => {
    expect(PROMO_CODE_MESSAGE_KEYS.invalidOrExpired).toBe('cart.promo.invalidOrExpired');
    expect(
      promoCodeErrorDisplay({ message: 'The selected promo code has expired.', errors: [{ field: 'promo_code', message: 'The selected promo code has expired.' }] }),
    ).toEqual({ kind: 'key', key: 'cart.promo.invalidOrExpired' });
  });

  it('shows the message as received when there is no detail', () => {
    expect(promoCodeErrorDisplay({ message: 'Something else.' })).toEqual({ kind: 'text', text: 'Something else.' });
  });

  it('names the server messages of the programme API', () => {
    expect(PROMO_CODE_MESSAGES).toEqual({
      invalid: 'The selected promo code is invalid.',
      expired: 'The selected promo code has expired.',
      notEligible: 'This promotion is not eligible for this cart.',
      alreadyApplied: 'This promotion is already applied.',
    });
  });
});
