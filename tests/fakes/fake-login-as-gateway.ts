import type { CommonFailure } from '@application/ports/gateway-failure';
import type {
  LoginAsGateway,
  LoginAsRequest,
  LoginAsResult,
  ReturnToAdminRequest,
  ReturnToAdminResult,
} from '@application/ports/login-as-gateway';
import { UNAVAILABLE, failed } from './failures';

/** How the API refuses a link that is used, expired, forged or for no such member. */
export const INVALID_LOGIN_AS_LINK = failed({ reason: 'link-refused' } as const);

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
  returnFailure: CommonFailure | null = null;
  /** The admin of each link used, by its token: returning needs both to match. */
  private readonly used = new Map<string, number>();

  withLink(userAccount: string, token: string, memberId: number, adminId: number): this {
    this.links.set(`${userAccount} ${token}`, { memberId, adminId });
    return this;
  }

  async logInAs(request: LoginAsRequest): Promise<LoginAsResult> {
    this.logInAsCalls.push(request);
    const key = `${request.userAccount} ${request.token}`;
    const link = this.links.get(key);
    if (!link) return INVALID_LOGIN_AS_LINK;
    this.links.delete(key);
    this.used.set(request.token, link.adminId);
    return {
      ok: true,
      session: { expiresInSeconds: 3600, memberId: link.memberId },
      adminId: link.adminId,
    };
  }

  async returnToAdmin(request: ReturnToAdminRequest): Promise<ReturnToAdminResult> {
    this.returnCalls.push(request);
    if (this.returnFailure) return failed(this.returnFailure);
    if (this.used.get(request.token) !== request.adminId) {
      // The API refuses an admin or token that does not match (403 LOGIN_AS_MISMATCH).
      return failed(UNAVAILABLE);
    }
    return { ok: true, redirectUrl: request.logoutUrl ?? this.consoleUrl };
  }
}
