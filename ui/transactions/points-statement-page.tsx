// Only this page draws charts: @mantine/charts and recharts come with its chunk, not with the first page.
import '@mantine/charts/styles.css';
import type { PointsStatement, StatementEntry } from '@application/ports/points-statement-gateway';
import { isCardNameHidden } from '@rewards-storefront/domain/account/account-type';
import { formatDate, formatMonthYear } from '@rewards-storefront/domain/format/format-date';
import { formatNumber, formatSignedNumber } from '@rewards-storefront/domain/format/format-number';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { CompositeChart } from '@mantine/charts';
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackLink } from '../components/back-link';
import { PageLoader } from '../components/page-loader';
import { RetryAlert } from '../components/retry-alert';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from './points-statement-page.module.css';

const MONTH_PARAM = /^\d{4}-\d{2}$/;

/** "November 2026", "novembre 2026": a statement month (UTC) in words. */
function monthLabel(month: string, locale: Locale): string {
  return formatMonthYear(new Date(`${month}-01T00:00:00Z`), locale, 'UTC');
}


/** The months the picker offers: the chart's twelve, newest first, and the one shown if older. */
function pickerMonths(statement: PointsStatement): string[] {
  const months = statement.months.map((month) => month.month).reverse();
  return months.includes(statement.month) ? months : [...months, statement.month];
}

/**
 * /account/points-statement (issue 26 item 5): the active card's points
 * statement for a month (in the address, `?month=YYYY-MM`): its balances,
 * each entry's reason in words, pending versus posted and the running
 * posted balance; the balance over the last 12 months as a chart with a
 * table equivalent (always there for screen readers, shown on demand);
 * "Print" (the print stylesheet keeps the statement alone) and the month as
 * CSV or PDF in the page's language.
 */
export function PointsStatementPage() {
  const { t, locale } = useTranslate();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked !== null && MONTH_PARAM.test(asked) ? asked : null;
  const portal = useCapability('accountPortal');
  const store = portal.pointsStatementStore;
  const state = useObservable(store.state$);
  const account = useObservable(useCapability('session').accountStore.state$);
  useDocumentTitle(t('pointsStatement.title'));
  useEffect(() => store.show(month), [store, month]);

  const card = account.accounts.find((candidate) => candidate.id === account.accountId);
  const cardLabel = card && account.userInfo && !isCardNameHidden(account.userInfo.accountType) ? card.cardName[locale] : (card?.maskedNumber ?? '');

  return (
    <Stack gap="lg" className={classes.statement}>
      <div data-print="hide">
        <BackLink />
      </div>
      <Title order={1}>{t('pointsStatement.title')}</Title>
      {state.status === 'failed' && <RetryAlert message={t('pointsStatement.loadError')} retryLabel={t('pointsStatement.retry')} onRetry={() => store.retry()} />}
      {(state.status === 'idle' || state.status === 'loading') && <PageLoader label={t('pointsStatement.loading')} />}
      {state.status === 'no-card' && <Text m={0}>{t('pointsStatement.noCard')}</Text>}
      {state.status === 'primary-only' && <Text m={0}>{t('pointsStatement.primaryOnly')}</Text>}
      {state.status === 'loaded' && account.accountId !== null && (
        <LoadedStatement
          statement={state.statement}
          cardLabel={cardLabel}
          fileUrl={(format) => portal.pointsStatementFiles.fileUrl({ accountId: account.accountId!, month: state.statement.month, locale }, format)}
          onMonth={(next) => setParams({ month: next })}
        />
      )}
    </Stack>
  );
}

interface LoadedStatementProps {
  readonly statement: PointsStatement;
  readonly cardLabel: string;
  readonly fileUrl: (format: 'csv' | 'pdf') => string;
  readonly onMonth: (month: string) => void;
}

function LoadedStatement({ statement, cardLabel, fileUrl, onMonth }: LoadedStatementProps) {
  const { t, locale } = useTranslate();
  const monthWords = monthLabel(statement.month, locale);
  const points = (value: number) => formatPoints(value, locale);
  return (
    <>
      <Text m={0}>{t('pointsStatement.intro', { card: cardLabel })}</Text>
      <Group justify="space-between" align="flex-end" data-print="hide">
        <NativeSelect
          label={t('pointsStatement.month')}
          value={statement.month}
          onChange={(event) => onMonth(event.currentTarget.value)}
          data={pickerMonths(statement).map((value) => ({ value, label: monthLabel(value, locale) }))}
        />
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={() => window.print()}>
            {t('pointsStatement.print')}
          </Button>
          <Button component="a" href={fileUrl('csv')} download variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />}>
            {t('pointsStatement.downloadCsv')}
          </Button>
          <Button component="a" href={fileUrl('pdf')} download variant="default" leftSection={<IconDownload size={18} aria-hidden="true" />}>
            {t('pointsStatement.downloadPdf')}
          </Button>
        </Group>
      </Group>
      <section aria-label={t('pointsStatement.summaryLabel', { month: monthWords })}>
        <dl className={classes.summary} data-testid="statement-summary">
          {(
            [
              ['opening', 'pointsStatement.opening', statement.openingBalance],
              ['closing', 'pointsStatement.closing', statement.closingBalance],
              ['pending', 'pointsStatement.pending', statement.pendingPoints],
              ['card-balance', 'pointsStatement.cardBalance', statement.cardBalance],
            ] as const
          ).map(([testId, label, value]) => (
            <div key={testId}>
              <dt>{t(label)}</dt>
              <dd data-testid={testId}>{points(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <EntriesTable statement={statement} label={t('pointsStatement.entriesLabel', { month: monthWords })} />
      <BalanceChart statement={statement} />
    </>
  );
}

function EntriesTable({ statement, label }: { readonly statement: PointsStatement; readonly label: string }) {
  const { t, locale } = useTranslate();
  if (statement.entries.length === 0) return <Text m={0}>{t('pointsStatement.none')}</Text>;
  const words = (entry: StatementEntry) =>
    t(`pointsStatement.reason.${entry.wordsKey}`, { reference: entry.reference ?? '', partner: entry.partner ?? '', detail: entry.detail ?? '' });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped aria-label={label} data-testid="statement-entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('pointsStatement.date')}</Table.Th>
            <Table.Th scope="col">{t('pointsStatement.description')}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('pointsStatement.points')}
            </Table.Th>
            <Table.Th scope="col">{t('pointsStatement.status')}</Table.Th>
            <Table.Th scope="col" className={classes.number}>
              {t('pointsStatement.balance')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.entries.map((entry) => (
            <Table.Tr key={entry.id} data-status={entry.status} data-reason={entry.reason}>
              <Table.Td>{formatDate(entry.postingDate, locale, 'UTC')}</Table.Td>
              <Table.Th scope="row" fw="normal">
                {words(entry)}
              </Table.Th>
              <Table.Td className={classes.number}>{formatSignedNumber(entry.points, locale)}</Table.Td>
              <Table.Td>
                {entry.status === 'pending' ? (
                  <Badge color="orange.9" variant="light" radius="sm">
                    {t('pointsStatement.pendingUntil', { date: formatDate(entry.postingDate, locale, 'UTC') })}
                  </Badge>
                ) : (
                  t('pointsStatement.posted')
                )}
              </Table.Td>
              <Table.Td className={classes.number}>
                {entry.runningBalance === null ? <Text span size="sm">{t('pointsStatement.notCounted')}</Text> : formatNumber(entry.runningBalance, locale)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The twelve months as a chart (hidden from screen readers) and as a table (always there for them; shown on demand). */
function BalanceChart({ statement }: { readonly statement: PointsStatement }) {
  const { t, locale } = useTranslate();
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const data = statement.months.map((month) => ({ ...month, label: monthLabel(month.month, locale) }));
  const table = (
    <Table id={tableId} aria-label={t('pointsStatement.chartTableLabel')} data-testid="chart-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('pointsStatement.chartMonth')}</Table.Th>
          <Table.Th scope="col" className={classes.number}>
            {t('pointsStatement.earned')}
          </Table.Th>
          <Table.Th scope="col" className={classes.number}>
            {t('pointsStatement.redeemed')}
          </Table.Th>
          <Table.Th scope="col" className={classes.number}>
            {t('pointsStatement.closingBalance')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.map((month) => (
          <Table.Tr key={month.month}>
            <Table.Th scope="row" fw="normal">
              {month.label}
            </Table.Th>
            <Table.Td className={classes.number}>{formatNumber(month.earned, locale)}</Table.Td>
            <Table.Td className={classes.number}>{formatNumber(month.redeemed, locale)}</Table.Td>
            <Table.Td className={classes.number}>{formatNumber(month.closingBalance, locale)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} size="h3">
        {t('pointsStatement.chartTitle')}
      </Title>
      <Text m={0} mb="sm">
        {t('pointsStatement.chartIntro')}
      </Text>
      <div aria-hidden="true" className={classes.chart}>
        <CompositeChart
          h={280}
          data={data}
          dataKey="label"
          withLegend
          // The table below is the chart for keyboards and screen readers: the drawing takes no focus.
          composedChartProps={{ accessibilityLayer: false }}
          valueFormatter={(value) => formatNumber(value, locale)}
          series={[
            { name: 'earned', label: t('pointsStatement.earned'), color: 'teal.8', type: 'bar' },
            { name: 'redeemed', label: t('pointsStatement.redeemed'), color: 'red.8', type: 'bar' },
            { name: 'closingBalance', label: t('pointsStatement.closingBalance'), color: 'blue.8', type: 'line' },
          ]}
        />
      </div>
      <Button variant="subtle" mt="sm" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)} data-print="hide">
        {showTable ? t('pointsStatement.hideTable') : t('pointsStatement.showTable')}
      </Button>
      {showTable ? table : <VisuallyHidden>{table}</VisuallyHidden>}
    </section>
  );
}
