import type { AuthGateway, AuthResult, Credentials, IssuedSession, LogoutResult, SignInRefusal } from '@application/ports/auth-gateway';
import type { GatewayFailure } from '@application/ports/gateway-failure';
import type { components } from '@openapi/programme-api';
import { callApi } from './call-api';
import { unexpectedResponse } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';
import { memberIdOfToken } from './token-claims';

export type SessionBody = { data: components['schemas']['Session'] };

/**
 * How the API refuses to open a session: 401 wrong name, password or token;
 * 403 an account locked or flagged; 429 sign-in paused after repeated failures.
 */
export function signInRefusal(status: number): SignInRefusal | null {
  if (status === 401) return { reason: 'invalid-credentials' };
  if (status === 403) return { reason: 'account-locked' };
  if (status === 429) return { reason: 'too-many-attempts' };
  return null;
}

/** AuthGateway over the programme API (POST /auth/login, /auth/logout, /auth/refresh, /authenticate). */
export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  login(credentials: Credentials): Promise<AuthResult> {
    return callApi(
      () =>
        this.client.POST('/auth/login', {
          body: { user_account: credentials.username, password: credentials.password, program_slug: this.programSlug, type: 'member' },
        }),
      toAuthResult,
      signInRefusal,
    );
  }

  logout(): Promise<LogoutResult> {
    return callApi(
      () => this.client.POST('/auth/logout'),
      () => ({ ok: true }) as const,
    );
  }

  refresh(): Promise<AuthResult> {
    return callApi(() => this.client.POST('/auth/refresh'), toAuthResult);
  }

  authenticateSso(ssoToken: string): Promise<AuthResult> {
    return callApi(() => this.client.POST('/authenticate', { body: { token: ssoToken, type: 'sso' } }), toAuthResult, signInRefusal);
  }
}

/** A session from the API's answer; a token that does not decode is not a session (spec §4). */
export function toAuthResult(
  body: SessionBody,
  response: Response,
): { readonly ok: true; readonly session: IssuedSession } | GatewayFailure {
  const memberId = memberIdOfToken(body.data.token);
  if (memberId === null) return unexpectedResponse(response, 'session token');
  return { ok: true, session: { token: body.data.token, expiresInSeconds: body.data.expires_in, memberId } };
}
