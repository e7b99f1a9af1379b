import { isBankHandoffToken } from '@rewards-storefront/domain/sign-in/bank-handoff';
import type { AuthGateway } from '../ports/auth-gateway';
import { openIssuedSession, type SessionOpening, type SignInResult } from './sign-in';

/**
 * A member arrives from online banking with a one-time token (/sso/:token):
 * the bank's signed assertion (`POST /authenticate`), or its opaque hand-off
 * token (`login-with-token`), told apart by its form (domain
 * `isBankHandoffToken`).
 *
 * Always holds: on success the session is marked SSO (spec §4); on failure no
 * session exists. A token is exchanged at most once per page load: a second
 * `execute` with the same token while or after the first runs gets the first
 * answer (a one-time token would fail the second time, e.g. when React runs
 * an effect twice).
 */
export class SignInWithSso {
  private readonly attempts = new Map<string, Promise<SignInResult>>();

  constructor(
    private readonly auth: AuthGateway,
    private readonly opening: SessionOpening,
  ) {}

  execute(input: { readonly token: string }): Promise<SignInResult> {
    const existing = this.attempts.get(input.token);
    if (existing) return existing;
    const attempt = this.exchange(input.token);
    this.attempts.set(input.token, attempt);
    return attempt;
  }

  private async exchange(token: string): Promise<SignInResult> {
    const answer = isBankHandoffToken(token) ? await this.auth.loginWithToken(token) : await this.auth.authenticateSso(token);
    return openIssuedSession(answer, true, this.opening);
  }
}
