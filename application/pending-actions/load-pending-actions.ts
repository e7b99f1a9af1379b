import type { Locale } from '@domain/locale/locale';
import { defer, map, type Observable } from 'rxjs';
import type { ErrorReporter } from '../ports/error-reporter';
import type { GatewayFailure } from '../ports/gateway-failure';
import type { PendingActionDetail, PendingActionGateway } from '../ports/pending-action-gateway';

export type PendingActionsLoad = { readonly ok: true; readonly actions: readonly PendingActionDetail[] } | { readonly ok: false };

/**
 * Loads the member's pending actions with their texts, in the page's locale,
 * for the pending-actions page (spec §2, §7 GET /member/pending-action).
 * Runs when subscribed; unsubscribing drops the answer.
 *
 * Always holds: a failure is reported unless it is the session's; the page
 * then offers no action to accept.
 */
export class LoadPendingActions {
  constructor(
    private readonly gateway: PendingActionGateway,
    private readonly errors: ErrorReporter,
  ) {}

  execute({ locale }: { readonly locale: Locale }): Observable<PendingActionsLoad> {
    return defer(() => this.gateway.list(locale)).pipe(
      map((result) => {
        if (result.ok) return { ok: true, actions: result.actions } as const;
        this.report(result);
        return { ok: false } as const;
      }),
    );
  }

  private report(failure: GatewayFailure): void {
    this.errors.report('pending actions load', failure);
  }
}
