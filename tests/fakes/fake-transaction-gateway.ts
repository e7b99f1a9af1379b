import type { Clock } from '@application/ports/clock';
import type { CommonFailure } from '@application/ports/gateway-failure';
import type {
  EraserRefusal,
  EraserRequest,
  EraserResult,
  TransactionDownloadResult,
  TransactionGateway,
  TransactionListRequest,
  TransactionPageResult,
} from '@application/ports/transaction-gateway';
import { redeemableStatus } from '@rewards-storefront/domain/account/annual-fee-eraser';
import type { Transaction } from '@rewards-storefront/domain/transactions/transaction';
import { TRANSACTION_PAGE_SIZE, transactionDateRange } from '@rewards-storefront/domain/transactions/transaction-query';
import { lastPage } from '@rewards-storefront/domain/orders/order-history';
import { toTransaction } from '@infrastructure/http-transaction-gateway';
import { apiAnnualFee, apiTransaction } from './account-api-fixtures';
import { NOT_FOUND, failed } from './failures';

/** A transaction as the adapter maps the API's (override what the test is about). */
export function aTransaction(id: string, overrides: Partial<Transaction> = {}): Transaction {
  return { ...toTransaction(apiTransaction(id)), ...overrides };
}

/** An annual fee posted at `postedAt`, as the adapter maps it. */
export function anAnnualFee(id: string, postedAt: Date, overrides: Partial<Transaction> = {}): Transaction {
  return { ...toTransaction(apiAnnualFee(id, postedAt.toISOString())), ...overrides };
}

/**
 * The transactions of one member's cards in memory, behaving like the
 * programme API: newest first by posting date, the date filter and tab
 * applied with the domain's rules on `clock`, 25 a page; another card is
 * 404, a card of `redeemerOnly` answers primary-only; erasing a fee debits
 * `balances` once, a key replays its first answer. Records every request;
 * `failure` makes every call fail, `eraserFailure` the eraser alone.
 */
export class FakeTransactionGateway implements TransactionGateway {
  readonly listRequests: TransactionListRequest[] = [];
  readonly downloadRequests: Omit<TransactionListRequest, 'page'>[] = [];
  readonly eraserRequests: EraserRequest[] = [];
  failure: CommonFailure | null = null;
  eraserFailure: CommonFailure | EraserRefusal | null = null;
  readonly redeemerOnly = new Set<number>();
  readonly balances = new Map<number, number>();
  private readonly answers = new Map<string, { body: string; result: EraserResult }>();
  private sequence = 0;

  constructor(
    private readonly clock: Clock,
    public transactions: Map<number, Transaction[]> = new Map(),
  ) {}

  async list(request: TransactionListRequest): Promise<TransactionPageResult> {
    this.listRequests.push(request);
    const refused = this.refusal(request.accountId);
    if (refused) return refused;
    const all = this.filtered(request);
    const start = (request.page - 1) * TRANSACTION_PAGE_SIZE;
    return {
      ok: true,
      page: {
        transactions: all.slice(start, start + TRANSACTION_PAGE_SIZE),
        page: request.page,
        lastPage: lastPage(all.length, TRANSACTION_PAGE_SIZE),
        count: all.length,
      },
    };
  }

  async download(request: Omit<TransactionListRequest, 'page'>): Promise<TransactionDownloadResult> {
    this.downloadRequests.push(request);
    const refused = this.refusal(request.accountId);
    if (refused) return refused;
    const rows = this.filtered({ ...request, page: 1 }).map(
      (transaction) =>
        `${transaction.postedAt.toISOString().slice(0, 10)},${transaction.description},${transaction.points},${transaction.reference ?? ''}`,
    );
    const header =
      request.locale === 'fr-CA' ? 'Date de comptabilisation,Description,Points,Référence' : 'Posted date,Description,Points,Reference';
    return {
      ok: true,
      file: { name: `transactions-ACC-${request.accountId}.csv`, type: 'text/csv;charset=utf-8', content: [header, ...rows].join('\r\n') },
    };
  }

  async eraseAnnualFee(request: EraserRequest): Promise<EraserResult> {
    this.eraserRequests.push(request);
    const body = JSON.stringify([request.accountId, request.cardTransactionId]);
    const earlier = this.answers.get(request.idempotencyKey);
    if (earlier) return earlier.body === body ? earlier.result : failed({ reason: 'key-reused' as const });
    const result = this.erase(request);
    // An attempt that got no answer left nothing on the server: its key is still free.
    if (result.ok || result.reason !== 'unavailable') this.answers.set(request.idempotencyKey, { body, result });
    return result;
  }

  private erase(request: EraserRequest): EraserResult {
    if (this.eraserFailure) return failed(this.eraserFailure);
    const refused = this.refusal(request.accountId);
    if (refused) return refused;
    const list = this.transactions.get(request.accountId) ?? [];
    const fee = list.find(
      (transaction) => transaction.cardTransactionId === request.cardTransactionId && transaction.action === 'annual_fee',
    );
    if (!fee || fee.amountCents === null) return NOT_FOUND;
    const now = this.clock.now();
    if (redeemableStatus(fee, now) !== 'redeemable') return failed({ reason: 'not-redeemable' as const });
    const points = fee.eraserPoints ?? fee.amountCents;
    const balance = this.balances.get(request.accountId) ?? 0;
    if (balance < points) return failed({ reason: 'insufficient-points' as const });
    this.sequence += 1;
    const reference = `AFE000000-FAKE${String(this.sequence).padStart(4, '0')}`;
    this.balances.set(request.accountId, balance - points);
    this.transactions.set(request.accountId, [
      ...list.map((transaction) => (transaction === fee ? { ...fee, redeemedAt: now } : transaction)),
      aTransaction(`ledger-${900 + this.sequence}`, {
        action: 'annual_fee_eraser',
        description: `Annual Fee Eraser: ${fee.description}`,
        createdAt: now,
        postedAt: now,
        amountCents: null,
        currencyCode: null,
        points: -points,
        reference,
        cardTransactionId: null,
      }),
    ]);
    return {
      ok: true,
      receipt: {
        referenceIdentifier: reference,
        points,
        cashCents: fee.amountCents,
        description: fee.description,
        currencyName: 'Points',
        currencySymbol: 'pts',
        balance: balance - points,
      },
    };
  }

  private refusal(accountId: number) {
    if (this.failure) return failed(this.failure);
    if (this.redeemerOnly.has(accountId)) return failed({ reason: 'primary-only' as const });
    return this.transactions.has(accountId) ? null : NOT_FOUND;
  }

  private filtered(request: TransactionListRequest): Transaction[] {
    const now = this.clock.now();
    const { from, to } = transactionDateRange(request.dateFilter, now, request.view);
    return (this.transactions.get(request.accountId) ?? [])
      .filter((transaction) => request.view === 'all' || transaction.action === 'annual_fee')
      .filter((transaction) => transaction.postedAt >= from && transaction.postedAt <= to)
      .map((transaction) =>
        transaction.action === 'annual_fee' ? { ...transaction, redeemableStatus: redeemableStatus(transaction, now) } : transaction,
      )
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime());
  }
}
