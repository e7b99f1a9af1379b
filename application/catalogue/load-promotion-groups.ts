import type { PromotionGroup } from '@domain/catalogue/promotion-group';
import type { Locale } from '@domain/locale/locale';
import { defer, map, type Observable } from 'rxjs';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * The shop's promotion filter needs the programme's promotion groups (their
 * names; the facet counts carry only their codes). Runs when subscribed;
 * unsubscribing drops the answer.
 *
 * Always holds: a failure is reported and gives null. The call is public.
 */
export class LoadPromotionGroups {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(locale: Locale): Observable<readonly PromotionGroup[] | null> {
    return defer(() => this.gateway.listPromotionGroups(locale)).pipe(
      map((result) => {
        if (result.ok) return result.groups;
        this.errors.report('promotion groups', result);
        return null;
      }),
    );
  }
}
