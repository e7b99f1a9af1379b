import { BehaviorSubject, map, of, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { CheckResetToken, ResetTokenStep } from './check-reset-token';

export type PasswordResetState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly token: string }
  | ({ readonly token: string } & ResetTokenStep)
  | { readonly status: 'done'; readonly token: string };

/**
 * Where a member is in the reset of a forgotten password (spec §2
 * /reset-password: questions, new password, success): the link is checked
 * while the page shows it (`show(token)`), in the page's language (the
 * questions' texts), again when it changes, the latest winning; the
 * commands move it on.
 *
 * Always holds: once the password is changed ('done'), the page stays on
 * its success for that link, whatever reloads (the used link would read as
 * invalid).
 */
export class PasswordResetStore {
  private readonly state = new BehaviorSubject<PasswordResetState>({ status: 'idle' });
  private readonly shown = new Shown<string>();

  readonly state$: Observable<PasswordResetState> = this.state.asObservable();

  constructor(context: ContextStore, check: CheckResetToken) {
    latestLoads(this.shown.visit$, context.content$, {
      loading: (token): PasswordResetState => (this.isDone(token) ? this.state.getValue() : { status: 'checking', token }),
      fetch: (token, { locale }) =>
        this.isDone(token)
          ? of(this.state.getValue())
          : check.execute(token, locale).pipe(map((step): PasswordResetState => ({ ...step, token }))),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): PasswordResetState {
    return this.state.getValue();
  }

  /** The page shows the link `token`; call the returned function when it closes. */
  show(token: string): () => void {
    return this.shown.show(token);
  }

  /** Checks the link again (after a failure, or when the server says the questions come first). */
  retry(): void {
    this.shown.retry();
  }

  /** The questions were answered: the new password comes next. */
  verified(): void {
    this.moveTo({ status: 'new-password' });
  }

  /** A wrong answer: so many more end the link. */
  attemptsLeft(attemptsLeft: number): void {
    const current = this.state.getValue();
    if (current.status === 'questions') this.state.next({ ...current, attemptsLeft });
  }

  /** The link no longer works. */
  invalid(): void {
    this.moveTo({ status: 'invalid' });
  }

  /** The new password is set. */
  done(): void {
    this.moveTo({ status: 'done' });
  }

  private moveTo(step: ResetTokenStep | { readonly status: 'done' }): void {
    const current = this.state.getValue();
    if (current.status !== 'idle') this.state.next({ ...step, token: current.token });
  }

  private isDone(token: string): boolean {
    const current = this.state.getValue();
    return current.status === 'done' && current.token === token;
  }
}
