import type {
  LoginAsGateway,
  LoginAsRequest,
  LoginAsResult,
  ReturnToAdminRequest,
  ReturnToAdminResult,
} from '@application/ports/login-as-gateway';
import { callApi } from './call-api';
import { toAuthResult } from './http-auth-gateway';
import type { ProgrammeApiClient } from './openapi-client';

/** LoginAsGateway over GET /program/{slug}/login-as and POST /member/{slug}/login-as-admin. */
export class HttpLoginAsGateway implements LoginAsGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  logInAs(request: LoginAsRequest): Promise<LoginAsResult> {
    return callApi(
      () =>
        this.client.GET('/program/{slug}/login-as', {
          params: { path: { slug: this.programSlug }, query: { user_account: request.userAccount, token: request.token } },
        }),
      (data, response) => {
        const result = toAuthResult(data, response);
        return result.ok ? { ...result, adminId: data.data.admin_id ?? null } : result;
      },
      // The API looked at the link and refused it: used, expired or forged (401), no such member (404), malformed (400).
      (status) => (status >= 400 && status < 500 ? { reason: 'link-refused' } : null),
    );
  }

  returnToAdmin(request: ReturnToAdminRequest): Promise<ReturnToAdminResult> {
    return callApi(
      () =>
        this.client.POST('/member/{slug}/login-as-admin', {
          params: { path: { slug: this.programSlug } },
          body: { payload: { token: request.token, admin_id: request.adminId, logout_url: request.logoutUrl } },
        }),
      (data) => ({ ok: true, redirectUrl: data.data.redirect_url }),
    );
  }
}
