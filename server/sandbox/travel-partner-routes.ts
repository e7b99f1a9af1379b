import type { FastifyInstance } from 'fastify';
import type { SandboxTravelPartner } from '../travel/sandbox-travel-partner';
import { TRAVEL_OFFERS, type TravelBookingService } from '../travel/travel-booking-service';
import { TRAVEL_CHECKOUT_PATH } from '../travel/travel-partner-service';
import { readPartnerSessionCookie, setPartnerSessionCookie } from './partner-session-cookie';
import { formOf, seeOther, text, type Query } from './sandbox-forms';
import { htmlLangOf, languageOf, sandboxHref, sendSandboxPage } from './sandbox-layout';
import { bookingResultPage, travelOffersPage, vacationInvalidPage } from './travel-booking-pages';
import { travelPartnerHref, travelPartnerPage } from './travel-partner-page';

/** The travel partner and the vacation site: the store's token opens an itinerary or a booking session, trips are booked with points. */
export async function registerTravelPartnerRoutes(
  sandbox: FastifyInstance,
  deps: { travelPartner: SandboxTravelPartner; travelBookings: TravelBookingService },
): Promise<void> {
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
}
