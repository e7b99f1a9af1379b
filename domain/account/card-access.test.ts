import { describe, expect, it } from 'vitest';
import { canOnCard, type CardCapability } from './card-access.ts';

const EVERYTHING: CardCapability[] = ['redeem', 'view-transactions', 'erase-annual-fee', 'pay-with-rewards', 'manage-redeemers'];

describe('what a member may do on a card', () => {
  it('lets the primary holder do everything', () => {
    for (const capability of EVERYTHING) expect(canOnCard(capability, { isPrimary: true })).toBe(true);
  });

  it('lets an authorized redeemer redeem on the card and nothing else', () => {
    expect(EVERYTHING.filter((capability) => canOnCard(capability, { isPrimary: false }))).toEqual(['redeem']);
  });
});
