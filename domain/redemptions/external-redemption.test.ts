import { describe, expect, it } from 'vitest';
import { EXTERNAL_REDEMPTION_GROUPS, redeemGroupOf } from './external-redemption.ts';

describe('external redemption groups (spec §2)', () => {
  it('opens cash back, direct deposit and miles', () => {
    expect(EXTERNAL_REDEMPTION_GROUPS).toEqual(['cash-back', 'direct-deposit', 'travel-miles']);
  });

  it('reads /redeem/:group: cash back when it names none, cash back and direct deposit by name', () => {
    expect(redeemGroupOf('direct-deposit')).toBe('direct-deposit');
    expect(redeemGroupOf('cash-back')).toBe('cash-back');
    expect(redeemGroupOf(undefined)).toBe('cash-back');
  });

  it('names no group (the page is not found) for any other name', () => {
    expect(redeemGroupOf('unknown')).toBeNull();
    expect(redeemGroupOf('travel-miles')).toBeNull();
    expect(redeemGroupOf('')).toBeNull();
    expect(redeemGroupOf('Cash-Back')).toBeNull();
    expect(redeemGroupOf('cash-back ')).toBeNull();
    expect(redeemGroupOf('direct-deposits')).toBeNull();
  });
});
