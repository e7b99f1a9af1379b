import type { Locale } from '@domain/locale/locale';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PromotionGroupStore } from './promotion-group-store';

/**
 * The shop loads the programme's promotion groups (names for the promotion
 * filter; the facet counts carry only their codes).
 *
 * Always holds: at most one request per language while its groups are
 * loading or loaded (the shop may ask on every render); a failure is
 * reported and may be retried by asking again. The call is public, so it
 * never ends a session.
 */
export class LoadPromotionGroups {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly store: PromotionGroupStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(locale: Locale): Promise<void> {
    const current = this.store.snapshot;
    if (current.locale === locale && (current.status === 'loading' || current.status === 'loaded')) return;
    const ticket = this.store.begin(locale);
    const result = await this.gateway.listPromotionGroups(locale);
    if (result.ok) {
      this.store.succeed(ticket, result.groups);
      return;
    }
    this.store.fail(ticket);
    this.errors.report('promotion groups', result.error);
  }
}
