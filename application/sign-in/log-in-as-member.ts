import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import type { Clock } from '../ports/clock';
import type { LoginAsGateway } from '../ports/login-as-gateway';
import type { ProfileStore } from '../profile/profile-store';
import type { EndSession } from '../session/end-session';
import type { LoginAsStore } from '../session/login-as-store';
import { sessionFrom } from '../session/session';
import type { SessionStore } from '../session/session-store';

/** The query of the /login-as link the admin console opens (spec §7). */
export interface LogInAsMemberInput {
  readonly userAccount: string | null;
  readonly token: string | null;
  readonly logoutUrl: string | null;
}

export type LogInAsMemberResult =
  /** The member's preferred language when the API named it: the admin sees the store as the member does. */
  | { readonly ok: true; readonly preferredLocale?: Locale }
  /** The link lacks its member or token, or the API refused it (used, expired, forged). */
  | { readonly ok: false; readonly reason: 'invalid-link' | 'unavailable' };

/**
 * An admin opens the store as a member from the admin console (spec §6, §7).
 *
 * Always holds: on success a session for the member is open together with
 * the login-as details (login-as token, admin id, logout URL) needed to
 * return to the console, and nothing of a previous session remains; on
 * failure no session exists. A link is exchanged at most once per page load
 * (its token is one-time; React may run an effect twice).
 */
export class LogInAsMember {
  private readonly attempts = new Map<string, Promise<LogInAsMemberResult>>();

  constructor(
    private readonly gateway: LoginAsGateway,
    private readonly sessions: SessionStore,
    private readonly accounts: AccountStore,
    private readonly profiles: ProfileStore,
    private readonly loginAs: LoginAsStore,
    private readonly endSession: EndSession,
    private readonly clock: Clock,
  ) {}

  execute(input: LogInAsMemberInput): Promise<LogInAsMemberResult> {
    const userAccount = input.userAccount?.trim() ?? '';
    const token = input.token?.trim() ?? '';
    if (userAccount === '' || token === '') return Promise.resolve({ ok: false, reason: 'invalid-link' });
    const key = `${userAccount}\n${token}`;
    const existing = this.attempts.get(key);
    if (existing) return existing;
    const attempt = this.exchange(userAccount, token, emptyToNull(input.logoutUrl));
    this.attempts.set(key, attempt);
    return attempt;
  }

  private async exchange(userAccount: string, token: string, logoutUrl: string | null): Promise<LogInAsMemberResult> {
    const result = await this.gateway.logInAs({ userAccount, token });
    // Whoever was signed in on this browser before is signed out either way.
    if (this.sessions.snapshot.session !== null) this.endSession.execute();
    this.accounts.reset();
    this.profiles.reset();
    if (!result.ok) return { ok: false, reason: result.reason === 'link-refused' ? 'invalid-link' : 'unavailable' };
    // The details first: the session's watchers must see an admin from its first moment.
    this.loginAs.start({ loginAsToken: token, adminId: result.adminId, logoutUrl });
    this.sessions.open(sessionFrom(result.session, this.clock.now(), false));
    const { preferredLocale } = result.session;
    return preferredLocale ? { ok: true, preferredLocale } : { ok: true };
  }
}

function emptyToNull(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}
