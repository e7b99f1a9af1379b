import type { IssuedSession } from '@application/ports/auth-gateway';
import type { LoginAsGateway } from '@application/ports/login-as-gateway';
import type { PendingActionGateway } from '@application/ports/pending-action-gateway';
import { expect, it } from 'vitest';

/** A LoginAsGateway under test, how to get a console link, and how to present a session (as the app's storage does). */
export interface LoginAsGatewaySubject {
  gateway: LoginAsGateway;
  /** A one-time link of the admin console for the admin `admin` to open the store as `member`. */
  consoleLink(admin: 'admin' | 'auditor', member: string): Promise<{ userAccount: string; token: string }>;
  present(session: IssuedSession | null): void;
}

/** What every LoginAsGateway must do (spec §6, §7 login-as calls). */
export function loginAsGatewayContract(makeSubject: () => Promise<LoginAsGatewaySubject>): void {
  it('opens a session as the member from a console link, naming the admin', async () => {
    const { gateway, consoleLink } = await makeSubject();
    const result = await gateway.logInAs(await consoleLink('auditor', 'marie'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.session.memberId).toBeGreaterThan(0);
    expect(result.session.expiresInSeconds).toBe(3600);
    expect(result.adminId).toBeGreaterThan(0);
  });

  it('refuses a link the second time (one-time)', async () => {
    const { gateway, consoleLink } = await makeSubject();
    const link = await consoleLink('auditor', 'marie');
    await gateway.logInAs(link);
    const again = await gateway.logInAs(link);
    expect(again).toMatchObject({ ok: false, reason: 'link-refused' });
  });

  /** The admin `admin` logged in as Elite from a console link, the session presented: the gateway, the link's token and the admin's id. */
  const loggedInAsElite = async () => {
    const { gateway, consoleLink, present } = await makeSubject();
    const link = await consoleLink('admin', 'elite');
    const opened = await gateway.logInAs(link);
    if (!opened.ok || opened.adminId === null) throw new Error('login-as failed');
    present(opened.session);
    return { gateway, token: link.token, adminId: opened.adminId };
  };

  it('returns the admin to the logout URL with the link token and admin id of the session', async () => {
    const { gateway, token, adminId } = await loggedInAsElite();
    const result = await gateway.returnToAdmin({ token, adminId, logoutUrl: '/sandbox/admin' });
    expect(result).toEqual({ ok: true, redirectUrl: '/sandbox/admin' });
  });

  it('refuses to return another admin', async () => {
    const { gateway, token, adminId } = await loggedInAsElite();
    const result = await gateway.returnToAdmin({ token, adminId: adminId + 1000, logoutUrl: null });
    expect(result).toMatchObject({ ok: false, reason: 'unavailable' });
  });
}

/** A PendingActionGateway under test, presenting the session of `member`. */
export interface PendingActionGatewaySubject {
  gatewayFor(member: 'pending' | 'elite'): Promise<PendingActionGateway>;
}

/** What every PendingActionGateway must do (spec §2 /pending-actions, §7). */
export function pendingActionGatewayContract(makeSubject: () => Promise<PendingActionGatewaySubject>): void {
  it("lists the pending member's programme rules with their text, in the locale asked for", async () => {
    const gateway = await (await makeSubject()).gatewayFor('pending');
    const result = await gateway.list('fr-CA');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.actions.length).toBeGreaterThan(0);
    for (const action of result.actions) {
      expect(action.type).toBe('accept_program_rules');
      expect(action.title.trim()).not.toBe('');
      expect(action.description.trim()).not.toBe('');
    }
  });

  it('accepting every pending action leaves none', async () => {
    const gateway = await (await makeSubject()).gatewayFor('pending');
    const listed = await gateway.list('en-CA');
    if (!listed.ok) throw new Error('list failed');
    for (const action of listed.actions) expect(await gateway.accept(action.id)).toEqual({ ok: true });
    expect(await gateway.list('en-CA')).toEqual({ ok: true, actions: [] });
  });

  it('lists nothing for a member without pending actions', async () => {
    const gateway = await (await makeSubject()).gatewayFor('elite');
    expect(await gateway.list('en-CA')).toEqual({ ok: true, actions: [] });
  });
}
