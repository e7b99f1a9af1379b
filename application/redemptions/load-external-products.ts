import type { Locale } from '@domain/locale/locale';
import type { ExternalRedemptionGroup, ExternalRedemptionProduct } from '@domain/redemption/external-redemption';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import { isSessionFailure } from '../ports/gateway-failure';
import type { RedemptionGateway } from '../ports/redemption-gateway';

/**
 * Reads the products of an external redemption group for the active card
 * (spec §7). Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: a failure gives null and is reported unless it is the session's.
 */
export class LoadExternalProducts {
  constructor(
    private readonly gateway: RedemptionGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(input: {
    readonly group: ExternalRedemptionGroup;
    readonly accountId: number;
    readonly locale: Locale;
  }): Observable<readonly ExternalRedemptionProduct[] | null> {
    return defer(() => this.gateway.products(input)).pipe(
      map((result) => {
        if (result.ok) return result.products;
        if (!isSessionFailure(result)) this.errors.report('external redemption products', result);
        return null;
      }),
    );
  }
}
