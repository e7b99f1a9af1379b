import type { GatewayError } from '@application/ports/gateway-error';
import type {
  LoginAsGateway,
  LoginAsRequest,
  LoginAsResult,
  ReturnToAdminRequest,
  ReturnToAdminResult,
} from '@application/ports/login-as-gateway';

export const INVALID_LOGIN_AS_LINK: GatewayError = {
  errorCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'This log-in-as link is not valid or has expired.',
};

/**
 * A LoginAsGateway that opens a session for links listed in `links`
 * (one-time: a link works once), and returns the admin of a used link to its
 * logout URL, or to the console.
 */
export class FakeLoginAsGateway implements LoginAsGateway {
  readonly links = new Map<string, { memberId: number; adminId: number }>();
  readonly logInAsCalls: LoginAsRequest[] = [];
  readonly returnCalls: ReturnToAdminRequest[] = [];
  /** Where an admin goes back to when the link gave no logout URL. */
  consoleUrl = '/sandbox/admin';
  returnFailure: GatewayError | null = null;
  /** The admin of each link used, by its token: returning needs both to match. */
  private readonly used = new Map<string, number>();
  private issued = 0;

  withLink(userAccount: string, token: string, memberId: number, adminId: number): this {
    this.links.set(`${userAccount} ${token}`, { memberId, adminId });
    return this;
  }

  async logInAs(request: LoginAsRequest): Promise<LoginAsResult> {
    this.logInAsCalls.push(request);
    const key = `${request.userAccount} ${request.token}`;
    const link = this.links.get(key);
    if (!link) return { ok: false, error: INVALID_LOGIN_AS_LINK };
    this.links.delete(key);
    this.used.set(request.token, link.adminId);
    this.issued += 1;
    return {
      ok: true,
      session: { token: `login-as-token-${this.issued}`, expiresInSeconds: 3600, memberId: link.memberId },
      adminId: link.adminId,
    };
  }

  async returnToAdmin(request: ReturnToAdminRequest): Promise<ReturnToAdminResult> {
    this.returnCalls.push(request);
    if (this.returnFailure) return { ok: false, error: this.returnFailure };
    if (this.used.get(request.token) !== request.adminId) {
      return { ok: false, error: { errorCode: 403, code: 'LOGIN_AS_MISMATCH', message: 'The admin or token does not match.' } };
    }
    return { ok: true, redirectUrl: request.logoutUrl ?? this.consoleUrl };
  }
}
