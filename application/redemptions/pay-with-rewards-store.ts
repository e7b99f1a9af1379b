import type { PayWithRewardsDateRange, PayWithRewardsView } from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import type { ContextStore, MemberContext } from '../context/context-store';
import { activeCardQuery } from '../context/active-card-query';
import type { QueryState } from '../context/query-state';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PayWithRewardsGateway, PayWithRewardsPage } from '../ports/pay-with-rewards-gateway';
import type { CardRatios } from './card-ratios';

/** What the Pay with Rewards page shows: the view, the date range and the page. */
export interface PayWithRewardsQuery {
  readonly view: PayWithRewardsView;
  readonly days: PayWithRewardsDateRange;
  readonly page: number;
}

/** The Pay with Rewards page's data for the query it shows. */
export type PayWithRewardsState = QueryState<{ query: PayWithRewardsQuery }, { page: PayWithRewardsPage }, 'no-card' | 'primary-only'>;

export type PayWithRewardsStore = QueryStore<PayWithRewardsQuery, MemberContext, PayWithRewardsState>;

/**
 * The active card's Pay with Rewards activities for the query the page
 * shows (its address's view, range and page), in the page's language, with
 * the card's own ratio (CardRatios) as the rate its points are counted at
 * (the page's rate without it); loaded again after a reimbursement (`retry`).
 *
 * Always holds: a member without a usable card has none ('no-card'); an
 * authorized redeemer is told only the primary holder can ('primary-only',
 * not reported).
 */
export function payWithRewards(
  context: ContextStore,
  gateway: PayWithRewardsGateway,
  ratios: CardRatios,
  errors: ErrorReporter,
): Query<PayWithRewardsQuery, MemberContext, PayWithRewardsState> {
  return activeCardQuery(
    context,
    (query: PayWithRewardsQuery) => ({ query }),
    (query, { accountId, locale }) => {
      const { view, days, page } = query;
      return ask(
        errors,
        'pay with rewards',
        async () => {
          const [result, rate] = await Promise.all([gateway.list({ accountId, view, days, page, locale }), ratios.rateOf(accountId)]);
          return result.ok ? { ...result, rate } : result;
        },
        (result): PayWithRewardsState => {
          if (!result.ok) return { status: result.reason === 'primary-only' ? 'primary-only' : 'failed', query };
          return { status: 'loaded', query, page: { ...result.page, conversionRate: result.rate ?? result.page.conversionRate } };
        },
        ['primary-only'],
      );
    },
  );
}
