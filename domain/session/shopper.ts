/**
 * Who is looking at the store right now, as every member read needs to know
 * it: a visitor; a signed-in member whose cards are not known yet; or a
 * signed-in member with their active card (null when they have no usable
 * card, or the cards could not be loaded).
 */
export type Shopper =
  | { readonly kind: 'guest' }
  | { readonly kind: 'member'; readonly memberId: number; readonly card: 'unknown' }
  | { readonly kind: 'member'; readonly memberId: number; readonly card: { readonly accountId: number | null } };

/** What the client knows of the session and of the member's cards. */
export interface ShopperFacts {
  /** The signed-in member, or null for a visitor. */
  readonly memberId: number | null;
  /** The cards' load is under way (the first one, or a card switch). */
  readonly cardsLoading: boolean;
  /**
   * The cards' load has ended one way or another: loaded, failed, or refused
   * because the programme rules must be accepted first.
   */
  readonly cardsSettled: boolean;
  /** The active card, when one is chosen. */
  readonly accountId: number | null;
}

/**
 * The shopper behind the facts. A member's card is 'unknown' from sign-in
 * until the cards' load has settled, and again during a card switch: asking
 * for prices then would price for no card and ask again a moment later.
 */
export function shopperOf(facts: ShopperFacts): Shopper {
  if (facts.memberId === null) return { kind: 'guest' };
  if (facts.cardsLoading || !facts.cardsSettled) return { kind: 'member', memberId: facts.memberId, card: 'unknown' };
  return { kind: 'member', memberId: facts.memberId, card: { accountId: facts.accountId } };
}
