import { isBelowCashBack, rankRedemptionWays } from '@rewards-storefront/domain/points/redemption-ways';
import type { PointValue } from '@rewards-storefront/domain/points/value-per-point';
import { distinctUntilChanged, of } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { sameCard } from '../context/same-card';
import { ask, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RedemptionGateway, RedemptionWayOffer } from '../ports/redemption-gateway';

/** A way to redeem in the ranking, and whether it gives less for a point than cash back. */
export interface RankedWay extends RedemptionWayOffer {
  readonly belowCashBack: boolean;
}

/** The active card's ways to redeem, best value first; empty while unknown (loading, failed, or no usable card). */
export interface BestValueState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  readonly cashBack: PointValue | null;
  /** The programme's reference value of a mile, in hundredths of a cent; null while unknown. */
  readonly mileValueHundredthsOfCent: number | null;
  readonly ways: readonly RankedWay[];
}

const INITIAL: BestValueState = { status: 'idle', cashBack: null, mileValueHundredthsOfCent: null, ways: [] };

/**
 * "Best value for my points" (issue 26 item 1): what a point of the active
 * card is worth in every way it can redeem, ranked by the domain's rule
 * (exact, best first, ties in the server's order) and each flagged when
 * below cash back; again when the member switches cards.
 *
 * Always holds: `ways` are the active card's or empty, never the last
 * card's; a failure leaves them empty and is reported.
 */
export function bestValue(context: ContextStore, gateway: RedemptionGateway, errors: ErrorReporter): Query<null, MemberContext, BestValueState> {
  return {
    initial: INITIAL,
    // Names come in both languages: only another member or card loads again.
    context$: context.member$.pipe(distinctUntilChanged(sameCard)),
    loading: () => ({ status: 'loading', cashBack: null, mileValueHundredthsOfCent: null, ways: [] }),
    fetch: (_, { accountId }) =>
      accountId === null
        ? of<BestValueState>({ status: 'loaded', cashBack: null, mileValueHundredthsOfCent: null, ways: [] })
        : ask(errors, 'redemption values', () => gateway.redemptionValues(accountId), (result): BestValueState =>
            result.ok
              ? {
                  status: 'loaded',
                  cashBack: result.cashBack,
                  mileValueHundredthsOfCent: result.mileValueHundredthsOfCent,
                  ways: rankRedemptionWays(result.ways).map((way) => ({ ...way, belowCashBack: isBelowCashBack(way, result.cashBack) })),
                }
              : { status: 'failed', cashBack: null, mileValueHundredthsOfCent: null, ways: [] },
          ),
  };
}
