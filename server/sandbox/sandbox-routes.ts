import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import type { AdminConsoleService } from '../admin/admin-console-service';
import type { AuthService } from '../auth/auth-service';
import { InvalidTokenError, type TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import { findMemberById } from '../account/member-repository';
import type { SandboxTravelPartner } from '../travel/sandbox-travel-partner';
import type { TravelBookingService } from '../travel/travel-booking-service';
import { registerAdminConsoleRoutes } from './admin-console-routes';
import { bankPage, partnerPage, sandboxNotFoundPage, type PartnerAccess } from './bank-pages';
import { ONLINE_BANKING_DEVICE_COOKIE, readDeviceCookie, setDeviceCookie } from './device-cookie';
import { enrolPage } from './enrol-page';
import { mailboxMessagePage, mailboxPage } from './mailbox-page';
import { findMailboxMessage, findMailboxMessages } from './mailbox-repository';
import { ONLINE_BANKING_SHORTCUTS, onlineBankingPage, shortcutOf, signInKindOf, type SandboxError } from './online-banking-page';
import { programmeHomeKindOf, programmeHomePage } from './programme-home-page';
import { formOf, text, whenNotThrottled, type Query } from './sandbox-forms';
import { languageOf, sendSandboxPage, type SandboxLanguage } from './sandbox-layout';
import { registerTravelPartnerRoutes } from './travel-partner-routes';

/**
 * The sandbox of the systems outside the store (decisions §3), in English
 * and French (`?lang=fr`): the bank's online banking, the programme home,
 * enrolment, the bank's site pages, partner retailers and the support
 * console that opens the store as a member (`/login-as`).
 */
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

    await registerTravelPartnerRoutes(sandbox, deps);
    await registerAdminConsoleRoutes(sandbox, deps);
  });
}
