import { BehaviorSubject, map, type Observable } from 'rxjs';
import type { ContextStore } from '../context/context-store';
import { latestLoads } from '../context/latest-loads';
import { Shown } from '../context/shown';
import type { ConfirmEmail, EmailConfirmation } from './confirm-email';

export type EmailConfirmationState =
  | { readonly status: 'idle' }
  | { readonly status: 'confirming'; readonly token: string }
  | { readonly status: EmailConfirmation; readonly token: string };

/**
 * The confirmation of the email link shown on /register/verify?token=…:
 * confirmed while the page shows it (`show(token)`), in the page's language,
 * the latest link winning.
 */
export class EmailConfirmationStore {
  private readonly state = new BehaviorSubject<EmailConfirmationState>({ status: 'idle' });
  private readonly shown = new Shown<string>();

  readonly state$: Observable<EmailConfirmationState> = this.state.asObservable();

  constructor(context: ContextStore, confirm: ConfirmEmail) {
    latestLoads(this.shown.visit$, context.content$, {
      loading: (token): EmailConfirmationState => ({ status: 'confirming', token }),
      fetch: (token, { locale }) => confirm.execute(token, locale).pipe(map((status): EmailConfirmationState => ({ status, token }))),
    }).subscribe((state) => this.state.next(state));
  }

  get snapshot(): EmailConfirmationState {
    return this.state.getValue();
  }

  /** The page shows the link `token`; call the returned function when it closes. */
  show(token: string): () => void {
    return this.shown.show(token);
  }

  retry(): void {
    this.shown.retry();
  }
}
