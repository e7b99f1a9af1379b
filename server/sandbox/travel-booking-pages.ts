import { randomUUID } from 'node:crypto';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { BookingOutcome, TravelOffer } from '../travel/travel-booking-service';
import { escapeHtml, htmlLangOf, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

const TEXT = {
  en: {
    travel: { brand: 'Demo Travel', title: 'Book travel with points (sandbox travel partner)', heading: 'Book travel with your points' },
    vacation: { brand: 'Demo Vacations', title: 'Vacation packages (sandbox vacation site)', heading: 'Vacation packages' },
    signedIn: 'You are signed in with your rewards account. Choose a trip: you confirm it with the points of your card in the rewards store.',
    offers: 'Available trips',
    trip: 'Trip',
    from: 'From',
    to: 'To',
    points: 'Points',
    book: (name: string) => `Book ${name}`,
    bookLabel: 'Book',
    expired: 'Your session with the partner has ended. Open travel again from the rewards store.',
    unknown: 'This trip is no longer offered.',
    sandboxNote: 'This page stands in for the partner’s site in the reference deployment.',
    back: 'Back to the rewards store',
  },
  fr: {
    travel: {
      brand: 'Voyages Démo',
      title: 'Réserver un voyage avec vos points (partenaire voyage du bac à sable)',
      heading: 'Réservez un voyage avec vos points',
    },
    vacation: { brand: 'Vacances Démo', title: 'Forfaits vacances (site vacances du bac à sable)', heading: 'Forfaits vacances' },
    signedIn:
      'Vous êtes connecté avec votre compte de récompenses. Choisissez un voyage\u00a0: vous le confirmez avec les points de votre carte dans la boutique de récompenses.',
    offers: 'Voyages offerts',
    trip: 'Voyage',
    from: 'Départ',
    to: 'Destination',
    points: 'Points',
    book: (name: string) => `Réserver ${name}`,
    bookLabel: 'Réserver',
    expired: 'Votre session chez le partenaire a pris fin. Ouvrez de nouveau les voyages depuis la boutique de récompenses.',
    unknown: 'Ce voyage n’est plus offert.',
    sandboxNote: 'Cette page remplace le site du partenaire dans le déploiement de référence.',
    back: 'Retour à la boutique de récompenses',
  },
} as const;

type Site = 'travel' | 'vacation';

function storePath(lang: SandboxLanguage, path: string): string {
  return `${lang === 'fr' ? '/fr' : ''}${path}`;
}

/**
 * The offers of the sandbox travel partner or vacation site once the store's
 * token opened a partner session: one form per trip, each with a fresh
 * attempt id, so a double submit books once.
 */
export function travelOffersPage(input: {
  lang: SandboxLanguage;
  site: Site;
  session: string;
  offers: readonly TravelOffer[];
  otherLanguageHref: string;
}): string {
  const t = TEXT[input.lang];
  const site = t[input.site];
  const locale = htmlLangOf(input.lang);
  const rows = input.offers
    .map((offer) => {
      const name = offer.name[input.lang === 'fr' ? 1 : 0];
      return `    <tr><td>${escapeHtml(name)}</td><td>${escapeHtml(offer.origin ?? '—')}</td><td>${escapeHtml(offer.destination)}</td><td>${escapeHtml(formatPoints(offer.points, locale))}</td>
      <td><form method="post" action="/sandbox/travel-partner/book">
        <input type="hidden" name="session" value="${escapeHtml(input.session)}">
        <input type="hidden" name="offer" value="${escapeHtml(offer.code)}">
        <input type="hidden" name="site" value="${input.site}">
        <input type="hidden" name="attempt" value="${randomUUID()}">
        <input type="hidden" name="lang" value="${input.lang}">
        <button type="submit" aria-label="${escapeHtml(t.book(name))}">${escapeHtml(t.bookLabel)}</button>
      </form></td></tr>`;
    })
    .join('\n');
  const main = `  <h1>${escapeHtml(site.heading)}</h1>
  <p class="status">${escapeHtml(t.signedIn)}</p>
  <table>
    <caption>${escapeHtml(t.offers)}</caption>
    <tr><th scope="col">${escapeHtml(t.trip)}</th><th scope="col">${escapeHtml(t.from)}</th><th scope="col">${escapeHtml(t.to)}</th><th scope="col">${escapeHtml(t.points)}</th><th scope="col"><span class="visually-hidden">${escapeHtml(t.bookLabel)}</span></th></tr>
${rows}
  </table>
  <p class="note">${escapeHtml(t.sandboxNote)}</p>
  <div class="actions"><a class="button" href="${escapeHtml(storePath(input.lang, '/'))}">${escapeHtml(t.back)}</a></div>`;
  return sandboxDocument({
    lang: input.lang,
    title: site.title,
    brand: site.brand,
    otherLanguageHref: input.otherLanguageHref,
    main,
    wide: true,
  });
}

/** What the partner says when it cannot take a trip to the store's checkout. */
export function bookingResultPage(input: { lang: SandboxLanguage; site: Site; outcome: BookingOutcome }): string {
  const t = TEXT[input.lang];
  const site = t[input.site];
  const message = input.outcome.kind === 'expired' ? t.expired : t.unknown;
  const body = `  <h1>${escapeHtml(site.heading)}</h1>
  <p class="error" role="alert">${escapeHtml(message)}</p>
  <div class="actions"><a class="button" href="${escapeHtml(storePath(input.lang, '/'))}">${escapeHtml(t.back)}</a></div>`;
  return sandboxDocument({
    lang: input.lang,
    title: site.title,
    brand: site.brand,
    otherLanguageHref: sandboxHref('/sandbox/travel-partner/authenticate', input.lang === 'fr' ? 'en' : 'fr'),
    main: body,
    wide: true,
  });
}

/** The vacation site refuses a visit without a valid token. */
export function vacationInvalidPage(lang: SandboxLanguage): string {
  return bookingResultPage({ lang, site: 'vacation', outcome: { kind: 'expired' } });
}
