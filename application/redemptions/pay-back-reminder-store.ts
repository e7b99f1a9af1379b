import { distinctUntilChanged, of } from 'rxjs';
import type { ContextStore, MemberContext } from '../context/context-store';
import { sameCard } from '../context/same-card';
import { ask, QueryStore, type Query } from '../context/query-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { PayWithRewardsGateway } from '../ports/pay-with-rewards-gateway';

/** The sign-in notice's facts (issue 26): how many purchases can still be paid back and until when; null shows nothing. */
export interface PayBackReminderState {
  readonly reminder: { readonly count: number; readonly until: Date } | null;
}

export type PayBackReminderStore = QueryStore<null, MemberContext, PayBackReminderState>;

/**
 * How many of the active card's purchases can still be paid back with
 * points, and until when, for the notice a member sees after signing in;
 * again when the member switches cards.
 *
 * Always holds: nothing to show (null) without a usable card, for an
 * authorized redeemer (only the primary holder pays back) or when the
 * question failed (reported: the notice is a reminder, never a blocker).
 */
export function payBackReminder(
  context: ContextStore,
  gateway: PayWithRewardsGateway,
  errors: ErrorReporter,
): Query<null, MemberContext, PayBackReminderState> {
  return {
    initial: { reminder: null },
    // A count and a date have no language: only another member or card asks again.
    context$: context.member$.pipe(distinctUntilChanged(sameCard)),
    loading: () => ({ reminder: null }),
    fetch: (_, { accountId }) =>
      accountId === null
        ? of<PayBackReminderState>({ reminder: null })
        : ask(
            errors,
            'pay-back reminder',
            () => gateway.reminder({ accountId }),
            (result): PayBackReminderState => ({ reminder: result.ok ? result.reminder : null }),
            ['primary-only'],
          ),
  };
}
