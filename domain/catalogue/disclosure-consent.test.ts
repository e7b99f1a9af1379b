import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canAddToCart, type AddToCartConditions } from './disclosure-consent.ts';

const ready: AddToCartConditions = { isDisclosureConsentMandatory: false, consentAccepted: false, hideAddToCart: false, available: true };

describe('canAddToCart', () => {
  it('lets an available product without a mandatory consent go in the cart', () => {
    expect(canAddToCart(ready)).toEqual({ ok: true });
  });

  it('blocks a product with a mandatory disclosure consent until it is accepted', () => {
    expect(canAddToCart({ ...ready, isDisclosureConsentMandatory: true })).toEqual({ ok: false, reason: 'consent-required' });
    expect(canAddToCart({ ...ready, isDisclosureConsentMandatory: true, consentAccepted: true })).toEqual({ ok: true });
  });

  it('blocks an unavailable product, whatever the consent', () => {
    expect(canAddToCart({ ...ready, available: false })).toEqual({ ok: false, reason: 'unavailable' });
    expect(canAddToCart({ ...ready, available: false, isDisclosureConsentMandatory: true })).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('blocks a product whose add to cart is hidden, before any other reason', () => {
    expect(canAddToCart({ ...ready, hideAddToCart: true })).toEqual({ ok: false, reason: 'hidden' });
    expect(
      canAddToCart({ isDisclosureConsentMandatory: true, consentAccepted: false, hideAddToCart: true, available: false }),
    ).toEqual({ ok: false, reason: 'hidden' });
  });

  it('always allows exactly when shown, available and consented where consent is mandatory', () => {
    fc.assert(
      fc.property(
        fc.record({ isDisclosureConsentMandatory: fc.boolean(), consentAccepted: fc.boolean(), hideAddToCart: fc.boolean(), available: fc.boolean() }),
        (conditions) => {
          const allowed =
            !conditions.hideAddToCart && conditions.available && (!conditions.isDisclosureConsentMandatory || conditions.consentAccepted);
          expect(canAddToCart(conditions).ok).toBe(allowed);
        },
      ),
    );
  });
});
