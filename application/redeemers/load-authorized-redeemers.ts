import type { AuthorizedRedeemer, RedeemerRelation } from '@domain/account/authorized-redeemer';
import type { Locale } from '@domain/locale/locale';
import { defer, forkJoin, map, type Observable } from 'rxjs';
import type { AuthorizedRedeemerGateway } from '../ports/authorized-redeemer-gateway';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * The card's redeemers and the relations to choose from; 'primary-only' on a
 * card the member only redeems on (its holder names its redeemers); null
 * when either could not be read.
 */
export type RedeemersLoad =
  | { readonly redeemers: readonly AuthorizedRedeemer[]; readonly relations: readonly RedeemerRelation[] }
  | 'primary-only'
  | null;

/**
 * Reads the authorized redeemers of a card and the relation list (spec §7,
 * "relations fetched separately"), side by side. Runs when subscribed;
 * unsubscribing drops the answers.
 *
 * Always holds: a failure of either gives null and is reported unless it is
 * the session's.
 */
export class LoadAuthorizedRedeemers {
  constructor(
    private readonly gateway: AuthorizedRedeemerGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute(input: { readonly accountId: number; readonly locale: Locale }): Observable<RedeemersLoad> {
    return forkJoin([defer(() => this.gateway.list(input)), defer(() => this.gateway.relations(input.locale))]).pipe(
      map(([list, relations]) => {
        if (list.ok && relations.ok) return { redeemers: list.redeemers, relations: relations.relations };
        if (!list.ok && list.reason === 'primary-only') return 'primary-only' as const;
        const failure = list.ok ? relations : list;
        if (!failure.ok) this.errors.report('authorized redeemers', failure);
        return null;
      }),
    );
  }
}
