/**
 * What the programme API answers when a promotion code cannot be added
 * (spec §8 "Promo add"): a general `message` and detail messages per field
 * (`errors`, the promo_code field among them).
 */
export interface PromoCodeFailure {
  readonly message: string;
  readonly errors?: readonly { readonly field: string; readonly message: string }[];
}

/** The server's messages that the spec names (English, as the server sends them). */
export const PROMO_CODE_MESSAGES = {
  invalid: 'The selected promo code is invalid.',
  expired: 'The selected promo code has expired.',
  notEligible: 'This promotion is not eligible for this cart.',
  alreadyApplied: 'This promotion is already applied.',
} as const;

/** i18n keys of the promo code texts; `invalidOrExpired` is the French 'invalide ou expiré' text of §8. */
export const PROMO_CODE_MESSAGE_KEYS = {
  alreadyApplied: 'cart.promo.alreadyApplied',
  invalidOrExpired: 'cart.promo.invalidOrExpired',
} as const;

/**
 * What the cart shows for a refused promotion code.
 * - `key`: show the translated text of that i18n key;
 * - `text`: show the server's message as received.
 */
export type PromoCodeErrorDisplay = { readonly kind: 'key'; readonly key: string } | { readonly kind: 'text'; readonly text: string };

/**
 * The mapping of spec §8 "Promo add", exactly as written: when the
 * promo_code detail message is 'The selected promo code is invalid.', or
 * the message is 'This promotion is not eligible for this cart.' or 'This
 * promotion is already applied.', the 'promo already applied' text shows;
 * otherwise the first detail message is shown; without any detail, the
 * message as received. A detail that is the server's expired text shows the
 * 'invalid or expired' text, so French members read it in French.
 */
export function promoCodeErrorDisplay(failure: PromoCodeFailure): PromoCodeErrorDisplay {
  const details = failure.errors ?? [];
  const promoDetail = details.find((error) => error.field === 'promo_code');
  if (
    promoDetail?.message === PROMO_CODE_MESSAGES.invalid ||
    failure.message === PROMO_CODE_MESSAGES.notEligible ||
    failure.message === PROMO_CODE_MESSAGES.alreadyApplied
  ) {
    return { kind: 'key', key: PROMO_CODE_MESSAGE_KEYS.alreadyApplied };
  }
  const first = details[0];
  if (first === undefined) {
    return { kind: 'text', text: failure.message };
  }
  if (first.message === PROMO_CODE_MESSAGES.expired) {
    return { kind: 'key', key: PROMO_CODE_MESSAGE_KEYS.invalidOrExpired };
  }
  return { kind: 'text', text: first.message };
}
