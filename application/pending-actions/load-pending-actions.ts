import type { Locale } from '@domain/locale/locale';
import type { ErrorReporter } from '../ports/error-reporter';
import { UNAUTHORIZED } from '../ports/gateway-error';
import type { PendingActionGateway } from '../ports/pending-action-gateway';
import type { EndSession } from '../session/end-session';
import type { PendingActionsStore } from './pending-actions-store';

/**
 * Loads the member's pending actions with their texts, in the page's locale,
 * for the pending-actions page (spec §2, §7 GET /member/pending-action).
 *
 * Always holds: a 401 ends the session; other failures are reported and
 * leave the store 'failed' (the page then offers no action to accept).
 */
export class LoadPendingActions {
  constructor(
    private readonly gateway: PendingActionGateway,
    private readonly store: PendingActionsStore,
    private readonly endSession: EndSession,
    private readonly errors: ErrorReporter,
  ) {}

  async execute({ locale }: { readonly locale: Locale }): Promise<void> {
    this.store.loadStarted();
    const result = await this.gateway.list(locale);
    if (result.ok) {
      this.store.loaded(result.actions);
      return;
    }
    this.store.loadFailed();
    if (result.error.errorCode === UNAUTHORIZED) {
      this.endSession.execute();
      return;
    }
    this.errors.report('pending actions load', result.error);
  }
}
