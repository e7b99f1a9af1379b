import type { ErrorReporter } from '../ports/error-reporter';
import type { RedemptionGateway } from '../ports/redemption-gateway';

/**
 * Each card's points-to-dollar ratio (spec §7 GET /member/account/{id}/ratio),
 * asked once per card and kept: it is the programme's configuration, the
 * rate the server converts that card's points at, so the store's previews
 * (cash back, direct deposit, Pay with Rewards) say what the server will do.
 *
 * Always holds: one call per card while its answer is kept; a failure is
 * not kept (the next reader asks again), gives null, and is reported unless
 * it is the session's.
 */
export class CardRatios {
  private readonly rates = new Map<number, Promise<number | null>>();

  constructor(
    private readonly gateway: RedemptionGateway,
    private readonly errors: ErrorReporter,
  ) {}

  /** Dollars per point of card `accountId`, or null when it could not be read. */
  rateOf(accountId: number): Promise<number | null> {
    const known = this.rates.get(accountId);
    if (known) return known;
    const asked = this.gateway.cardRatio(accountId).then((result) => {
      if (result.ok) return result.conversionRate;
      this.rates.delete(accountId);
      this.errors.report('card ratio', result);
      return null;
    });
    this.rates.set(accountId, asked);
    return asked;
  }
}
