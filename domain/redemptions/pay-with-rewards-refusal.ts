import type { PayWithRewardsRefusal } from './pay-with-rewards.ts';

/**
 * Why the programme API refused to pay back a purchase, one tag per refusal
 * code it answers (POST /member/account/{id}/pay-with-reward): the purchase
 * is no longer redeemable (409 PURCHASE_NOT_REDEEMABLE, with its reason when
 * the server names one the store knows), the card lacks the points (409
 * INSUFFICIENT_POINTS), only the primary holder may (403
 * PRIMARY_CARDHOLDER_ONLY), the card is not active (409 ACCOUNT_NOT_ACTIVE),
 * the same attempt is under way (409 IDEMPOTENCY_REQUEST_IN_PROGRESS), its
 * key was used for another request (422 IDEMPOTENCY_KEY_REUSED), no such
 * purchase (404), the amount was refused (400 VALIDATION_ERROR), or no
 * usable answer.
 */
export type PayWithRewardsFailure =
  | { readonly reason: 'not-redeemable'; readonly refusal: PayWithRewardsRefusal | null }
  | {
      readonly reason:
        | 'insufficient-points'
        | 'primary-only'
        | 'account-not-active'
        | 'in-progress'
        | 'key-reused'
        | 'not-found'
        | 'invalid'
        | 'unavailable';
    };

/** The message of each refusal that is not about the purchase itself (i18n keys, both languages). */
export const PAY_WITH_REWARDS_FAILURE_KEYS = {
  'insufficient-points': 'payWithRewards.notice.insufficient',
  'primary-only': 'payWithRewards.primaryOnly',
  'account-not-active': 'payWithRewards.refusals.accountNotActive',
  'in-progress': 'payWithRewards.refusals.inProgress',
  'key-reused': 'payWithRewards.notice.failed',
  'not-found': 'payWithRewards.refusals.notFound',
  invalid: 'payWithRewards.refusals.invalidAmount',
  unavailable: 'payWithRewards.notice.failed',
} as const;

/** Why the purchase itself cannot be paid back (i18n keys); an unnamed reason has a message of its own. */
export const PAY_WITH_REWARDS_REFUSAL_KEYS: Readonly<Record<PayWithRewardsRefusal | 'unnamed', string>> = {
  'already-redeemed': 'payWithRewards.refusals.alreadyRedeemed',
  'below-minimum': 'payWithRewards.refusals.belowMinimum',
  expired: 'payWithRewards.refusals.expired',
  unnamed: 'payWithRewards.refusals.notRedeemable',
};

/**
 * The message a member reads for a refusal (spec §8 "pay-with-rewards
 * redeem failure"), as an i18n key of the store's own catalogue in both
 * languages: never the server's text, which is English whatever the page's
 * language.
 */
export function payWithRewardsFailureKey(failure: PayWithRewardsFailure): string {
  if (failure.reason === 'not-redeemable') return PAY_WITH_REWARDS_REFUSAL_KEYS[failure.refusal ?? 'unnamed']!;
  return PAY_WITH_REWARDS_FAILURE_KEYS[failure.reason];
}
