import { randomUUID } from 'node:crypto';
import { isInStorePath } from '@rewards-storefront/domain/routing/in-store-path';
import type { Pool } from 'pg';
import { findAdminById, type AdminRow } from '../admin/admin-repository';
import { insertAuditEntry } from '../admin/audit-log-repository';
import { withTransaction } from '../database/create-pool';
import { ApiError } from '../http/api-error';
import { findMemberById, findMemberByUserAccount, findProgrammeById, findProgrammeBySlug } from '../account/member-repository';
import type { Clock } from '../clock';
import type { IssuedSession } from './issued-session';
import { endLoginAsSession, findLoginAsSession, insertLoginAsSession } from './login-as-repository';
import { isTokenRevoked } from './token-repository';
import { InvalidTokenError, type ConsoleSessionRef, type IssuedToken, type SessionClaims, type TokenService } from './token-service';

/** The route that opens the store as a member, as the audit log names it. */
const LOGIN_AS_ROUTE = '/api/v1/program/:slug/login-as';

const INVALID_LINK = 'This log-in-as link is not valid or has expired. Open the store again from the admin console.';

export interface LoginAsOptions {
  /** Where an admin goes back to when the store was not given a usable logout URL. */
  adminConsoleUrl: string;
}

/**
 * Admin "log in as member" (spec §6, §7): the console mints a one-time
 * token, the storefront exchanges it for a member session that carries the
 * admin's id and access level, and returning to the admin ends that session.
 */
export class LoginAsService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly options: LoginAsOptions,
  ) {}

  /**
   * A one-time token for `admin` to open the store as the member `userAccount`; null when no such member.
   * It names the console session minting it, which the store session will depend on.
   */
  async mint(admin: AdminRow, console: ConsoleSessionRef, userAccount: string): Promise<IssuedToken | null> {
    const member = await findMemberByUserAccount(this.pool, admin.programmeId, userAccount);
    if (!member) return null;
    return this.tokens.issueLoginAs({ memberId: member.id, adminId: admin.id, console, now: this.clock.now() });
  }

  async exchange(input: { programSlug: string; userAccount: string; token: string; requestId: string }): Promise<IssuedSession> {
    const now = this.clock.now();
    const programme = await findProgrammeBySlug(this.pool, input.programSlug);
    if (!programme) throw ApiError.notFound(`There is no programme "${input.programSlug}".`);
    let claims;
    try {
      claims = await this.tokens.verifyLoginAs(input.token, now);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw ApiError.unauthenticated(INVALID_LINK);
      throw error;
    }
    const [member, admin] = await Promise.all([findMemberById(this.pool, claims.memberId), findAdminById(this.pool, claims.adminId)]);
    // The link names the member it was made for; a token for someone else, or from another programme, is refused.
    const matches =
      member !== null &&
      admin !== null &&
      member.programmeId === programme.id &&
      admin.programmeId === programme.id &&
      member.userAccount.toLowerCase() === input.userAccount.toLowerCase();
    const console = claims.console;
    // A link must come from a console session that is still open: the store session depends on it.
    if (!matches || !console || console.expiresAt <= now || (await isTokenRevoked(this.pool, console.jti))) {
      throw ApiError.unauthenticated(INVALID_LINK);
    }

    const sessionId = randomUUID();
    // The session and its first audit entry are one: the store is never open as a member unrecorded.
    const firstUse = await withTransaction(this.pool, async (client) => {
      const opened = await insertLoginAsSession(client, {
        id: sessionId,
        adminId: admin.id,
        memberId: member.id,
        accessLevel: admin.accessLevel,
        tokenJti: claims.jti,
        console,
        now,
      });
      if (opened) {
        await insertAuditEntry(client, {
          recordedAt: now,
          loginAsSessionId: sessionId,
          adminId: admin.id,
          memberId: member.id,
          accessLevel: admin.accessLevel,
          kind: 'opened',
          method: 'GET',
          route: LOGIN_AS_ROUTE,
          operation: 'loginAsMember',
          statusCode: 200,
          requestId: input.requestId,
        });
      }
      return opened;
    });
    if (!firstUse) {
      throw ApiError.unauthenticated('This log-in-as link has already been used. Open the store again from the admin console.');
    }
    const issued = await this.tokens.issueSession({
      memberId: member.id,
      sso: false,
      now,
      loginAs: { adminId: admin.id, adminAccessLevel: admin.accessLevel, sessionId },
      signInSessionId: sessionId,
    });
    return { ...issued, preferredLanguage: member.preferredLanguage };
  }

  /**
   * Ends the login-as session (every token of it) and says where the admin
   * goes: the store's logout URL when it is a path of this site (or of the
   * configured console's site), else the console. `token` must be the
   * login-as token that opened this session, or a token of the session.
   */
  async returnToAdmin(input: {
    session: SessionClaims;
    programSlug: string;
    token: string;
    adminId: number;
    logoutUrl: string | null | undefined;
  }): Promise<{ redirect_url: string }> {
    const { session } = input;
    const loginAs = session.loginAs;
    if (!loginAs) {
      throw ApiError.forbidden('NOT_LOGGED_IN_AS', 'This session was not opened by an admin logging in as the member.');
    }
    const member = await findMemberById(this.pool, session.memberId);
    const programme = member ? await findProgrammeById(this.pool, member.programmeId) : null;
    if (!programme || programme.slug !== input.programSlug) {
      throw ApiError.notFound(`There is no programme "${input.programSlug}" for this session.`);
    }
    const record = await findLoginAsSession(this.pool, loginAs.sessionId);
    if (!record || input.adminId !== loginAs.adminId || !(await this.belongsToSession(input.token, record.tokenJti, loginAs.sessionId))) {
      throw ApiError.forbidden('LOGIN_AS_MISMATCH', 'The admin or token does not match this log-in-as session.');
    }
    await endLoginAsSession(this.pool, { id: loginAs.sessionId, reason: 'returned_to_admin', now: this.clock.now() });
    return { redirect_url: this.safeReturnUrl(input.logoutUrl) };
  }

  private async belongsToSession(token: string, originJti: string, sessionId: string): Promise<boolean> {
    try {
      return (await this.tokens.verifyLoginAsOrigin(token)).jti === originJti;
    } catch (error) {
      if (!(error instanceof InvalidTokenError)) throw error;
    }
    try {
      return (await this.tokens.verifySession(token, this.clock.now())).loginAs?.sessionId === sessionId;
    } catch (error) {
      if (error instanceof InvalidTokenError) return false;
      throw error;
    }
  }

  /** Never an open redirect: only this site's paths, or the configured console's own site. */
  private safeReturnUrl(logoutUrl: string | null | undefined): string {
    const fallback = this.options.adminConsoleUrl;
    if (!logoutUrl) return fallback;
    if (isInStorePath(logoutUrl)) return logoutUrl;
    try {
      const consoleOrigin = new URL(fallback).origin;
      return new URL(logoutUrl).origin === consoleOrigin ? logoutUrl : fallback;
    } catch {
      return fallback;
    }
  }
}
