import { of } from 'rxjs';
import type { ContentContext, ContextStore } from '../context/context-store';
import { ask, QueryStore } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PendingAction, PendingActionDetail, PendingActionGateway } from '../ports/pending-action-gateway';

export interface PendingActionsState {
  /** As the last 403 PENDING_ACTIONS reported them (spec §4: stored from its data field). */
  readonly reported: readonly PendingAction[];
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** With their texts, once loaded for the pending-actions page. */
  readonly details: readonly PendingActionDetail[];
}

/**
 * What the member must do before the store serves them (spec §2
 * /pending-actions, §4, §8, §7 GET /member/pending-action). Cleared with
 * the session.
 *
 * Always holds: the texts load while the pending-actions page shows them
 * (`show`), for a signed-in member, in the page's language; a failure
 * leaves the page no action to accept.
 */
export class PendingActionsStore extends QueryStore<null, ContentContext, PendingActionsState> {
  constructor(context: ContextStore, gateway: PendingActionGateway, errors: ErrorReporter) {
    super({
      initial: { reported: [], status: 'idle', details: [] },
      context$: context.content$,
      loading: (_, last) => ({ ...last, status: 'loading' }),
      fetch: (_, { locale, audience }, last) =>
        audience === 'guest'
          ? of<PendingActionsState>({ ...last(), status: 'idle' })
          : ask(errors, 'pending actions load', () => gateway.list(locale), (result): PendingActionsState =>
              result.ok ? { ...last(), status: 'loaded', details: result.actions } : { ...last(), status: 'failed' },
            ),
    });
  }

  reported(actions: readonly PendingAction[]): void {
    this.update((state) => ({ ...state, reported: actions }));
  }
}
