import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import type { AdminConsoleService } from '../admin/admin-console-service';
import type { AuthService } from '../auth/auth-service';
import { ApiError, SIGN_IN_BUSY, TOO_MANY_SIGN_IN_ATTEMPTS } from '../http/api-error';
import {
  ADMIN_CONSOLE_DEVICE_COOKIE,
  ONLINE_BANKING_DEVICE_COOKIE,
  readDeviceCookie,
  setDeviceCookie,
} from './device-cookie';
import { clearConsoleCookie, readConsoleCookie, setConsoleCookie } from './admin-console-cookie';
import { adminConsolePage, adminSignInPage, type ConsoleNotice } from './admin-console-page';
import { adminAuditPage } from './admin-audit-page';
import { bankPage, partnerPage, sandboxNotFoundPage, type PartnerAccess } from './bank-pages';
import { InvalidTokenError, type TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import { findMemberById } from '../members/member-repository';
import { enrolPage } from './enrol-page';
import { findMailboxMessage, findMailboxMessages, mailboxMessagePage, mailboxPage } from './mailbox-page';
import { ONLINE_BANKING_SHORTCUTS, onlineBankingPage, shortcutOf, signInKindOf, type SandboxError } from './online-banking-page';
import { programmeHomeKindOf, programmeHomePage } from './programme-home-page';
import { htmlLangOf, languageOf, sandboxHref, sendSandboxPage, type SandboxLanguage } from './sandbox-layout';
import type { SandboxTravelPartner } from '../travel/sandbox-travel-partner';
import { travelPartnerHref, travelPartnerPage } from './travel-partner-page';
import { readPartnerSessionCookie, setPartnerSessionCookie } from './partner-session-cookie';
import { TRAVEL_OFFERS, type TravelBookingService } from '../travel/travel-booking-service';
import { bookingResultPage, travelOffersPage, vacationInvalidPage } from './travel-booking-pages';
import { TRAVEL_CHECKOUT_PATH } from '../travel/travel-partner-service';

type Form = Record<string, unknown>;
type Query = Record<string, string | undefined>;

function formOf(request: FastifyRequest): Form {
  return typeof request.body === 'object' && request.body !== null ? (request.body as Form) : {};
}

function text(form: Form, name: string, maxLength = 255): string {
  const value = form[name];
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

/** After a form post, the browser goes to a page it can reload (post/redirect/get). */
function seeOther(reply: FastifyReply, location: string): FastifyReply {
  return reply.header('Cache-Control', 'no-store').redirect(location, 303);
}

/** A sandbox sign-in's answer, with the lockout's and the busy hashing queue's 429 turned into a notice on the page. */
async function whenNotThrottled<T>(signIn: () => Promise<T>): Promise<T | 'throttled' | 'busy'> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof ApiError && error.code === TOO_MANY_SIGN_IN_ATTEMPTS) return 'throttled';
    if (error instanceof ApiError && error.code === SIGN_IN_BUSY) return 'busy';
    throw error;
  }
}

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

/**
 * The sandbox of the systems outside the store (decisions §3), in English
 * and French (`?lang=fr`): the bank's online banking, the programme home,
 * enrolment, the bank's site pages, partner retailers and the support
 * console that opens the store as a member (`/login-as`).
 */
/** The audit log page shows this many of the most recent entries. */
const AUDIT_PAGE_SIZE = 200;

export async function registerSandboxRoutes(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    /** Verifies the member access token of an access URL (the partner's side of spec §2's access redirect). */
    partnerAccess: Pick<TokenService, 'verifyPartnerAccess'>;
    clock: Clock;
    adminConsole: AdminConsoleService;
    programmeSlug: string;
    pool: Pool;
    travelPartner: SandboxTravelPartner;
    travelBookings: TravelBookingService;
  },
): Promise<void> {
  await app.register(async (sandbox) => {
    // HTML forms post url-encoded bodies; only the sandbox accepts them, the API stays JSON-only.
    sandbox.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    // --- Online banking (personal, business and commercial doors) -------------------------
    sandbox.get<{ Querystring: Query }>('/sandbox/online-banking', async (request, reply) =>
      sendSandboxPage(reply, 200, onlineBankingPage({ lang: languageOf(request.query.lang), kind: signInKindOf(request.query.kind) })),
    );

    sandbox.post('/sandbox/online-banking', async (request, reply) => {
      const form = formOf(request);
      const lang = languageOf(form.lang);
      const kind = signInKindOf(form.kind);
      const username = text(form, 'username').trim();
      const password = text(form, 'password');
      const shortcut = shortcutOf(form.shortcut);
      const fail = (status: number, error: SandboxError) =>
        sendSandboxPage(reply, status, onlineBankingPage({ lang, kind, error, username, shortcut }));
      if (!username || !password) return fail(400, 'missing');

      const memberId = await whenNotThrottled(() =>
        deps.auth.checkCredentials({
          userAccount: username,
          password,
          programSlug: deps.programmeSlug,
          clientAddress: request.ip,
          deviceToken: readDeviceCookie(request, ONLINE_BANKING_DEVICE_COOKIE),
        }),
      );
      if (memberId === 'throttled' || memberId === 'busy') return fail(429, memberId);
      if (memberId === null) return fail(401, 'invalid');
      setDeviceCookie(request, reply, ONLINE_BANKING_DEVICE_COOKIE, await deps.auth.issueDeviceToken(memberId));
      const landing = `${lang === 'fr' ? '/fr' : ''}/sso/`;
      if (shortcut !== null) {
        // A shortcut: online banking asks the programme for a hand-off token (the bank's back channel).
        const handoff = await deps.auth.bankHandoff.issue({ programSlug: deps.programmeSlug, memberId, issuedBy: `online-banking:${kind}` });
        if (handoff === null) return fail(401, 'invalid');
        const deepLink = new URLSearchParams({ action: ONLINE_BANKING_SHORTCUTS[shortcut] });
        return reply.header('Cache-Control', 'no-store').redirect(`${landing}${handoff.token}?${deepLink}`, 302);
      }
      const { token } = await deps.auth.issueSsoToken(memberId);
      return reply.header('Cache-Control', 'no-store').redirect(`${landing}${encodeURIComponent(token)}`, 302);
    });

    // --- Programme home, enrolment, the bank's site, partner retailers ------------------
    sandbox.get<{ Querystring: Query }>('/sandbox/programme-home', async (request, reply) =>
      sendSandboxPage(
        reply,
        200,
        programmeHomePage({
          lang: languageOf(request.query.lang),
          signedOut: request.query.signed_out === '1',
          kind: programmeHomeKindOf(request.query.kind),
        }),
      ),
    );

    // --- Mailbox: every email the sandbox mail transport received ------------------------
    sandbox.get<{ Querystring: Query }>('/sandbox/mailbox', async (request, reply) =>
      sendSandboxPage(reply, 200, mailboxPage({ lang: languageOf(request.query.lang), messages: await findMailboxMessages(deps.pool) })),
    );

    sandbox.get<{ Querystring: Query; Params: { id: string } }>('/sandbox/mailbox/:id', async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const id = /^[1-9][0-9]{0,14}$/.test(request.params.id) ? Number(request.params.id) : 0;
      const message = id > 0 ? await findMailboxMessage(deps.pool, id) : null;
      return sendSandboxPage(reply, message ? 200 : 404, mailboxMessagePage({ lang, id, message }));
    });

    sandbox.get<{ Querystring: Query }>('/sandbox/enrol', async (request, reply) =>
      sendSandboxPage(reply, 200, enrolPage({ lang: languageOf(request.query.lang) })),
    );

    const notFoundPage = (reply: FastifyReply, lang: SandboxLanguage) => sendSandboxPage(reply, 404, sandboxNotFoundPage({ lang }));

    sandbox.get<{ Querystring: Query }>('/sandbox/bank', async (request, reply) => {
      const lang = languageOf(request.query.lang);
      return sendSandboxPage(reply, 200, bankPage({ lang, topic: 'home' }) ?? '');
    });

    sandbox.get<{ Querystring: Query; Params: { topic: string } }>('/sandbox/bank/:topic', async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const page = request.params.topic === 'home' ? null : bankPage({ lang, topic: request.params.topic });
      return page ? sendSandboxPage(reply, 200, page) : notFoundPage(reply, lang);
    });

    /** A partner recognises a member by the access token the store's access URL carries, for its own door only. */
    const partnerAccessOf = async (token: string | undefined, retailer: string): Promise<PartnerAccess> => {
      if (token === undefined) return null;
      try {
        const claims = await deps.partnerAccess.verifyPartnerAccess(token, deps.clock.now());
        const member = claims.partner === retailer ? await findMemberById(deps.pool, claims.memberId) : null;
        return member ? { kind: 'recognised', memberName: `${member.firstName} ${member.lastName.slice(0, 1)}` } : { kind: 'refused' };
      } catch (error) {
        if (error instanceof InvalidTokenError) return { kind: 'refused' };
        throw error;
      }
    };

    sandbox.get<{ Querystring: Query; Params: { retailer: string } }>('/sandbox/partner/:retailer', async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const access = await partnerAccessOf(request.query.access_token, request.params.retailer);
      const page = partnerPage({ lang, retailer: request.params.retailer, access });
      if (!page) return notFoundPage(reply, lang);
      return sendSandboxPage(reply, access?.kind === 'refused' ? 401 : 200, page);
    });

    // --- Travel partner: the store's token opens an itinerary --------------------------------
    sandbox.get<{ Querystring: Query }>('/sandbox/travel-partner/authenticate', async (request, reply) => {
      const lang = languageOf(request.query.lang);
      const view = await deps.travelPartner.view({
        token: request.query.token,
        redirect: request.query.redirect,
        locale: htmlLangOf(lang),
      });
      // Signed in without an itinerary to open: the partner offers trips to book with points (issue 13).
      const session = view.kind === 'signed-in' ? await deps.travelBookings.openSession(request.query.token) : null;
      if (session) {
        const offers = TRAVEL_OFFERS.filter((offer) => offer.site === 'travel');
        // The session goes on in a cookie, never in an address (which logs keep).
        setPartnerSessionCookie(request, reply, session);
        const otherLanguageHref = sandboxHref('/sandbox/travel-partner/offers', lang === 'fr' ? 'en' : 'fr');
        return sendSandboxPage(reply, 200, travelOffersPage({ lang, site: 'travel', session, offers, otherLanguageHref }));
      }
      const status = view.kind === 'invalid' ? 401 : view.kind === 'not-found' ? 404 : 200;
      return sendSandboxPage(
        reply,
        status,
        travelPartnerPage({ lang, view, otherLanguageHref: travelPartnerHref(request.query, lang === 'fr' ? 'en' : 'fr') }),
      );
    });

    // --- Travel partner and vacation site: booking with points ------------------------------
    const offersOf = (site: 'travel' | 'vacation') => TRAVEL_OFFERS.filter((offer) => offer.site === site);

    sandbox.get<{ Querystring: Query }>('/sandbox/travel-partner/offers', async (request, reply) => {
      const lang = languageOf(request.query.lang);
      // From the cookie only: a session in the address (`?session=`) is not accepted.
      const session = readPartnerSessionCookie(request) ?? '';
      if (!deps.travelBookings.readSession(session))
        return sendSandboxPage(reply, 401, bookingResultPage({ lang, site: 'travel', outcome: { kind: 'expired' } }));
      const otherLanguageHref = sandboxHref('/sandbox/travel-partner/offers', lang === 'fr' ? 'en' : 'fr');
      return sendSandboxPage(
        reply,
        200,
        travelOffersPage({ lang, site: 'travel', session, offers: offersOf('travel'), otherLanguageHref }),
      );
    });

    // The store posts its token by form to the vacation site of the member's language (spec §2). The address it is
    // sent on to carries a one-time handoff (`session=`, redacted in logs): its first visit turns it into the
    // session's cookie and goes on to the plain address; the same value again (from a log, say) opens nothing.
    sandbox.post<{ Params: { lang: string } }>('/sandbox/vacations/:lang', async (request, reply) => {
      const lang = languageOf(request.params.lang);
      const handoff = await deps.travelBookings.openHandoff(text(formOf(request), 'token', 2000));
      if (!handoff) return sendSandboxPage(reply, 401, vacationInvalidPage(lang));
      return seeOther(reply, `/sandbox/vacations/${lang}?session=${encodeURIComponent(handoff)}`);
    });

    sandbox.get<{ Params: { lang: string }; Querystring: Query }>('/sandbox/vacations/:lang', async (request, reply) => {
      const lang = languageOf(request.params.lang);
      if (request.query.session !== undefined) {
        const opened = await deps.travelBookings.redeemHandoff(request.query.session);
        if (!opened) return sendSandboxPage(reply, 401, vacationInvalidPage(lang));
        setPartnerSessionCookie(request, reply, opened);
        return seeOther(reply, `/sandbox/vacations/${lang}`);
      }
      const session = readPartnerSessionCookie(request) ?? '';
      if (!deps.travelBookings.readSession(session)) return sendSandboxPage(reply, 401, vacationInvalidPage(lang));
      const otherLanguageHref = `/sandbox/vacations/${lang === 'fr' ? 'en' : 'fr'}`;
      return sendSandboxPage(
        reply,
        200,
        travelOffersPage({ lang, site: 'vacation', session, offers: offersOf('vacation'), otherLanguageHref }),
      );
    });

    // The partner does not debit points itself: it sends the member back to the store with the trip chosen and the
    // form's attempt id, and the store books it through POST /member/ascenda/checkout with the member's session
    // (validate-member first), the attempt id as the Idempotency-Key, so a reload or a second click books once.
    sandbox.post('/sandbox/travel-partner/book', async (request, reply) => {
      const form = formOf(request);
      const lang = languageOf(form.lang);
      const site = form.site === 'vacation' ? 'vacation' : 'travel';
      const session = text(form, 'session', 400) || readPartnerSessionCookie(request);
      if (!deps.travelBookings.readSession(session)) {
        return sendSandboxPage(reply, 401, bookingResultPage({ lang, site, outcome: { kind: 'expired' } }));
      }
      const offer = TRAVEL_OFFERS.find((candidate) => candidate.code === text(form, 'offer', 60));
      if (!offer) return sendSandboxPage(reply, 409, bookingResultPage({ lang, site, outcome: { kind: 'refused', reason: 'unknown-offer' } }));
      const attempt = text(form, 'attempt', 64);
      const query = new URLSearchParams({ travel_offer: offer.code, ...(/^[A-Za-z0-9_-]{8,64}$/.test(attempt) ? { attempt } : {}) });
      return seeOther(reply, `${lang === 'fr' ? '/fr' : ''}${TRAVEL_CHECKOUT_PATH}?${query.toString()}`);
    });

    // --- Support console: sign in, members, open the store as a member --------------------
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
    });
  });
}
