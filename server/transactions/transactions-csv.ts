import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { Transaction } from '@openapi/schemas';
import { ACTION_LABELS, CSV_HEADERS, STATUS_LABELS } from './transaction-texts';

/** A field of RFC 4180: quoted when it holds a comma, a quote or a line break, its quotes doubled. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Dollars from cents in the locale's decimal form, without grouping: 1234.50 or 1234,50. */
function amount(cents: number, locale: Locale): string {
  const text = (cents / 100).toFixed(2);
  return locale === 'fr-CA' ? text.replace('.', ',') : text;
}

const day = (iso: string) => iso.slice(0, 10);

/**
 * The transactions as a CSV file in the member's language (spec §7 download):
 * a byte-order mark so spreadsheet programs read it as UTF-8, a header row
 * in that language, one row per transaction with its date and posting date
 * (YYYY-MM-DD), description, type, card amount and currency, points, bonus
 * points, eraser status and reference, CRLF line ends.
 */
export function transactionsCsv(transactions: readonly Transaction[], locale: Locale): string {
  const rows = transactions.map((transaction) => [
    day(transaction.created_at),
    day(transaction.transaction_posted_date),
    transaction.transaction_description,
    ACTION_LABELS[locale][transaction.action],
    transaction.transaction_amount ? amount(transaction.transaction_amount.amount_cents, locale) : '',
    transaction.transaction_currency_code ?? '',
    String(transaction.ledger_transaction.amount),
    String(transaction.total_bonus),
    transaction.redeemable_status ? STATUS_LABELS[locale][transaction.redeemable_status] : '',
    transaction.reference_identifier ?? '',
  ]);
  return `\uFEFF${[CSV_HEADERS[locale], ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
