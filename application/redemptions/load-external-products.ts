import type { Locale } from '@domain/locale/locale';
import type { ExternalRedemptionGroup, ExternalRedemptionProduct } from '@domain/redemption/external-redemption';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { RedemptionGateway } from '../ports/redemption-gateway';
import type { CardRatios } from './card-ratios';

/**
 * Reads the products of an external redemption group for the active card
 * (spec §7), each valued at the card's own ratio (CardRatios; the
 * product's rate without it). Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: a failure gives null and is reported unless it is the session's.
 */
export class LoadExternalProducts {
  constructor(
    private readonly gateway: RedemptionGateway,
    private readonly ratios: CardRatios,
    private readonly errors: ErrorReporter,
  ) {}

  execute(input: {
    readonly group: ExternalRedemptionGroup;
    readonly accountId: number;
    readonly locale: Locale;
  }): Observable<readonly ExternalRedemptionProduct[] | null> {
    // The ratio is asked once the products came (it is kept per card, so only the first visit waits for it).
    const load = async () => {
      const result = await this.gateway.products(input);
      return [result, result.ok ? await this.ratios.rateOf(input.accountId) : null] as const;
    };
    return defer(load).pipe(
      map(([result, rate]) => {
        if (result.ok) return rate === null ? result.products : result.products.map((product) => ({ ...product, conversionRate: rate }));
        this.errors.report('external redemption products', result);
        return null;
      }),
    );
  }
}
