import type { ProductGroup } from '@domain/catalogue/product-group';
import { defer, map, type Observable } from 'rxjs';
import type { MemberContext } from '../context/context-store';
import type { CatalogueGateway } from '../ports/catalogue-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * A member's product page shows the rest of the product's group ("More in
 * this range", GET /member/product-group/{id}), priced for the active card.
 * Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: a failure gives null and is reported unless it is the
 * session's.
 */
export class LoadProductGroup {
  constructor(
    private readonly gateway: CatalogueGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(id: number, { locale, accountId }: MemberContext): Observable<ProductGroup | null> {
    return defer(() => this.gateway.getProductGroup({ id, locale, accountId })).pipe(
      map((result) => {
        if (result.ok) return result.group;
        this.errors.report('product group', result);
        return null;
      }),
    );
  }
}
