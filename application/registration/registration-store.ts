import type { FieldValue, RegistrationConfig } from '@domain/registration/registration-config';
import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { LoadRegistration } from './load-registration';

/** A registration just submitted: where its link went, and the answers that ask for it again. */
export interface SubmittedRegistration {
  readonly registrationId: number;
  readonly email: string;
  readonly verification: readonly FieldValue[];
}

export interface RegistrationState {
  readonly status: 'idle' | 'loading' | 'loaded' | 'failed';
  /** The configuration last loaded (kept while it loads again in another language). */
  readonly config: RegistrationConfig | null;
  readonly submitted: SubmittedRegistration | null;
}

/**
 * The registration screens' data (spec §2 /register, /register/verify): the
 * programme's configuration, loaded while the registration page shows it
 * (`show`), in the page's language and again when it changes, the latest
 * load winning; and the registration just submitted, which the
 * verification page offers to send again.
 *
 * Always holds: a load never forgets the submitted registration; the
 * configuration shown while loading again is the last one loaded.
 */
export class RegistrationStore {
  private readonly state = new BehaviorSubject<RegistrationState>({ status: 'idle', config: null, submitted: null });
  private readonly shown = new Shown<null>();

  readonly state$: Observable<RegistrationState> = this.state.asObservable();

  constructor(context: ContextStore, load: LoadRegistration) {
    latestLoads(this.shown.visit$, context.content$, {
      loading: (): RegistrationState => ({ ...this.state.getValue(), status: 'loading' }),
      fetch: (_: null, { locale }) =>
        load.execute(locale).pipe(
          map((result): RegistrationState => {
            const current = this.state.getValue();
            return result.ok ? { ...current, status: 'loaded', config: result.config } : { ...current, status: 'failed' };
          }),
        ),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): RegistrationState {
    return this.state.getValue();
  }

  /** The registration page shows the configuration; call the returned function when it closes. */
  show(): () => void {
    return this.shown.show(null);
  }

  /** Loads the configuration again (after a failure). */
  retry(): void {
    this.shown.retry();
  }

  submitted(registration: SubmittedRegistration): void {
    this.state.next({ ...this.state.getValue(), submitted: registration });
  }
}
