import type {
  LoginAsGateway,
  LoginAsRequest,
  LoginAsResult,
  ReturnToAdminRequest,
  ReturnToAdminResult,
} from '@application/ports/login-as-gateway';
import { httpFailure, networkFailure } from './gateway-failure';
import { toAuthResult } from './http-auth-gateway';
import type { ProgrammeApiClient } from './openapi-client';
import { adminIdOfToken } from './token-claims';

/** LoginAsGateway over GET /program/{slug}/login-as and POST /member/{slug}/login-as-admin. */
export class HttpLoginAsGateway implements LoginAsGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  async logInAs(request: LoginAsRequest): Promise<LoginAsResult> {
    try {
      const { data, error, response } = await this.client.GET('/program/{slug}/login-as', {
        params: { path: { slug: this.programSlug }, query: { user_account: request.userAccount, token: request.token } },
      });
      if (!data) return httpFailure(response, error);
      const result = toAuthResult(data, response);
      return result.ok ? { ...result, adminId: adminIdOfToken(result.session.token) } : result;
    } catch (cause) {
      return networkFailure(cause);
    }
  }

  async returnToAdmin(request: ReturnToAdminRequest): Promise<ReturnToAdminResult> {
    try {
      const { data, error, response } = await this.client.POST('/member/{slug}/login-as-admin', {
        params: { path: { slug: this.programSlug } },
        body: { payload: { token: request.token, admin_id: request.adminId, logout_url: request.logoutUrl } },
      });
      return data ? { ok: true, redirectUrl: data.data.redirect_url } : httpFailure(response, error);
    } catch (cause) {
      return networkFailure(cause);
    }
  }
}
