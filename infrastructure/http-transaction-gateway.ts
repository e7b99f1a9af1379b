import type {
  EraserRefusal,
  EraserRequest,
  EraserResult,
  TransactionDownloadResult,
  TransactionGateway,
  TransactionListRequest,
  TransactionPageResult,
} from '@application/ports/transaction-gateway';
import type { Transaction } from '@rewards-storefront/domain/transactions/transaction';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';
import { primaryOnly } from './primary-only';
import { POINTS_DEBIT_REFUSALS, refusalIn, type RefusalTable } from './refusal-table';

/**
 * TransactionGateway over GET /member/account/{id}/transaction, POST
 * /member/account/{id}/download (a CSV file, read as text, named by its
 * Content-Disposition) and POST /member/purchase-eraser/checkout (with the
 * attempt's Idempotency-Key).
 */
export class HttpTransactionGateway implements TransactionGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  list(request: TransactionListRequest): Promise<TransactionPageResult> {
    return callApi(
      () =>
        this.client.GET('/member/account/{id}/transaction', {
          params: {
            path: { id: request.accountId },
            query: {
              date_filter: request.dateFilter,
              is_purchase_eraser: request.view === 'redeemable',
              page: request.page,
              locale: request.locale,
            },
          },
        }),
      (data) => ({
        ok: true,
        page: { transactions: data.transactions_earnings.map(toTransaction), page: data.page, lastPage: data.last_page, count: data.count },
      }),
      primaryOnly,
    );
  }

  download(request: Omit<TransactionListRequest, 'page'>): Promise<TransactionDownloadResult> {
    return callApi(
      () =>
        this.client.POST('/member/account/{id}/download', {
          params: { path: { id: request.accountId } },
          body: { date_filter: request.dateFilter, is_purchase_eraser: request.view === 'redeemable', locale: request.locale },
          parseAs: 'text',
        }),
      (data, response) => ({
        ok: true,
        file: { name: fileNameOf(response.headers.get('content-disposition')), type: 'text/csv;charset=utf-8', content: String(data) },
      }),
      primaryOnly,
    );
  }

  eraseAnnualFee(request: EraserRequest): Promise<EraserResult> {
    return callApi(
      () =>
        this.client.POST('/member/purchase-eraser/checkout', {
          params: { header: { 'Idempotency-Key': request.idempotencyKey } },
          body: { account_id: request.accountId, card_transaction_id: request.cardTransactionId, locale: request.locale },
        }),
      (data) => ({ ok: true, receipt: toReceipt(data.data) }),
      eraserRefusal,
    );
  }
}

const ERASER_REFUSALS: RefusalTable<EraserRefusal> = {
  ...POINTS_DEBIT_REFUSALS,
  '409 ANNUAL_FEE_NOT_REDEEMABLE': { reason: 'not-redeemable' },
};

function eraserRefusal(status: number, code: string): EraserRefusal | null {
  return primaryOnly(status, code) ?? refusalIn(ERASER_REFUSALS, status, code);
}

/** The file name of `attachment; filename="…"`, or a plain default. */
function fileNameOf(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'transactions.csv';
}

export function toTransaction(api: Api.Transaction): Transaction {
  return {
    id: api.id,
    action: api.action,
    description: api.transaction_description,
    createdAt: new Date(api.created_at),
    postedAt: new Date(api.transaction_posted_date),
    amountCents: api.transaction_amount?.amount_cents ?? null,
    currencyCode: api.transaction_currency_code,
    points: api.ledger_transaction.amount,
    bonusPoints: api.total_bonus,
    redeemableStatus: api.redeemable_status,
    redeemedAt: api.redeemed_at === null ? null : new Date(api.redeemed_at),
    reference: api.reference_identifier,
    cardTransactionId: api.card_transaction_id,
    eraserPoints: api.eraser_points,
  };
}

function toReceipt(api: Api.EraserRedemption) {
  return {
    referenceIdentifier: api.reference_identifier,
    points: api.points,
    cashCents: api.cash.amount_cents,
    description: api.description,
    currencyName: api.currency.name,
    currencySymbol: api.currency.symbol,
    balance: api.balance,
  };
}
