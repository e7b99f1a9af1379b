import type { AuthGateway, AuthResult, Credentials, LogoutResult } from '@application/ports/auth-gateway';
import type { components } from '@openapi/programme-api';
import { httpFailure, networkFailure } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';
import { memberIdOfToken } from './token-claims';

export type SessionBody = { data: components['schemas']['Session'] };

/** AuthGateway over the programme API (POST /auth/login, /auth/logout, /auth/refresh, /authenticate). */
export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  async login(credentials: Credentials): Promise<AuthResult> {
    try {
      const { data, error, response } = await this.client.POST('/auth/login', {
        body: {
          user_account: credentials.username,
          password: credentials.password,
          program_slug: this.programSlug,
          type: 'member',
        },
      });
      return data ? toAuthResult(data, response) : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async logout(): Promise<LogoutResult> {
    try {
      const { error, response } = await this.client.POST('/auth/logout');
      return response.ok ? { ok: true } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async refresh(): Promise<AuthResult> {
    try {
      const { data, error, response } = await this.client.POST('/auth/refresh');
      return data ? toAuthResult(data, response) : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async authenticateSso(ssoToken: string): Promise<AuthResult> {
    try {
      const { data, error, response } = await this.client.POST('/authenticate', {
        body: { token: ssoToken, type: 'sso' },
      });
      return data ? toAuthResult(data, response) : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }
}

export function toAuthResult(body: SessionBody, response: Response): AuthResult {
  const memberId = memberIdOfToken(body.data.token);
  if (memberId === null) {
    return { ok: false, error: { errorCode: response.status, code: 'INVALID_TOKEN', message: 'The token does not decode.' } };
  }
  return { ok: true, session: { token: body.data.token, expiresInSeconds: body.data.expires_in, memberId } };
}
