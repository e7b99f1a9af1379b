import type { AuthGateway, AuthResult, Credentials, LogoutResult } from '@application/ports/auth-gateway';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { UNAUTHORIZED, failed } from './failures';

/** How the API refuses a wrong user name or password. */
export const INVALID_CREDENTIALS = failed({ reason: 'invalid-credentials' } as const);

/**
 * An AuthGateway that answers what the test scripted. Logins succeed only for
 * the accounts in `members` with the password given there; SSO tokens only for
 * those in `ssoTokens`, hand-off tokens for those in `handoffTokens`. Each call is recorded.
 */
export class FakeAuthGateway implements AuthGateway {
  readonly calls: { method: keyof AuthGateway; argument?: unknown }[] = [];
  members = new Map<string, { password: string; memberId: number; preferredLocale?: Locale }>();
  ssoTokens = new Map<string, number>();
  /** The bank's hand-off tokens, each good for one exchange. */
  handoffTokens = new Map<string, number>();
  /** Who the current token belongs to; refresh fails without one. */
  signedInMemberId: number | null = null;
  refreshResult: AuthResult | null = null;
  logoutResult: LogoutResult = { ok: true };
  logoutEverywhereResult: LogoutResult = { ok: true };
  expiresInSeconds = 3600;

  /** `preferredLocale`: what the API's answer names as the member's preferred language (none when left out). */
  withMember(username: string, password: string, memberId: number, preferredLocale?: Locale): this {
    this.members.set(username, preferredLocale ? { password, memberId, preferredLocale } : { password, memberId });
    return this;
  }

  async login(credentials: Credentials): Promise<AuthResult> {
    this.calls.push({ method: 'login', argument: credentials });
    const member = this.members.get(credentials.username);
    if (!member || member.password !== credentials.password) return INVALID_CREDENTIALS;
    const issued = this.issue(member.memberId);
    return issued.ok && member.preferredLocale ? { ok: true, session: { ...issued.session, preferredLocale: member.preferredLocale } } : issued;
  }

  async logout(): Promise<LogoutResult> {
    this.calls.push({ method: 'logout' });
    this.signedInMemberId = null;
    return this.logoutResult;
  }

  /** Every session of the member ends (none survives to refresh), unless the test scripted a refusal. */
  async logoutEverywhere(): Promise<LogoutResult> {
    this.calls.push({ method: 'logoutEverywhere' });
    if (this.logoutEverywhereResult.ok) this.signedInMemberId = null;
    return this.logoutEverywhereResult;
  }

  async refresh(): Promise<AuthResult> {
    this.calls.push({ method: 'refresh' });
    if (this.refreshResult) return this.refreshResult;
    if (this.signedInMemberId === null) {
      return failed(UNAUTHORIZED);
    }
    return this.issue(this.signedInMemberId);
  }

  async authenticateSso(ssoToken: string): Promise<AuthResult> {
    this.calls.push({ method: 'authenticateSso', argument: ssoToken });
    const memberId = this.ssoTokens.get(ssoToken);
    if (memberId === undefined) {
      return INVALID_CREDENTIALS;
    }
    this.ssoTokens.delete(ssoToken);
    return this.issue(memberId);
  }

  async loginWithToken(handoffToken: string): Promise<AuthResult> {
    this.calls.push({ method: 'loginWithToken', argument: handoffToken });
    const memberId = this.handoffTokens.get(handoffToken);
    if (memberId === undefined) return INVALID_CREDENTIALS;
    this.handoffTokens.delete(handoffToken);
    return this.issue(memberId);
  }

  callsTo(method: keyof AuthGateway): number {
    return this.calls.filter((call) => call.method === method).length;
  }

  private issue(memberId: number): AuthResult {
    this.signedInMemberId = memberId;
    return { ok: true, session: { expiresInSeconds: this.expiresInSeconds, memberId } };
  }
}
