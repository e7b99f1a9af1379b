import type { ExternalRedemptionGroup, ExternalRedemptionProduct } from '@rewards-storefront/domain/redemptions/external-redemption';
import type { ContextStore, MemberContext } from '../context/context-store';
import { activeCardQuery } from '../context/active-card-query';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RedemptionGateway } from '../ports/redemption-gateway';
import type { CardRatios } from './card-ratios';

/** A redemption screen's products for the group it shows. */
export type ExternalRedemptionState = QueryState<{ group: ExternalRedemptionGroup }, { products: readonly ExternalRedemptionProduct[] }, 'no-card'>;

export type ExternalRedemptionStore = QueryStore<ExternalRedemptionGroup, MemberContext, ExternalRedemptionState>;

/**
 * The products of the external redemption group a screen shows (cash back,
 * direct deposit, the airline partners of Rewards for Miles; spec §7), for
 * the active card in the page's language, each valued at the card's own
 * ratio (CardRatios; the product's rate without it).
 *
 * Always holds: a member without a usable card has nothing to redeem ('no-card').
 */
export function externalRedemptions(
  context: ContextStore,
  gateway: RedemptionGateway,
  ratios: CardRatios,
  errors: ErrorReporter,
): Query<ExternalRedemptionGroup, MemberContext, ExternalRedemptionState> {
  return activeCardQuery(
    context,
    (group: ExternalRedemptionGroup) => ({ group }),
    (group, { accountId, locale }) =>
      ask(
        errors,
        'external redemption products',
        // The ratio is asked once the products came (it is kept per card, so only the first visit waits for it).
        async () => {
          const result = await gateway.products({ group, accountId, locale });
          return result.ok ? { ...result, rate: await ratios.rateOf(accountId) } : result;
        },
        (result): ExternalRedemptionState => {
          if (!result.ok) return { status: 'failed', group };
          const { rate } = result;
          return { status: 'loaded', group, products: rate === null ? result.products : result.products.map((product) => ({ ...product, conversionRate: rate })) };
        },
      ),
  );
}
