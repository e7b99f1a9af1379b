import type { Locale } from '@rewards-storefront/domain/locale/locale';

/**
 * The points statement's words for its CSV and PDF files (issue 26 item 5),
 * keyed as `statementWordsKey` names them; the storefront has the same words
 * under `pointsStatement.reason` in its catalogues. French follows OQLF
 * typography (U+00A0 before a colon).
 */
export const REASON_WORDS: Record<Locale, Record<string, string>> = {
  'en-CA': {
    earned: 'Points earned: {{detail}}',
    earned_plain: 'Points earned',
    order: 'Order {{reference}}',
    order_plain: 'Order',
    miles_transfer: 'Transfer to {{partner}}, order {{reference}}',
    miles_transfer_plain: 'Transfer to a partner',
    refund: 'Refund, order {{reference}}',
    refund_plain: 'Refund',
    bonus: 'Bonus points',
    travel_credit: 'Elite travel credit, booking {{reference}}',
    travel_credit_plain: 'Elite travel credit',
    travel_credit_reversal: 'Elite travel credit taken back, booking {{reference}}',
    travel_credit_reversal_plain: 'Elite travel credit taken back',
    eraser: 'Annual Fee Eraser: {{detail}}',
    eraser_plain: 'Annual Fee Eraser',
    pay_with_rewards: 'Pay with Rewards: {{detail}}',
    pay_with_rewards_plain: 'Pay with Rewards',
    expiry: 'Points expired',
    adjustment: 'Adjustment',
  },
  'fr-CA': {
    earned: 'Points obtenus\u00a0: {{detail}}',
    earned_plain: 'Points obtenus',
    order: 'Commande {{reference}}',
    order_plain: 'Commande',
    miles_transfer: 'Transfert à {{partner}}, commande {{reference}}',
    miles_transfer_plain: 'Transfert à un partenaire',
    refund: 'Remboursement, commande {{reference}}',
    refund_plain: 'Remboursement',
    bonus: 'Points en prime',
    travel_credit: 'Crédit voyage Élite, réservation {{reference}}',
    travel_credit_plain: 'Crédit voyage Élite',
    travel_credit_reversal: 'Crédit voyage Élite repris, réservation {{reference}}',
    travel_credit_reversal_plain: 'Crédit voyage Élite repris',
    eraser: 'Effaceur de frais annuels\u00a0: {{detail}}',
    eraser_plain: 'Effaceur de frais annuels',
    pay_with_rewards: 'Payer avec ses points\u00a0: {{detail}}',
    pay_with_rewards_plain: 'Payer avec ses points',
    expiry: 'Points expirés',
    adjustment: 'Ajustement',
  },
};

/** The PDF's headings and labels. */
export const PDF_TEXTS: Record<
  Locale,
  {
    title: string;
    card: string;
    period: string;
    opening: string;
    closing: string;
    pending: string;
    balance: string;
    columns: readonly [string, string, string, string, string];
    pendingStatus: string;
    postedStatus: string;
    postsOn: string;
    none: string;
  }
> = {
  'en-CA': {
    title: 'Points statement',
    card: 'Card',
    period: 'Month',
    opening: 'Opening posted balance',
    closing: 'Closing posted balance',
    pending: 'Pending points',
    balance: 'Card balance now',
    columns: ['Date', 'Description', 'Points', 'Status', 'Balance'],
    pendingStatus: 'Pending',
    postedStatus: 'Posted',
    postsOn: 'posts on {{date}}',
    none: 'No points moved this month.',
  },
  'fr-CA': {
    title: 'Relevé de points',
    card: 'Carte',
    period: 'Mois',
    opening: 'Solde porté au compte à l’ouverture',
    closing: 'Solde porté au compte à la clôture',
    pending: 'Points en attente',
    balance: 'Solde actuel de la carte',
    columns: ['Date', 'Description', 'Points', 'Statut', 'Solde'],
    pendingStatus: 'En attente',
    postedStatus: 'Porté au compte',
    postsOn: 'porté le {{date}}',
    none: 'Aucun mouvement de points ce mois-ci.',
  },
};

/** `template` with each `{{name}}` replaced by its value. */
export function fillWords(template: string, values: Record<string, string | null>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
