import { AccountStore } from '@application/account/account-store';
import { MemorySlot } from './memory-slot';
import type { Session } from '@application/session/session';
import { ContextStore } from '@application/context/context-store';
import { LocaleStore } from '@application/locale/locale-store';
import { NotificationStore } from '@application/notifications/notification-store';
import { ProfileStore } from '@application/profile/profile-store';
import { EndSession } from '@application/session/end-session';
import { SessionStore } from '@application/session/session-store';
import { SignInPromptStore } from '@application/sign-in/sign-in-prompt-store';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Notification } from '@rewards-storefront/domain/notification/notification';
import { ALEX_MEMBER_ID, alexAccounts } from './account-fixtures';
import { FixedClock } from './fixed-clock';
import { RecordingErrorReporter } from './recording-error-reporter';
import { aSessionFor } from './session-graph';

/** Who is shopping: a visitor, a member whose cards are loaded (active card 101), or one whose cards are still loading. */
export type Shopper = 'guest' | 'member' | 'member-loading-cards';

/**
 * The stores a shop use case or store works with, built with `new`, for
 * tests: session, cards, the page's language and the context derived from
 * them, notifications, the sign-in prompt, a real EndSession over them, and
 * a recording error reporter.
 */
export function shopperContext(shopper: Shopper, locale: Locale = 'en-CA') {
  const clock = new FixedClock();
  const sessions = new SessionStore(new MemorySlot<Session>(shopper === 'guest' ? null : aSessionFor(ALEX_MEMBER_ID, clock)), clock);
  const accounts = new AccountStore();
  if (shopper === 'member') {
    const cards = alexAccounts();
    accounts.loadSucceeded(cards, cards[0]);
  }
  if (shopper === 'member-loading-cards') accounts.loadStarted();
  const locales = new LocaleStore(locale);
  const context = new ContextStore(sessions, accounts, locales);
  const notifications = new NotificationStore();
  const signInPrompt = new SignInPromptStore();
  const errors = new RecordingErrorReporter();
  const endSession = new EndSession(sessions, accounts, new ProfileStore());
  /** The notifications shown so far. */
  const shown = () => {
    let current: readonly Notification[] = [];
    notifications.notifications$.subscribe((value) => (current = value)).unsubscribe();
    return current;
  };
  return { clock, sessions, accounts, locales, context, notifications, signInPrompt, errors, endSession, shown };
}
