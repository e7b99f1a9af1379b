import type { Locale } from '@domain/locale/locale';
import type { PayWithRewardsDateRange, PayWithRewardsView } from '@domain/redemption/pay-with-rewards';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { CardRatios } from './card-ratios';
import type { PayWithRewardsGateway, PayWithRewardsPage } from '../ports/pay-with-rewards-gateway';

/** What the Pay with Rewards page shows: the view, the date range and the page. */
export interface PayWithRewardsQuery {
  readonly view: PayWithRewardsView;
  readonly days: PayWithRewardsDateRange;
  readonly page: number;
}

/**
 * Reads one page of the active card's Pay with Rewards activities, with
 * the card's own ratio (CardRatios) as the rate its points are counted at.
 * Runs when subscribed; unsubscribing drops the answer. A failure gives
 * null ('primary-only' when only the primary holder may see them) and is
 * reported unless it is the session's; without the ratio, the page's rate.
 */
export class LoadPayWithRewards {
  constructor(
    private readonly gateway: PayWithRewardsGateway,
    private readonly ratios: CardRatios,
    private readonly errors: ErrorReporter,
  ) {}

  execute(input: {
    readonly accountId: number;
    readonly query: PayWithRewardsQuery;
    readonly locale: Locale;
  }): Observable<PayWithRewardsPage | 'primary-only' | null> {
    const { accountId, query, locale } = input;
    return defer(() =>
      Promise.all([
        this.gateway.list({ accountId, view: query.view, days: query.days, page: query.page, locale }),
        this.ratios.rateOf(accountId),
      ]),
    ).pipe(
      map(([result, rate]) => {
        if (result.ok) return { ...result.page, conversionRate: rate ?? result.page.conversionRate };
        if (result.reason === 'primary-only') return 'primary-only' as const;
        this.errors.report('pay with rewards', result);
        return null;
      }),
    );
  }
}
