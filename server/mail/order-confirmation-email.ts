import { formatLongDate } from '@rewards-storefront/domain/format/format-date';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { deliveryExpectation } from '@rewards-storefront/domain/orders/delivery-expectation';
import { escapeXml as escapeHtml } from '../media/svg-text';

export interface ConfirmationItem {
  name: string;
  quantity: number;
  points: number;
  productType: string;
  /** The charities a shared gift goes to, with each one's points (empty for anything else). */
  charities: readonly { name: string; points: number }[];
}

export interface OrderConfirmation {
  locale: Locale;
  firstName: string;
  referenceIdentifier: string;
  orderedAt: Date;
  items: readonly ConfirmationItem[];
  pointsUsed: number;
  cashCents: number;
  recipientEmail: string | null;
}

const TEXT = {
  'en-CA': {
    subject: (ref: string) => `Your order ${ref} is confirmed`,
    hello: (name: string) => `Hello ${name},`,
    thanks: 'Thank you for your order. Here is your confirmation.',
    number: 'Confirmation number',
    items: 'Items',
    pointsUsed: 'Points used',
    cashPaid: 'Cash paid',
    shipping: 'Shipping and taxes',
    included: 'Included',
    delivery: 'Delivery',
    merchandise: (date: string) => `Merchandise and gift cards arrive within 10 business days (by ${date}).`,
    egift: (date: string, email: string) => `eGift cards are emailed to ${email} within 3 days (by ${date}).`,
    charityReceipt: (date: string) => `Each charity sends its tax receipt within 12 weeks (by ${date}).`,
    sharedAmong: 'shared among',
    cancel: 'You can cancel merchandise and gift cards from your order history within 6 hours of your order.',
    signature: 'Demo Bank Rewards',
    colon: ':',
  },
  'fr-CA': {
    subject: (ref: string) => `Votre commande ${ref} est confirmée`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: 'Merci de votre commande. Voici votre confirmation.',
    number: 'Numéro de confirmation',
    items: 'Articles',
    pointsUsed: 'Points utilisés',
    cashPaid: 'Montant payé',
    shipping: 'Livraison et taxes',
    included: 'Incluses',
    delivery: 'Livraison',
    merchandise: (date: string) => `Les marchandises et cartes-cadeaux arrivent dans un délai de 10 jours ouvrables (d’ici le ${date}).`,
    egift: (date: string, email: string) =>
      `Les cartes-cadeaux électroniques sont envoyées à ${email} dans un délai de 3 jours (d’ici le ${date}).`,
    charityReceipt: (date: string) => `Chaque organisme envoie son reçu fiscal dans un délai de 12\u00a0semaines (d’ici le ${date}).`,
    sharedAmong: 'partagé entre',
    cancel:
      'Vous pouvez annuler les marchandises et cartes-cadeaux dans votre historique de commandes dans les 6 heures suivant votre commande.',
    signature: 'Récompenses Banque Démo',
    colon: '\u00a0:',
  },
} as const;

/** A delivery day in the bank's time zone: "November 26, 2026", "26 novembre 2026". */
function formatDate(date: Date, locale: Locale): string {
  return formatLongDate(date, locale, 'America/Toronto');
}

/**
 * The order confirmation email in the member's language: confirmation
 * number, items, points used, cash paid, and the delivery expectations of
 * spec §9.
 */
export function renderOrderConfirmation(order: OrderConfirmation): { subject: string; text: string; html: string } {
  const t = TEXT[order.locale];
  const itemLines = order.items.map((item) => {
    const line = `${item.quantity} × ${item.name} — ${formatPoints(item.points, order.locale)}`;
    if (item.charities.length === 0) return line;
    const shares = item.charities.map((charity) => `${charity.name} (${formatPoints(charity.points, order.locale)})`).join(', ');
    return `${line}, ${t.sharedAmong} ${shares}`;
  });
  const deliveries: string[] = [];
  const merchandise = order.items.find((item) => deliveryExpectation(item.productType, order.orderedAt).key === 'delivery.merchandise');
  if (merchandise)
    deliveries.push(t.merchandise(formatDate(deliveryExpectation(merchandise.productType, order.orderedAt).by!, order.locale)));
  const egift = order.items.find((item) => item.productType === 'egiftcard');
  if (egift && order.recipientEmail) {
    deliveries.push(t.egift(formatDate(deliveryExpectation('egiftcard', order.orderedAt).by!, order.locale), order.recipientEmail));
  }
  const donation = order.items.find((item) => deliveryExpectation(item.productType, order.orderedAt).key === 'delivery.charityReceipt');
  if (donation) deliveries.push(t.charityReceipt(formatDate(deliveryExpectation(donation.productType, order.orderedAt).by!, order.locale)));
  const facts: Array<[string, string]> = [
    [t.number, order.referenceIdentifier],
    [t.pointsUsed, formatPoints(order.pointsUsed, order.locale)],
    [t.cashPaid, formatMoney(order.cashCents, order.locale)],
    [t.shipping, t.included],
  ];
  const text = [
    t.hello(order.firstName),
    '',
    t.thanks,
    '',
    ...facts.map(([label, value]) => `${label}${t.colon} ${value}`),
    '',
    `${t.items}${t.colon}`,
    ...itemLines.map((line) => `- ${line}`),
    ...(deliveries.length > 0 ? ['', `${t.delivery}${t.colon}`, ...deliveries] : []),
    '',
    t.cancel,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${order.locale}"><body>
<p>${escapeHtml(t.hello(order.firstName))}</p>
<p>${escapeHtml(t.thanks)}</p>
<table>${facts.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>
<h2>${escapeHtml(t.items)}</h2>
<ul>${itemLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
${deliveries.length > 0 ? `<h2>${escapeHtml(t.delivery)}</h2>${deliveries.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}` : ''}
<p>${escapeHtml(t.cancel)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject(order.referenceIdentifier), text, html };
}
