import type { FastifyInstance } from 'fastify';
import type { AdminConsoleService } from '../admin/admin-console-service';
import { clearConsoleCookie, readConsoleCookie, setConsoleCookie } from './admin-console-cookie';
import { adminConsolePage, adminSignInPage, type ConsoleNotice } from './admin-console-page';
import { adminAuditPage } from './admin-audit-page';
import { ADMIN_CONSOLE_DEVICE_COOKIE, readDeviceCookie, setDeviceCookie } from './device-cookie';
import { formOf, seeOther, text, whenNotThrottled, type Query } from './sandbox-forms';
import { languageOf, sandboxHref, sendSandboxPage } from './sandbox-layout';

/** The notices of the signed-in console (the others belong to its sign-in form). */
const SIGNED_IN_NOTICES: readonly ConsoleNotice[] = [
  'no-member',
  'card-held',
  'card-released',
  'no-card',
  'read-only',
  'drill-started',
  'drill-ended',
  'drill-invalid',
];
const CONSOLE_NOTICES: readonly ConsoleNotice[] = ['expired', 'signed-out', ...SIGNED_IN_NOTICES];

function noticeOf(value: unknown): ConsoleNotice | undefined {
  return CONSOLE_NOTICES.find((notice) => notice === value);
}

/** The audit log page shows this many of the most recent entries. */
const AUDIT_PAGE_SIZE = 200;

/** The support console: sign in, members, cards, the audit log, and opening the store as a member (`/login-as`). */
export async function registerAdminConsoleRoutes(sandbox: FastifyInstance, deps: { adminConsole: AdminConsoleService }): Promise<void> {
  sandbox.get<{ Querystring: Query }>('/sandbox/admin', async (request, reply) => {
    const lang = languageOf(request.query.lang);
    const notice = noticeOf(request.query.notice);
    const session = await deps.adminConsole.session(readConsoleCookie(request));
    if (!session) return sendSandboxPage(reply, 200, adminSignInPage({ lang, notice }));
    const members = await deps.adminConsole.members(session);
    const cards = await deps.adminConsole.cards(session);
    return sendSandboxPage(
      reply,
      200,
      adminConsolePage({
        lang,
        admin: session.admin,
        members,
        cards,
        formToken: deps.adminConsole.formToken(session),
        notice: notice !== undefined && SIGNED_IN_NOTICES.includes(notice) ? notice : undefined,
      }),
    );
  });

  sandbox.get<{ Querystring: Query }>('/sandbox/admin/audit', async (request, reply) => {
    const lang = languageOf(request.query.lang);
    const session = await deps.adminConsole.session(readConsoleCookie(request));
    if (!session) return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice: 'expired' }));
    const entries = await deps.adminConsole.auditLog(session, AUDIT_PAGE_SIZE);
    return sendSandboxPage(reply, 200, adminAuditPage({ lang, entries, limit: AUDIT_PAGE_SIZE }));
  });

  sandbox.post('/sandbox/admin/sign-in', async (request, reply) => {
    const form = formOf(request);
    const lang = languageOf(form.lang);
    const username = text(form, 'username').trim();
    const password = text(form, 'password');
    if (!username || !password) {
      return sendSandboxPage(reply, 400, adminSignInPage({ lang, notice: 'missing', username }));
    }
    const issued = await whenNotThrottled(() =>
      deps.adminConsole.signIn(username, password, request.ip, readDeviceCookie(request, ADMIN_CONSOLE_DEVICE_COOKIE)),
    );
    if (issued === 'throttled' || issued === 'busy') return sendSandboxPage(reply, 429, adminSignInPage({ lang, notice: issued, username }));
    if (!issued) return sendSandboxPage(reply, 401, adminSignInPage({ lang, notice: 'invalid', username }));
    setConsoleCookie(request, reply, issued.session.token);
    setDeviceCookie(request, reply, ADMIN_CONSOLE_DEVICE_COOKIE, issued.deviceToken);
    return seeOther(reply, sandboxHref('/sandbox/admin', lang));
  });

  sandbox.post('/sandbox/admin/sign-out', async (request, reply) => {
    const form = formOf(request);
    const lang = languageOf(form.lang);
    const session = await deps.adminConsole.session(readConsoleCookie(request));
    if (session && deps.adminConsole.isFormTokenValid(session, form.csrf)) {
      await deps.adminConsole.signOut(session);
      clearConsoleCookie(request, reply);
      return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice: 'signed-out' }));
    }
    return seeOther(reply, sandboxHref('/sandbox/admin', lang, session ? {} : { notice: 'expired' }));
  });

  // The bank's card system: a card put on hold (or released) while its member shops. Write access only.
  sandbox.post('/sandbox/admin/card-status', async (request, reply) => {
    const form = formOf(request);
    const lang = languageOf(form.lang);
    const session = await deps.adminConsole.session(readConsoleCookie(request));
    if (!session || !deps.adminConsole.isFormTokenValid(session, form.csrf)) {
      return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice: 'expired' }));
    }
    const action = text(form, 'action');
    const reference = text(form, 'reference').trim();
    if ((action !== 'hold' && action !== 'release') || !reference) {
      return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice: 'no-card' }));
    }
    const outcome = await deps.adminConsole.setCardHold(session, reference, action === 'hold');
    const notice = outcome === 'changed' ? (action === 'hold' ? 'card-held' : 'card-released') : outcome;
    return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice }));
  });

  // The sign-in drill: this node holds a client address's sign-in places for a while, as slow checks would. Write access only.
  sandbox.post('/sandbox/admin/sign-in-drill', async (request, reply) => {
    const form = formOf(request);
    const lang = languageOf(form.lang);
    const session = await deps.adminConsole.session(readConsoleCookie(request));
    if (!session || !deps.adminConsole.isFormTokenValid(session, form.csrf)) {
      return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice: 'expired' }));
    }
    const action = text(form, 'action') === 'end' ? 'end' : 'start';
    const seconds = Number(text(form, 'seconds', 8).trim());
    const outcome = await deps.adminConsole.signInDrill(session, { action, clientAddress: text(form, 'address', 64).trim(), seconds });
    const notice = outcome === 'started' ? 'drill-started' : outcome === 'ended' ? 'drill-ended' : outcome === 'invalid' ? 'drill-invalid' : 'read-only';
    return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice }));
  });

  sandbox.post('/sandbox/admin/login-as', async (request, reply) => {
    const form = formOf(request);
    const lang = languageOf(form.lang);
    const session = await deps.adminConsole.session(readConsoleCookie(request));
    // Without a live session, or from a form this console did not serve, nothing is minted.
    if (!session || !deps.adminConsole.isFormTokenValid(session, form.csrf)) {
      return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice: 'expired' }));
    }
    const userAccount = text(form, 'user_account').trim();
    const issued = userAccount ? await deps.adminConsole.openStoreAs(session, userAccount) : null;
    if (!issued) return seeOther(reply, sandboxHref('/sandbox/admin', lang, { notice: 'no-member' }));
    const query = new URLSearchParams({
      user_account: userAccount,
      token: issued.token,
      logout_url: sandboxHref('/sandbox/admin', lang),
    });
    return seeOther(reply, `${lang === 'fr' ? '/fr' : ''}/login-as?${query.toString()}`);
  });}
