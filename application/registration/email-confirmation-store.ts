import { map } from 'rxjs';
import type { ContentContext, ContextStore } from '../context/context-store';
import { QueryStore, type Query } from '../context/query-store';
import type { ConfirmEmail, EmailConfirmation } from './confirm-email';

export type EmailConfirmationState =
  | { readonly status: 'idle' }
  | { readonly status: 'confirming'; readonly token: string }
  | { readonly status: EmailConfirmation; readonly token: string };

export type EmailConfirmationStore = QueryStore<string, ContentContext, EmailConfirmationState>;

/**
 * The confirmation of the email link shown on /register/verify?token=…:
 * confirmed while the page shows it (`show(token)`), in the page's language,
 * the latest link winning.
 */
export function emailConfirmation(context: ContextStore, confirm: ConfirmEmail): Query<string, ContentContext, EmailConfirmationState> {
  return {
    initial: { status: 'idle' },
    context$: context.content$,
    loading: (token) => ({ status: 'confirming', token }),
    fetch: (token, { locale }) => confirm.execute(token, locale).pipe(map((status): EmailConfirmationState => ({ status, token }))),
  };
}
