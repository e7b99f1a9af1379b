/** What decides whether a product can go in the cart from its detail page. */
export interface AddToCartConditions {
  /** The product needs its disclosure consent accepted first (a prepaid card, spec §5). */
  readonly isDisclosureConsentMandatory: boolean;
  /** The member has ticked the disclosure consent. */
  readonly consentAccepted: boolean;
  /** The programme hides add to cart for this product (`hide_add_to_cart`). */
  readonly hideAddToCart: boolean;
  /** The product, or its chosen variant, can be ordered now. */
  readonly available: boolean;
}

/** Why a product cannot go in the cart; the UI turns it into text or hides the button. */
export type AddToCartRefusal = 'consent-required' | 'unavailable' | 'hidden';

/** Whether add to cart may proceed, and if not, why. */
export type AddToCartDecision = { readonly ok: true } | { readonly ok: false; readonly reason: AddToCartRefusal };

/**
 * Whether the member may add the product to the cart (spec §2, §5): not when
 * the programme hides the button, then not when the product is unavailable
 * ('Item Not Available'), then not while a mandatory disclosure consent is
 * unticked. The reasons are checked in that order because a hidden button
 * needs no message and consent matters only for a product that can be had.
 */
export function canAddToCart({ isDisclosureConsentMandatory, consentAccepted, hideAddToCart, available }: AddToCartConditions): AddToCartDecision {
  if (hideAddToCart) {
    return { ok: false, reason: 'hidden' };
  }
  if (!available) {
    return { ok: false, reason: 'unavailable' };
  }
  if (isDisclosureConsentMandatory && !consentAccepted) {
    return { ok: false, reason: 'consent-required' };
  }
  return { ok: true };
}
