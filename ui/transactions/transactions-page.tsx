// Only this page uses Tabs: its Mantine styles come with it, not with the first page (ui/styles/mantine.ts).
import { formatDate } from '@rewards-storefront/domain/format/format-date';
import '@mantine/core/styles/Tabs.css';
import type { Transaction } from '@rewards-storefront/domain/transactions/transaction';
import { transactionActionKey, transactionStatusDisplay } from '@rewards-storefront/domain/transactions/transaction-display';
import {
  TRANSACTION_DATE_FILTERS,
  TRANSACTION_VIEWS,
  isTransactionDateFilter,
  transactionQueryOf,
  transactionQuerySearch,
  type TransactionQuery,
} from '@rewards-storefront/domain/transactions/transaction-query';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Alert, Button, Group, NativeSelect, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import classes from '../components/member-page.module.css';
import { BackLink } from '../components/back-link';
import { PageControls } from '../components/page-controls';
import { Dialog } from '../components/dialog';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { RetryAlert } from '../components/retry-alert';
import { WayValue } from '../components/way-value';

/**
 * /account/transactions (spec §2, §4, §9): the active card's transactions,
 * all or the Annual Fee Eraser tab, by date filter (7, 15, 30, 60, 90 days
 * or all), 25 a page, each annual fee with its redeemable status and, while
 * it can be, a button to erase it with points (after a confirmation); the
 * same list downloads as a CSV file in the page's language. The tab, filter
 * and page live in the address.
 */
export function TransactionsPage() {
  const { t, locale } = useTranslate();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => transactionQueryOf(params), [params]);
  const store = useCapability('accountPortal').transactionStore;
  const download = useCapability('accountPortal').downloadTransactions;
  const state = useObservable(store.state$);
  const [downloading, setDownloading] = useState(false);
  useDocumentTitle(t('transactions.pageTitle'));
  useEffect(() => store.show(query), [store, query]);

  // Rendered at once (react-router's flushSync), not in a transition: a tab clicked right after a filter change
  // then builds its address from the new filter, never from the one the page showed before (as the shop does).
  const go = (change: Partial<TransactionQuery>) => setParams(transactionQuerySearch({ ...query, page: 1, ...change }), { flushSync: true });
  const panel = (
    <Stack gap="md" pt="md">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('transactions.dateFilter')}
          value={query.dateFilter}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isTransactionDateFilter(value)) go({ dateFilter: value });
          }}
          data={TRANSACTION_DATE_FILTERS.map((value) => ({ value, label: t(`transactions.filters.${value}`) }))}
        />
        <Button
          variant="outline"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={downloading}
          disabled={state.status === 'no-card'}
          onClick={async () => {
            setDownloading(true);
            await download.execute({ view: query.view, dateFilter: query.dateFilter, locale });
            setDownloading(false);
          }}
        >
          {t('transactions.download')}
        </Button>
      </Group>
      <TransactionList query={query} onPage={(next) => go({ page: next })} />
    </Stack>
  );

  return (
    <Stack gap="lg">
      <BackLink />
      <Title order={1}>{t('transactions.heading')}</Title>
      <Text m={0}>{t('transactions.intro')}</Text>
      <Tabs value={query.view} onChange={(value) => go({ view: value === 'redeemable' ? 'redeemable' : 'all' })} keepMounted={false}>
        <Tabs.List>
          {TRANSACTION_VIEWS.map((view) => (
            <Tabs.Tab key={view} value={view}>
              {t(`transactions.tabs.${view}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TRANSACTION_VIEWS.map((view) => (
          <Tabs.Panel key={view} value={view}>
            {view === 'redeemable' && (
              <Stack gap="xs" mt="md">
                <Text m={0}>{t('transactions.eraserIntro')}</Text>
                <WayValue kind="annual_fee_eraser" />
              </Stack>
            )}
            {panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** The page of transactions the store holds for `query`, with the eraser and its confirmation. */
function TransactionList({ query, onPage }: { readonly query: TransactionQuery; readonly onPage: (page: number) => void }) {
  const { t, locale } = useTranslate();
  const store = useCapability('accountPortal').transactionStore;
  const state = useObservable(store.state$);
  const redeem = useCapability('accountPortal').redeemAnnualFee;
  const readOnly = useReadOnly();
  const [confirming, setConfirming] = useState<Transaction | null>(null);
  const [redeeming, setRedeeming] = useState<string | null>(null);

  if (state.status === 'no-card') return <Text m={0}>{t('account.card.none')}</Text>;
  if (state.status === 'primary-only') return <Alert color="gray">{t('transactions.primaryOnly')}</Alert>;
  if (state.status === 'failed') {
    return (
      <RetryAlert message={t('transactions.loadError')} retryLabel={t('account.retry')} onRetry={() => store.retry()} />
    );
  }
  if (state.status !== 'loaded') return <PageLoader fill label={t('transactions.loading')} />;
  const { page } = state;
  if (page.transactions.length === 0) return <Text m={0}>{t('transactions.empty')}</Text>;

  const erase = async (fee: Transaction) => {
    setConfirming(null);
    setRedeeming(fee.id);
    await redeem.execute({ fee, locale });
    setRedeeming(null);
  };

  return (
    <>
      <Text m={0} role="status">
        {t('transactions.count', { count: page.count })}
      </Text>
      <div className={classes.tableWrap}>
        <Table striped highlightOnHover role="table">
          <Table.Caption>{t(`transactions.tabs.${query.view}`)}</Table.Caption>
          <Table.Thead role="rowgroup">
            <Table.Tr role="row">
              <Table.Th scope="col" role="columnheader">{t('transactions.columns.date')}</Table.Th>
              <Table.Th scope="col" role="columnheader">{t('transactions.columns.description')}</Table.Th>
              <Table.Th scope="col" role="columnheader">{t('transactions.columns.type')}</Table.Th>
              <Table.Th scope="col" role="columnheader" className={classes.number}>
                {t('transactions.columns.amount')}
              </Table.Th>
              <Table.Th scope="col" role="columnheader" className={classes.number}>
                {t('transactions.columns.points')}
              </Table.Th>
              <Table.Th scope="col" role="columnheader">{t('transactions.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody role="rowgroup">
            {page.transactions.map((transaction) => {
              const status = transactionStatusDisplay(transaction);
              return (
                <Table.Tr key={transaction.id} role="row">
                  <Table.Td role="cell" data-label={t('transactions.columns.date')}>{formatDate(transaction.postedAt, locale)}</Table.Td>
                  <Table.Td role="cell" data-label={t('transactions.columns.description')}>
                    {/* One block beside its label when the row is a card on a phone. */}
                    <div>
                      {transaction.description}
                      {transaction.reference && (
                        <Text size="sm" c="gray.7" m={0}>
                          {transaction.reference}
                        </Text>
                      )}
                    </div>
                  </Table.Td>
                  <Table.Td role="cell" data-label={t('transactions.columns.type')}>{t(transactionActionKey(transaction.action))}</Table.Td>
                  <Table.Td role="cell" data-label={t('transactions.columns.amount')} className={classes.number}>
                    {transaction.amountCents === null ? '' : formatMoney(transaction.amountCents, locale)}
                  </Table.Td>
                  <Table.Td role="cell" data-label={t('transactions.columns.points')} className={`${classes.number} ${transaction.points > 0 ? classes.credit : ''}`}>
                    {transaction.points === 0 && transaction.bonusPoints <= 0 ? null : (
                      <div>
                        {transaction.points === 0 ? '' : `${transaction.points > 0 ? '+' : ''}${formatPoints(transaction.points, locale)}`}
                        {transaction.bonusPoints > 0 && (
                          <Text size="sm" m={0}>
                            {t('transactions.bonus', { points: formatPoints(transaction.bonusPoints, locale) })}
                          </Text>
                        )}
                      </div>
                    )}
                  </Table.Td>
                  <Table.Td role="cell" data-label={t('transactions.columns.status')}>
                    {status && (
                      <Stack gap={4} align="flex-start">
                        <Text fw={600} m={0}>
                          {t(status.labelKey)}
                        </Text>
                        <Text size="sm" m={0}>
                          {t(status.detailKey, { date: formatDate(status.date, locale) })}
                        </Text>
                        {status.canRedeem && (
                          <Button
                            size="xs"
                            disabled={readOnly}
                            loading={redeeming === transaction.id}
                            aria-label={t('transactions.eraser.redeemLabel', { description: transaction.description })}
                            onClick={() => setConfirming(transaction)}
                          >
                            {t('transactions.eraser.redeem')}
                          </Button>
                        )}
                      </Stack>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </div>
      {readOnly && page.transactions.some((transaction) => transactionStatusDisplay(transaction)?.canRedeem) && (
        <Text m={0}>{t('readOnly.control')}</Text>
      )}
      <PageControls page={page.page} lastPage={page.lastPage} onPage={onPage} />
      <Dialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('transactions.eraser.confirmTitle')}
        closeLabel={t('transactions.eraser.cancel')}
      >
        {confirming && (
          <Stack gap="md">
            <Text m={0}>
              {t('transactions.eraser.confirm', {
                points: formatPoints(confirming.eraserPoints ?? 0, locale),
                description: confirming.description,
                amount: formatMoney(confirming.amountCents ?? 0, locale),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)}>
                {t('transactions.eraser.cancel')}
              </Button>
              <Button onClick={() => void erase(confirming)}>{t('transactions.eraser.confirmButton')}</Button>
            </Group>
          </Stack>
        )}
      </Dialog>
    </>
  );
}
