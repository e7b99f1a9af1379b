import type { Transaction } from '@rewards-storefront/domain/transactions/transaction';
import type { TransactionDateFilter, TransactionView } from '@rewards-storefront/domain/transactions/transaction-query';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { GatewayFailure } from './gateway-failure';
import type { PointsDebitRefusal } from './points-debit-refusal';

/** One page of a card's transactions. */
export interface TransactionPage {
  readonly transactions: readonly Transaction[];
  readonly page: number;
  readonly lastPage: number;
  readonly count: number;
}

/** What to read: the card, the tab, the date filter and the page, in a language. */
export interface TransactionListRequest {
  readonly accountId: number;
  readonly view: TransactionView;
  readonly dateFilter: TransactionDateFilter;
  readonly page: number;
  readonly locale: Locale;
}

/** A file the member downloads. */
export interface DownloadedFile {
  readonly name: string;
  readonly type: string;
  readonly content: string;
}

/** Only the card's primary holder may read its transactions or erase its fees (an authorized redeemer only redeems). */
export type PrimaryOnly = { readonly reason: 'primary-only' };

export type TransactionPageResult = { readonly ok: true; readonly page: TransactionPage } | GatewayFailure<PrimaryOnly>;
export type TransactionDownloadResult = { readonly ok: true; readonly file: DownloadedFile } | GatewayFailure<PrimaryOnly>;

/** One annual fee to erase; `idempotencyKey` is the attempt's (the same for a retry of that attempt). */
export interface EraserRequest {
  readonly accountId: number;
  readonly cardTransactionId: number;
  readonly locale: Locale;
  readonly idempotencyKey: string;
}

/** What the eraser did (spec §8 success notification: points, cash, description, currency). */
export interface EraserReceipt {
  readonly referenceIdentifier: string;
  readonly points: number;
  readonly cashCents: number;
  /** The fee erased, in the request's language. */
  readonly description: string;
  readonly currencyName: string;
  readonly currencySymbol: string;
  /** The card's points after the debit. */
  readonly balance: number;
}

/**
 * Why the eraser refused: the fee is already erased or past its 90 days
 * (`not-redeemable`); only the primary holder may; a debit's refusals.
 */
export type EraserRefusal = PrimaryOnly | { readonly reason: 'not-redeemable' } | PointsDebitRefusal;

export type EraserResult = { readonly ok: true; readonly receipt: EraserReceipt } | GatewayFailure<EraserRefusal>;

/**
 * A card's transactions (spec §7: GET /member/account/{id}/transaction,
 * POST …/download, POST /member/purchase-eraser/checkout).
 *
 * Contract: the list is newest first by posting date, 25 a page; the
 * 'redeemable' view holds the annual fees alone, each with its redeemable
 * status; the download is a CSV file in the requested language; erasing a
 * fee debits its points once, whatever the number of attempts with one key;
 * another member's card is `not-found`; a card the member only redeems on is
 * `primary-only`. Never throws for HTTP or network failures.
 */
export interface TransactionGateway {
  list(request: TransactionListRequest): Promise<TransactionPageResult>;
  download(request: Omit<TransactionListRequest, 'page'>): Promise<TransactionDownloadResult>;
  eraseAnnualFee(request: EraserRequest): Promise<EraserResult>;
}
