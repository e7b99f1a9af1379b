import { describe, expect, it } from 'vitest';
import { PAY_WITH_REWARDS_FAILURE_KEYS, PAY_WITH_REWARDS_REFUSAL_KEYS, payWithRewardsFailureKey } from './pay-with-rewards-refusal.ts';

describe('payWithRewardsFailureKey (every Pay with Rewards refusal has a message of the store’s own)', () => {
  it('names why the purchase itself cannot be paid back', () => {
    expect(payWithRewardsFailureKey({ reason: 'not-redeemable', refusal: 'already-redeemed' })).toBe('payWithRewards.refusals.alreadyRedeemed');
    expect(payWithRewardsFailureKey({ reason: 'not-redeemable', refusal: 'below-minimum' })).toBe('payWithRewards.refusals.belowMinimum');
    expect(payWithRewardsFailureKey({ reason: 'not-redeemable', refusal: 'expired' })).toBe('payWithRewards.refusals.expired');
    expect(payWithRewardsFailureKey({ reason: 'not-redeemable', refusal: null })).toBe('payWithRewards.refusals.notRedeemable');
  });

  it('names the other refusals, a reused key and no answer being the generic failure', () => {
    expect(payWithRewardsFailureKey({ reason: 'insufficient-points' })).toBe('payWithRewards.notice.insufficient');
    expect(payWithRewardsFailureKey({ reason: 'primary-only' })).toBe('payWithRewards.primaryOnly');
    expect(payWithRewardsFailureKey({ reason: 'account-not-active' })).toBe('payWithRewards.refusals.accountNotActive');
    expect(payWithRewardsFailureKey({ reason: 'in-progress' })).toBe('payWithRewards.refusals.inProgress');
    expect(payWithRewardsFailureKey({ reason: 'not-found' })).toBe('payWithRewards.refusals.notFound');
    expect(payWithRewardsFailureKey({ reason: 'invalid' })).toBe('payWithRewards.refusals.invalidAmount');
    expect(payWithRewardsFailureKey({ reason: 'key-reused' })).toBe('payWithRewards.notice.failed');
    expect(payWithRewardsFailureKey({ reason: 'unavailable' })).toBe('payWithRewards.notice.failed');
  });

  it('gives every refusal a key of the catalogue of messages, never text', () => {
    for (const key of [...Object.values(PAY_WITH_REWARDS_FAILURE_KEYS), ...Object.values(PAY_WITH_REWARDS_REFUSAL_KEYS)]) {
      expect(key).toMatch(/^payWithRewards\.[a-zA-Z]+(\.[a-zA-Z]+)?$/);
    }
  });
});
