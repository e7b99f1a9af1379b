import type { AccountStore } from '../account/account-store';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { PendingActionGateway } from '../ports/pending-action-gateway';
import type { EndSession } from '../session/end-session';
import type { LoadMemberData } from '../session/load-member-data';
import type { PendingActionsStore } from './pending-actions-store';

export type AcceptPendingActionsResult =
  | { readonly ok: true }
  /** Spec §8: "programme rules cannot be accepted, reach out to customer support". */
  | { readonly ok: false; readonly reason: 'refused' | 'unauthenticated' };

/**
 * The member accepts the programme rules (every pending action), after
 * ticking the required consent box (spec §5). Then the account loads and
 * the member may use the store.
 *
 * Always holds: each pending action is accepted once, in order, and the
 * first refusal stops the rest; only when all were accepted is the account
 * state reset and loaded again (account, then profile); a 401 ends the
 * session.
 */
export class AcceptPendingActions {
  constructor(
    private readonly gateway: PendingActionGateway,
    private readonly store: PendingActionsStore,
    private readonly accounts: AccountStore,
    private readonly loadMemberData: LoadMemberData,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<AcceptPendingActionsResult> {
    const { details, reported } = this.store.snapshot;
    const ids = details.length > 0 ? details.map((action) => action.id) : reported.map((action) => action.id);
    for (const id of ids) {
      const result = await this.gateway.accept(id);
      if (result.ok) continue;
      if (result.error.errorCode === UNAUTHORIZED) {
        this.endSession.execute();
        return { ok: false, reason: 'unauthenticated' };
      }
      this.errors.report('pending action accept', result.error);
      return { ok: false, reason: 'refused' };
    }
    this.store.clear();
    // The account state still says "pending actions"; start it afresh so the load runs.
    this.accounts.reset();
    await this.loadMemberData.execute();
    if (this.accounts.snapshot.isPendingActions) return { ok: false, reason: 'refused' };
    return { ok: true };
  }
}
