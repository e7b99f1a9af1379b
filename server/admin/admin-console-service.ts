import { isIP } from 'node:net';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import type { LoginAsService } from '../auth/login-as-service';
import { signInThrottleKey, trustedDeviceThrottleKey } from '@rewards-storefront/domain/auth/sign-in-throttle';
import type { PasswordChecks } from '../auth/password-checks';
import type { SignInThrottle } from '../auth/sign-in-throttle';
import { endLoginAsSessionsOfConsole } from '../auth/login-as-grant-repository';
import { isTokenRevoked, revokeToken } from '../auth/token-repository';
import { withTransaction } from '../database/create-pool';
import { InvalidTokenError, type AdminConsoleClaims, type IssuedToken, type TokenService } from '../auth/token-service';
import { findProgrammeBySlug } from '../account/member-repository';
import { listRecentAuditEntries, type AuditEntryRow } from './audit-log-repository';
import {
  findAdminById,
  findAdminCredentials,
  listConsoleCards,
  listConsoleMembers,
  setConsoleCardHold,
  type AdminRow,
  type ConsoleCardRow,
  type ConsoleMemberRow,
} from './admin-repository';

const CSRF_PURPOSE = 'admin-console-form';

/** The longest sign-in drill the console starts. */
export const MAX_DRILL_SECONDS = 300;

export interface ConsoleSession {
  admin: AdminRow;
  claims: AdminConsoleClaims;
}

/**
 * The support console of the sandbox (decisions §3): admins and auditors sign
 * in with their own credentials and open the store as a member. Its session
 * is a short signed token in an HttpOnly cookie; forms carry a field bound to
 * that session so another site cannot post them.
 */
export class AdminConsoleService {
  constructor(
    private readonly pool: Pool,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly loginAs: LoginAsService,
    private readonly programmeSlug: string,
    private readonly throttle: SignInThrottle,
    private readonly passwords: PasswordChecks,
  ) {}

  /**
   * A console session, and a device token for this browser, for the right
   * credentials, else null (same work for unknown users); 429 while the
   * admin account's sign-in, or the client address's, is paused. With the
   * device token of this admin's earlier sign-in the attempt counts on its
   * own (like a member's known device), so guessing cannot lock an admin
   * out of the console they use.
   */
  async signIn(
    userAccount: string,
    password: string,
    clientAddress: string,
    deviceToken?: string,
  ): Promise<{ session: IssuedToken; deviceToken: string } | null> {
    const scope = `admin:${this.programmeSlug}`;
    const programme = await findProgrammeBySlug(this.pool, this.programmeSlug);
    const admin = programme ? await findAdminCredentials(this.pool, programme.id, userAccount) : null;
    const deviceId = await this.trustedDeviceOf(deviceToken, admin?.id ?? null);
    const key = deviceId === null ? signInThrottleKey(scope, userAccount) : trustedDeviceThrottleKey(scope, userAccount, deviceId);
    const adminId = await this.throttle.guardKey(
      key,
      async ({ addressKey }) => {
        const lane = deviceId === null ? 'open' : 'trusted';
        const valid = await this.passwords.verify(password, admin?.passwordHash ?? null, { lane, addressKey });
        return valid && admin ? admin.id : null;
      },
      clientAddress,
    );
    if (adminId === null) return null;
    const now = this.clock.now();
    const [session, device] = await Promise.all([
      this.tokens.issueAdminConsole({ adminId, now }),
      this.tokens.issueAdminDevice({ adminId, now }),
    ]);
    return { session, deviceToken: device.token };
  }

  /** The device's id when `deviceToken` is a live console device token of this admin; null otherwise. */
  private async trustedDeviceOf(deviceToken: string | undefined, adminId: number | null): Promise<string | null> {
    if (!deviceToken || adminId === null) return null;
    try {
      const claims = await this.tokens.verifyAdminDevice(deviceToken, this.clock.now());
      return claims.adminId === adminId ? claims.deviceId : null;
    } catch (error) {
      if (error instanceof InvalidTokenError) return null;
      throw error;
    }
  }

  /** The signed-in admin of a cookie value; null when absent, invalid, expired or signed out. */
  async session(cookieValue: string | undefined): Promise<ConsoleSession | null> {
    if (!cookieValue) return null;
    let claims: AdminConsoleClaims;
    try {
      claims = await this.tokens.verifyAdminConsole(cookieValue, this.clock.now());
    } catch (error) {
      if (error instanceof InvalidTokenError) return null;
      throw error;
    }
    if (await isTokenRevoked(this.pool, claims.jti)) return null;
    const admin = await findAdminById(this.pool, claims.adminId);
    return admin ? { admin, claims } : null;
  }

  /** Signing out of the console also ends every store session it opened (issue 22 item 6). */
  async signOut(session: ConsoleSession): Promise<void> {
    const now = this.clock.now();
    await withTransaction(this.pool, async (client) => {
      await revokeToken(client, { jti: session.claims.jti, memberId: null, expiresAt: session.claims.expiresAt, now });
      await endLoginAsSessionsOfConsole(client, session.claims.jti, now);
    });
  }

  formToken(session: ConsoleSession): string {
    return this.tokens.mac(CSRF_PURPOSE, session.claims.jti);
  }

  isFormTokenValid(session: ConsoleSession, presented: unknown): boolean {
    return typeof presented === 'string' && this.tokens.verifyMac(CSRF_PURPOSE, session.claims.jti, presented);
  }

  /** The programme's most recent audit entries of login-as mode, newest first. */
  auditLog(session: ConsoleSession, limit: number): Promise<AuditEntryRow[]> {
    return listRecentAuditEntries(this.pool, session.admin.programmeId, limit);
  }

  members(session: ConsoleSession): Promise<ConsoleMemberRow[]> {
    return listConsoleMembers(this.pool, session.admin.programmeId);
  }

  cards(session: ConsoleSession): Promise<ConsoleCardRow[]> {
    return listConsoleCards(this.pool, session.admin.programmeId);
  }

  /**
   * Puts a card on hold or releases it (the bank's card system, sandbox
   * only): what a member's open store meets when their card is held while
   * they shop. Only an admin with write access, read from the current grant.
   */
  async setCardHold(session: ConsoleSession, reference: string, hold: boolean): Promise<'changed' | 'read-only' | 'no-card'> {
    if (session.admin.accessLevel !== 'write') return 'read-only';
    return (await setConsoleCardHold(this.pool, session.admin.programmeId, reference, hold)) ? 'changed' : 'no-card';
  }

  /**
   * The sign-in drill (sandbox only, write access): this node holds every
   * sign-in place of a client address for `seconds` (1-300), as checks in
   * flight would, so what a member behind that address is told when the
   * store is busy can be seen (429 SIGN_IN_BUSY once their wait ends).
   * Other addresses are untouched; `end` gives the places back at once.
   */
  async signInDrill(
    session: ConsoleSession,
    input: { action: 'start' | 'end'; clientAddress: string; seconds: number },
  ): Promise<'started' | 'ended' | 'read-only' | 'invalid'> {
    if (session.admin.accessLevel !== 'write') return 'read-only';
    if (isIP(input.clientAddress) === 0) return 'invalid';
    if (input.action === 'end') {
      this.throttle.endAddressDrill(input.clientAddress);
      return 'ended';
    }
    if (!Number.isInteger(input.seconds) || input.seconds < 1 || input.seconds > MAX_DRILL_SECONDS) return 'invalid';
    await this.throttle.drillAddress(input.clientAddress, input.seconds);
    return 'started';
  }

  /** A one-time login-as token for a member of the admin's programme; null when there is no such member. */
  openStoreAs(session: ConsoleSession, userAccount: string): Promise<IssuedToken | null> {
    return this.loginAs.mint(session.admin, { jti: session.claims.jti, expiresAt: session.claims.expiresAt }, userAccount);
  }
}
