import { describe, expect, it } from 'vitest';
import { EXTERNAL_REDEMPTION_GROUPS, redeemGroupOf } from './external-redemption';

describe('external redemption groups (spec §2)', () => {
  it('opens cash back, direct deposit and miles', () => {
    expect(EXTERNAL_REDEMPTION_GROUPS).toEqual(['cash-back', 'direct-deposit', 'travel-miles']);
  });

  it('reads /redeem/:group, cash back when it names none or another', () => {
    expect(redeemGroupOf('direct-deposit')).toBe('direct-deposit');
    expect(redeemGroupOf('cash-back')).toBe('cash-back');
    expect(redeemGroupOf(undefined)).toBe('cash-back');
    expect(redeemGroupOf('travel-miles')).toBe('cash-back');
  });
});
