import { eraserPoints, redeemableStatus } from '@rewards-storefront/domain/account/annual-fee-eraser';
import { TRANSACTION_PAGE_SIZE, transactionDateRange, type TransactionDateFilter } from '@rewards-storefront/domain/transactions/transaction-query';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { lastPage } from '@rewards-storefront/domain/orders/order-history';
import type { Transaction, TransactionPage } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { Clock } from '../clock';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';
import { money } from '../orders/order-view';
import { findConversionRate, findTransactions, type TransactionRow } from './transaction-repository';
import { transactionDescription } from './transaction-texts';
import { transactionsCsv } from './transactions-csv';

/** The most rows one download holds. */
export const DOWNLOAD_ROW_LIMIT = 10_000;

export interface TransactionListInput {
  accountId: number;
  dateFilter: TransactionDateFilter;
  annualFeesOnly: boolean;
  locale: Locale;
}

/**
 * A card's transactions (spec §3, §4, §7): the list by page and the CSV
 * download, for the card's primary holder only.
 */
export class TransactionService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async page(member: MemberRow, input: TransactionListInput & { page: number; perPage?: number }): Promise<TransactionPage> {
    await requireCardCapability(this.pool, member, input.accountId, 'view-transactions');
    const perPage = input.perPage ?? TRANSACTION_PAGE_SIZE;
    const now = this.clock.now();
    const range = transactionDateRange(input.dateFilter, now, input.annualFeesOnly ? 'redeemable' : 'all');
    const [{ rows, count }, rate] = await Promise.all([
      findTransactions(
        this.pool,
        { accountId: input.accountId, ...range, annualFeesOnly: input.annualFeesOnly },
        { limit: perPage, offset: (input.page - 1) * perPage },
      ),
      findConversionRate(this.pool, input.accountId),
    ]);
    return {
      transactions_earnings: rows.map((row) => toTransaction(row, input.locale, now, rate)),
      page: input.page,
      per_page: perPage,
      last_page: lastPage(count, perPage),
      count,
      date_filter: input.dateFilter,
      date_from: range.from.toISOString(),
      date_to: range.to.toISOString(),
      is_purchase_eraser: input.annualFeesOnly,
    };
  }

  /** The same transactions as a CSV file in `locale`, with its file name. */
  async download(member: MemberRow, input: TransactionListInput): Promise<{ fileName: string; csv: string }> {
    const card = await requireCardCapability(this.pool, member, input.accountId, 'view-transactions');
    const now = this.clock.now();
    const range = transactionDateRange(input.dateFilter, now, input.annualFeesOnly ? 'redeemable' : 'all');
    const [{ rows }, rate] = await Promise.all([
      findTransactions(
        this.pool,
        { accountId: input.accountId, ...range, annualFeesOnly: input.annualFeesOnly },
        { limit: DOWNLOAD_ROW_LIMIT, offset: 0 },
      ),
      findConversionRate(this.pool, input.accountId),
    ]);
    const kind = input.annualFeesOnly ? 'annual-fees' : 'transactions';
    return {
      fileName: `${kind}-${card.referenceIdentifier}-${now.toISOString().slice(0, 10)}.csv`,
      csv: transactionsCsv(
        rows.map((row) => toTransaction(row, input.locale, now, rate)),
        input.locale,
      ),
    };
  }
}

function toTransaction(row: TransactionRow, locale: Locale, now: Date, rate: number): Transaction {
  const annualFee = row.action === 'annual_fee';
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    transaction_posted_date: row.postedAt.toISOString(),
    action: row.action,
    transaction_description: transactionDescription(row, locale),
    transaction_amount: row.amountCents === null ? null : money(row.amountCents),
    transaction_currency_code: row.currencyCode,
    ledger_transaction: { amount: row.points },
    total_bonus: row.bonus,
    redeemable_status: annualFee ? redeemableStatus({ postedAt: row.postedAt, redeemedAt: row.redeemedAt }, now) : null,
    redeemed_at: row.redeemedAt ? row.redeemedAt.toISOString() : null,
    sale_channel: annualFee ? 'purchase_eraser' : null,
    reference_identifier: row.reference,
    card_transaction_id: row.cardTransactionId,
    eraser_points: annualFee && row.amountCents !== null ? eraserPoints(row.amountCents, rate) : null,
  };
}
