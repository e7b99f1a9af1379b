import type { TravelBooking } from '@openapi/schemas';
import { escapeHtml, sandboxDocument, sandboxHref, type SandboxLanguage } from './sandbox-layout';

const TEXT = {
  en: {
    brand: 'Demo Travel',
    title: 'Your itinerary (sandbox travel partner)',
    heading: 'Your itinerary',
    signedIn: 'You are signed in to Demo Travel with your rewards account.',
    noItinerary: 'Choose a trip in the rewards store to see its itinerary here.',
    invalid: 'This link has expired or is not valid. Open the itinerary again from the rewards store.',
    notFound: 'We could not find this booking on your account.',
    reference: 'Booking reference',
    item: 'Item number',
    type: 'Type',
    status: 'Status',
    from: 'From',
    to: 'To',
    dates: 'Dates',
    travellers: 'Travellers',
    sandboxNote: 'This page stands in for the travel partner’s site in the reference deployment.',
    back: 'Back to the rewards store',
    types: { flight: 'Flight', hotel: 'Hotel', car: 'Car rental', cruise: 'Cruise', package: 'Vacation package' },
    statuses: { confirmed: 'Confirmed', accepted: 'Accepted', success: 'Completed', cancelled: 'Cancelled', booked: 'Booked' },
  },
  fr: {
    brand: 'Voyages Démo',
    title: 'Votre itinéraire (partenaire voyage du bac à sable)',
    heading: 'Votre itinéraire',
    signedIn: 'Vous êtes connecté à Voyages Démo avec votre compte de récompenses.',
    noItinerary: 'Choisissez un voyage dans la boutique de récompenses pour en voir l’itinéraire ici.',
    invalid: 'Ce lien est expiré ou n’est pas valide. Ouvrez de nouveau l’itinéraire depuis la boutique de récompenses.',
    notFound: 'Nous n’avons pas trouvé cette réservation dans votre compte.',
    reference: 'Numéro de réservation',
    item: 'Numéro d’article',
    type: 'Type',
    status: 'Statut',
    from: 'Départ',
    to: 'Destination',
    dates: 'Dates',
    travellers: 'Voyageurs',
    sandboxNote: 'Cette page remplace le site du partenaire voyage dans le déploiement de référence.',
    back: 'Retour à la boutique de récompenses',
    types: { flight: 'Vol', hotel: 'Hôtel', car: 'Location de voiture', cruise: 'Croisière', package: 'Forfait vacances' },
    statuses: { confirmed: 'Confirmée', accepted: 'Acceptée', success: 'Terminée', cancelled: 'Annulée', booked: 'Réservée' },
  },
} as const;

export type TravelPartnerView =
  { kind: 'invalid' } | { kind: 'signed-in' } | { kind: 'not-found' } | { kind: 'itinerary'; reference: string; booking: TravelBooking };

/**
 * The sandbox travel partner (decisions §3): its authentication page takes
 * the store's token and language and opens the itinerary the store asked
 * for (`redirect=itinerary/{product_type}/{order_reference}`).
 */
export function travelPartnerPage(input: { lang: SandboxLanguage; view: TravelPartnerView; otherLanguageHref: string }): string {
  const t = TEXT[input.lang];
  const store = input.lang === 'fr' ? '/fr/account/my-itinerary' : '/account/my-itinerary';
  const { view } = input;
  let body: string;
  if (view.kind === 'itinerary') {
    const { booking } = view;
    const travellers = [...booking.passengers, ...booking.guests, ...booking.drivers].map(
      (person) => `${person.first_name} ${person.last_name}`,
    );
    const dates = [booking.start_date, booking.end_date].filter((date) => date !== null).join(' – ');
    const rows: Array<[string, string]> = [
      [t.reference, view.reference],
      [t.item, booking.item_number],
      [t.type, t.types[booking.product_type]],
      [t.status, t.statuses[booking.booking_status]],
      ...(booking.origin ? [[t.from, booking.origin] as [string, string]] : []),
      ...(booking.destination ? [[t.to, booking.destination] as [string, string]] : []),
      ...(dates ? [[t.dates, dates] as [string, string]] : []),
      ...(travellers.length > 0 ? [[t.travellers, travellers.join(', ')] as [string, string]] : []),
    ];
    body = `  <p class="status">${escapeHtml(t.signedIn)}</p>
  <h2>${escapeHtml(booking.item_name)}</h2>
  <table>
    <caption class="visually-hidden">${escapeHtml(booking.item_name)}</caption>
${rows.map(([label, value]) => `    <tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('\n')}
  </table>`;
  } else if (view.kind === 'signed-in') {
    body = `  <p class="status">${escapeHtml(t.signedIn)}</p>\n  <p>${escapeHtml(t.noItinerary)}</p>`;
  } else {
    body = `  <p class="error" role="alert">${escapeHtml(view.kind === 'invalid' ? t.invalid : t.notFound)}</p>`;
  }
  const main = `  <h1>${escapeHtml(t.heading)}</h1>
${body}
  <p class="note">${escapeHtml(t.sandboxNote)}</p>
  <div class="actions"><a class="button" href="${escapeHtml(store)}">${escapeHtml(t.back)}</a></div>`;
  return sandboxDocument({
    lang: input.lang,
    title: t.title,
    brand: t.brand,
    otherLanguageHref: input.otherLanguageHref,
    main,
    wide: true,
  });
}

/** The page itself in the other language (same token and itinerary). */
export function travelPartnerHref(query: Record<string, string | undefined>, lang: SandboxLanguage): string {
  const kept: Record<string, string> = {};
  for (const name of ['token', 'redirect'] as const) {
    const value = query[name];
    if (value !== undefined) kept[name] = value;
  }
  return sandboxHref('/sandbox/travel-partner/authenticate', lang, kept);
}
