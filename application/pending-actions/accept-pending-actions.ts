import { lastValueFrom } from 'rxjs';
import type { AccountStore } from '../account/account-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PendingActionGateway } from '../ports/pending-action-gateway';
import type { LoadMemberData } from '../session/load-member-data';
import type { SessionStore } from '../session/session-store';
import type { PendingActionsStore } from './pending-actions-store';

export type AcceptPendingActionsResult =
  | { readonly ok: true }
  /**
   * 'refused', spec §8: "programme rules cannot be accepted, reach out to
   * customer support"; 'member-only': an admin logged in as the member may
   * not accept the rules for them; 'signed-out': the session is over.
   */
  | { readonly ok: false; readonly reason: 'refused' | 'member-only' | 'signed-out' };

/**
 * The member accepts the programme rules (every pending action), after
 * ticking the required consent box (spec §5). Then the account loads and
 * the member may use the store.
 *
 * Always holds: each pending action is accepted once, in order, and the
 * first refusal stops the rest; only when all were accepted is the account
 * state reset and loaded again (account, then profile).
 */
export class AcceptPendingActions {
  constructor(
    private readonly gateway: PendingActionGateway,
    private readonly store: PendingActionsStore,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly loadMemberData: LoadMemberData,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(): Promise<AcceptPendingActionsResult> {
    const { details, reported } = this.store.snapshot;
    const ids = details.length > 0 ? details.map((action) => action.id) : reported.map((action) => action.id);
    for (const id of ids) {
      const result = await this.gateway.accept(id);
      if (result.ok) continue;
      if (result.reason === 'unauthorized') return { ok: false, reason: 'signed-out' };
      if (result.reason === 'member-consent-required' || result.reason === 'read-only') return { ok: false, reason: 'member-only' };
      this.errors.report('pending action accept', result);
      return { ok: false, reason: 'refused' };
    }
    const memberId = this.sessions.snapshot.session?.memberId ?? null;
    if (memberId === null) return { ok: false, reason: 'signed-out' };
    this.store.clear();
    // The account state still says "pending actions"; start it afresh so the load runs.
    this.accounts.reset();
    await lastValueFrom(this.loadMemberData.execute({ memberId }), { defaultValue: undefined });
    if (this.accounts.snapshot.isPendingActions) return { ok: false, reason: 'refused' };
    return { ok: true };
  }
}
