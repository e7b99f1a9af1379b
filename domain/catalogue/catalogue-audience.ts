import type { Shopper } from '../session/shopper.ts';

/**
 * Whom catalogue prices are for: a member, priced for the active card (null
 * lets the server choose when they have none), or a visitor, priced in the
 * programme's points currency.
 */
export type CatalogueAudience = { readonly kind: 'member'; readonly accountId: number | null } | { readonly kind: 'guest' };

/**
 * The audience of every catalogue read (pages, product detail, featured
 * products), or 'wait' while a signed-in member's card is not known yet:
 * the price depends on the card.
 */
export function catalogueAudience(shopper: Shopper): CatalogueAudience | 'wait' {
  if (shopper.kind === 'guest') return { kind: 'guest' };
  if (shopper.card === 'unknown') return 'wait';
  return { kind: 'member', accountId: shopper.card.accountId };
}
