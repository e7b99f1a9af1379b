import type { TransactionDateFilter, TransactionView } from '@rewards-storefront/domain/transactions/transaction-query';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { AccountStore } from '../account/account-store';
import type { NotificationStore } from '../notifications/notification-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { FileSaver } from '../ports/file-saver';
import { isSessionFailure } from '../ports/gateway-failure';
import type { TransactionGateway } from '../ports/transaction-gateway';

export interface DownloadTransactionsInput {
  readonly view: TransactionView;
  readonly dateFilter: TransactionDateFilter;
  readonly locale: Locale;
}

/**
 * The member downloads the transactions the page shows (spec §7: POST
 * /member/account/{id}/download) as a CSV file in the page's language.
 *
 * Always holds: the file is the active card's, for the tab and date filter
 * shown; it reaches the member through the browser's download; a failure
 * shows a danger notice and is reported (nothing for a refused session);
 * without a card nothing is asked.
 */
export class DownloadTransactions {
  constructor(
    private readonly gateway: TransactionGateway,
    private readonly files: FileSaver,
    private readonly accounts: AccountStore,
    private readonly notifications: NotificationStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(input: DownloadTransactionsInput): Promise<'downloaded' | 'failed'> {
    const accountId = this.accounts.snapshot.accountId;
    if (accountId === null) return 'failed';
    const result = await this.gateway.download({ accountId, ...input });
    if (result.ok) {
      this.files.save(result.file);
      return 'downloaded';
    }
    if (isSessionFailure(result)) return 'failed';
    this.errors.report('transactions download', result);
    this.notifications.notify({
      kind: 'danger',
      title: { key: 'transactions.notice.downloadFailedTitle' },
      description: { key: 'transactions.notice.downloadFailed' },
    });
    return 'failed';
  }
}
