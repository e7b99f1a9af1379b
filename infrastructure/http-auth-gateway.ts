import type { AuthGateway, AuthResult, Credentials, IssuedSession, LogoutResult, SignInRefusal } from '@application/ports/auth-gateway';
import type { GatewayFailure } from '@application/ports/gateway-failure';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import { unexpectedResponse } from './gateway-failure';
import { NO_DEVICE_TOKENS, type DeviceTokens } from './local-storage-device-tokens';
import type { ProgrammeApiClient } from './openapi-client';

export type SessionBody = { data: Api.Session };

/**
 * How the API refuses to open a session: 401 wrong name, password or token;
 * 403 SSO_NOT_ELIGIBLE not a primary cardholder in good standing, 403
 * EMAIL_NOT_VERIFIED a registration whose email is not confirmed, any other
 * 403 (ACCOUNT_LOCKED) an account locked or flagged; 429 sign-in paused
 * after repeated failures (SIGN_IN_BUSY: too many checks at once, try again
 * in seconds).
 */
export function signInRefusal(status: number, code: string): SignInRefusal | null {
  if (status === 401) return { reason: 'invalid-credentials' };
  if (status === 403 && code === 'SSO_NOT_ELIGIBLE') return { reason: 'not-eligible' };
  if (status === 403 && code === 'EMAIL_NOT_VERIFIED') return { reason: 'email-not-verified' };
  if (status === 403) return { reason: 'account-locked' };
  // The password checks' queue is full: seconds, not the 15-minute pause.
  if (status === 429 && code === 'SIGN_IN_BUSY') return { reason: 'busy' };
  if (status === 429) return { reason: 'too-many-attempts' };
  return null;
}

/** AuthGateway over the programme API (POST /auth/login, /auth/logout, /auth/logout-everywhere, /auth/refresh, /authenticate, login-with-token). */
export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
    /** Where the device token of each member's last sign-in here is kept (none in tests). */
    private readonly deviceTokens: DeviceTokens = NO_DEVICE_TOKENS,
  ) {}

  login(credentials: Credentials): Promise<AuthResult> {
    const deviceToken = this.deviceTokens.get(credentials.username);
    return callApi(
      () =>
        this.client.POST('/auth/login', {
          body: {
            user_account: credentials.username,
            password: credentials.password,
            program_slug: this.programSlug,
            type: 'member',
            ...(deviceToken ? { device_token: deviceToken } : {}),
          },
        }),
      (body: SessionBody, response) => {
        const result = toAuthResult(body, response);
        if (result.ok && body.data.device_token) this.deviceTokens.set(credentials.username, body.data.device_token);
        return result;
      },
      signInRefusal,
    );
  }

  logout(): Promise<LogoutResult> {
    return callApi(
      () => this.client.POST('/auth/logout'),
      () => ({ ok: true }) as const,
    );
  }

  logoutEverywhere(): Promise<LogoutResult> {
    return callApi(
      () => this.client.POST('/auth/logout-everywhere'),
      () => ({ ok: true }) as const,
    );
  }

  refresh(): Promise<AuthResult> {
    return callApi(() => this.client.POST('/auth/refresh'), toAuthResult);
  }

  authenticateSso(ssoToken: string): Promise<AuthResult> {
    return callApi(() => this.client.POST('/authenticate', { body: { token: ssoToken, type: 'sso' } }), toAuthResult, signInRefusal);
  }

  loginWithToken(handoffToken: string): Promise<AuthResult> {
    // Public by the spec: the hand-off token alone says who signs in, whatever session the cookie holds.
    return callApi(
      () =>
        this.client.POST('/member/program/{slug}/login-with-token', {
          params: { path: { slug: this.programSlug }, query: { token: handoffToken } },
        }),
      toAuthResult,
      signInRefusal,
    );
  }
}

/** A session from the API's answer (its token is in the httpOnly cookie); an answer that names no member is not a session. */
export function toAuthResult(
  body: SessionBody,
  response: Response,
): { readonly ok: true; readonly session: IssuedSession } | GatewayFailure {
  const memberId = body.data.member_id;
  if (!Number.isSafeInteger(memberId) || memberId <= 0) return unexpectedResponse(response, 'session');
  const preferredLocale = body.data.preferred_language;
  return { ok: true, session: { expiresInSeconds: body.data.expires_in, memberId, ...(preferredLocale ? { preferredLocale } : {}) } };
}
