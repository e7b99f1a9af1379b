import { BehaviorSubject, type Observable } from 'rxjs';
import type { PendingAction, PendingActionDetail } from '../ports/pending-action-gateway';

export interface PendingActionsState {
  /** As the last 403 PENDING_ACTIONS reported them (spec §4: stored from its data field). */
  readonly reported: readonly PendingAction[];
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** With their texts, once loaded for the pending-actions page. */
  readonly details: readonly PendingActionDetail[];
}

const INITIAL: PendingActionsState = { reported: [], status: 'idle', details: [] };

/** What the member must do before the store serves them (spec §2 /pending-actions, §4, §8). Cleared with the session. */
export class PendingActionsStore {
  private readonly state = new BehaviorSubject<PendingActionsState>(INITIAL);

  readonly state$: Observable<PendingActionsState> = this.state.asObservable();

  get snapshot(): PendingActionsState {
    return this.state.getValue();
  }

  reported(actions: readonly PendingAction[]): void {
    this.patch({ reported: actions });
  }

  loadStarted(): void {
    this.patch({ status: 'loading' });
  }

  loaded(details: readonly PendingActionDetail[]): void {
    this.patch({ status: 'loaded', details });
  }

  loadFailed(): void {
    this.patch({ status: 'failed' });
  }

  clear(): void {
    this.state.next(INITIAL);
  }

  private patch(change: Partial<PendingActionsState>): void {
    this.state.next({ ...this.state.getValue(), ...change });
  }
}
