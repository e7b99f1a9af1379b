import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContentContext, ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { PendingAction, PendingActionDetail } from '../ports/pending-action-gateway';
import type { LoadPendingActions } from './load-pending-actions';

export interface PendingActionsState {
  /** As the last 403 PENDING_ACTIONS reported them (spec §4: stored from its data field). */
  readonly reported: readonly PendingAction[];
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** With their texts, once loaded for the pending-actions page. */
  readonly details: readonly PendingActionDetail[];
}

const INITIAL: PendingActionsState = { reported: [], status: 'idle', details: [] };

/**
 * What the member must do before the store serves them (spec §2
 * /pending-actions, §4, §8). Cleared with the session.
 *
 * Always holds: the texts load while the pending-actions page shows them
 * (`show`), for a signed-in member, in the page's language, again when the
 * language changes; only the latest load settles.
 */
export class PendingActionsStore {
  private readonly state = new BehaviorSubject<PendingActionsState>(INITIAL);
  private readonly shown = new Shown<null>();

  readonly state$: Observable<PendingActionsState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadPendingActions) {
    latestLoads(this.shown.visit$, context.content$, {
      loading: (): PendingActionsState => ({ ...this.state.getValue(), status: 'loading' }),
      fetch: (_: null, { locale, audience }: ContentContext) =>
        audience === 'guest'
          ? of<PendingActionsState>({ ...this.state.getValue(), status: 'idle' })
          : load.execute({ locale }).pipe(
              map(
                (result): PendingActionsState =>
                  result.ok
                    ? { ...this.state.getValue(), status: 'loaded', details: result.actions }
                    : { ...this.state.getValue(), status: 'failed' },
              ),
            ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): PendingActionsState {
    return this.state.getValue();
  }

  /** The pending-actions page shows the actions' texts; call the returned function when it closes. */
  show(): () => void {
    return this.shown.show(null);
  }

  reported(actions: readonly PendingAction[]): void {
    this.patch({ reported: actions });
  }

  clear(): void {
    this.state.next(INITIAL);
  }

  private patch(change: Partial<PendingActionsState>): void {
    this.state.next({ ...this.state.getValue(), ...change });
  }
}
