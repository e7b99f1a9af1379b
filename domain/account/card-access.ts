/**
 * What a member may do on a card (decisions §8): its primary holder
 * everything; an authorized redeemer only redeem its points (shop, cart,
 * checkout, redemptions) and nothing else: not see its transactions, not
 * download them, not erase its annual fee or pay back its purchases (Pay with
 * Rewards), not manage who else redeems.
 */
export type CardCapability = 'redeem' | 'view-transactions' | 'erase-annual-fee' | 'pay-with-rewards' | 'manage-redeemers';

/** Whether a member of a card, primary or an authorized redeemer, may do `capability` on it. */
export function canOnCard(capability: CardCapability, membership: { readonly isPrimary: boolean }): boolean {
  return membership.isPrimary || capability === 'redeem';
}
