import type { AuthorizedRedeemer, NewAuthorizedRedeemer, RedeemerRelation } from '@rewards-storefront/domain/account/authorized-redeemer';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';
import type { PrimaryOnly } from './transaction-gateway';

export type RedeemersResult = { readonly ok: true; readonly redeemers: readonly AuthorizedRedeemer[] } | GatewayFailure<PrimaryOnly>;
export type RelationsResult = { readonly ok: true; readonly relations: readonly RedeemerRelation[] } | GatewayFailure;
/** `already-named`: the person (by email) is already one of the card's redeemers. */
export type AddRedeemerResult =
  { readonly ok: true; readonly redeemer: AuthorizedRedeemer } | GatewayFailure<PrimaryOnly | { readonly reason: 'already-named' }>;
export type RemoveRedeemerResult = { readonly ok: true } | GatewayFailure<PrimaryOnly>;

/**
 * The authorized redeemers of a card (spec §7: GET/POST
 * /member/account/{id}/authorized-redeemer, DELETE …/{redeemerId}, GET
 * /member/authorized-redeemer-relations).
 *
 * Contract: only the card's primary holder lists and changes them
 * (`primary-only` otherwise); another member's card, or another card's
 * redeemer, is `not-found`; an added redeemer is listed (oldest first) until
 * removed. Never throws for HTTP or network failures.
 */
export interface AuthorizedRedeemerGateway {
  list(request: { readonly accountId: number; readonly locale: Locale }): Promise<RedeemersResult>;
  relations(locale: Locale): Promise<RelationsResult>;
  add(request: {
    readonly accountId: number;
    readonly redeemer: NewAuthorizedRedeemer;
    readonly locale: Locale;
  }): Promise<AddRedeemerResult>;
  remove(request: { readonly accountId: number; readonly redeemerId: number }): Promise<RemoveRedeemerResult>;
}
