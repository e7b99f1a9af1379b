import type { RedeemableStatus } from '@rewards-storefront/domain/account/annual-fee-eraser';
import type { TransactionAction } from '@rewards-storefront/domain/transactions/transaction-display';
import type { Locale } from '@rewards-storefront/domain/locale/locale';

/** The kinds of transaction as the CSV file names them (the storefront has its own translations). */
export const ACTION_LABELS: Record<Locale, Record<TransactionAction, string>> = {
  'en-CA': {
    purchase: 'Purchase',
    annual_fee: 'Annual fee',
    earn: 'Points earned',
    bonus: 'Bonus points',
    redeem: 'Redemption',
    refund: 'Refund',
    annual_fee_eraser: 'Annual Fee Eraser',
    pay_with_rewards: 'Pay with Rewards',
    transfer_in: 'Points transferred in',
    transfer_out: 'Points transferred out',
    expire: 'Points expired',
    adjustment: 'Adjustment',
    reversal: 'Reversal',
  },
  'fr-CA': {
    purchase: 'Achat',
    annual_fee: 'Frais annuels',
    earn: 'Points obtenus',
    bonus: 'Points en prime',
    redeem: 'Échange',
    refund: 'Remboursement',
    annual_fee_eraser: 'Effaceur de frais annuels',
    pay_with_rewards: 'Payer avec ses points',
    transfer_in: 'Points reçus',
    transfer_out: 'Points transférés',
    expire: 'Points expirés',
    adjustment: 'Ajustement',
    reversal: 'Contrepassation',
  },
};

export const STATUS_LABELS: Record<Locale, Record<RedeemableStatus, string>> = {
  'en-CA': { redeemable: 'Redeemable', redeemed: 'Redeemed', expired: 'Expired' },
  'fr-CA': { redeemable: 'Échangeable', redeemed: 'Échangé', expired: 'Expiré' },
};

export const CSV_HEADERS: Record<Locale, readonly string[]> = {
  'en-CA': ['Date', 'Posted date', 'Description', 'Type', 'Amount', 'Currency', 'Points', 'Bonus points', 'Status', 'Reference'],
  'fr-CA': [
    'Date',
    'Date de comptabilisation',
    'Description',
    'Type',
    'Montant',
    'Devise',
    'Points',
    'Points en prime',
    'Statut',
    'Référence',
  ],
};

/** Ledger descriptions the demo seed writes, in French (anything else is shown as written, English being the fallback). */
const FRENCH_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'Welcome bonus': 'Prime de bienvenue',
  'Points earned on card purchases': 'Points obtenus sur les achats par carte',
};

/** What one ledger entry or card transaction is, to describe it. */
export interface DescriptionFacts {
  action: TransactionAction;
  sourceType: string | null;
  descriptionEn: string | null;
  descriptionFr: string | null;
  reference: string | null;
  /** The card transaction a redemption paid back. */
  relatedEn: string | null;
  relatedFr: string | null;
}

/**
 * A transaction's description in `locale`: the merchant or fee for card
 * activity; the order for an order's debit or refund; the fee or purchase
 * that a redemption paid back; otherwise the ledger's own words.
 */
export function transactionDescription(facts: DescriptionFacts, locale: Locale): string {
  const french = locale === 'fr-CA';
  const related = french ? (facts.relatedFr ?? facts.relatedEn) : facts.relatedEn;
  if (facts.sourceType === 'redemption_order' && facts.reference !== null) {
    if (facts.action === 'refund') return french ? `Remboursement\u00a0: commande ${facts.reference}` : `Refund: order ${facts.reference}`;
    return french ? `Commande ${facts.reference}` : `Order ${facts.reference}`;
  }
  if ((facts.action === 'annual_fee_eraser' || facts.action === 'pay_with_rewards') && related !== null) {
    return `${ACTION_LABELS[locale][facts.action]}${french ? '\u00a0: ' : ': '}${related}`;
  }
  const own = french ? (facts.descriptionFr ?? FRENCH_DESCRIPTIONS[facts.descriptionEn ?? ''] ?? facts.descriptionEn) : facts.descriptionEn;
  return own ?? ACTION_LABELS[locale][facts.action];
}
