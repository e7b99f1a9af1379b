// Only this page uses SegmentedControl: its Mantine styles come with it, not with the first page (ui/styles/mantine.ts).
import { formatDate } from '@rewards-storefront/domain/format/format-date';
import '@mantine/core/styles/SegmentedControl.css';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { formatMoneyInput, parseMoneyToCents } from '@rewards-storefront/domain/format/parse-money';
import {
  PAY_WITH_REWARDS_DATE_RANGES,
  payWithRewardsAmountProblem,
  payWithRewardsPoints,
  payWithRewardsQuery,
  payWithRewardsRowState,
  type PayWithRewardsActivity,
  type PayWithRewardsAmountProblem,
} from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import { Alert, Button, Checkbox, Group, NativeSelect, SegmentedControl, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageControls } from '../components/page-controls';
import { Dialog } from '../components/dialog';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import display from '../components/data-display.module.css';
import { RetryAlert } from '../components/retry-alert';
import { WayValue } from '../components/way-value';
import { PaySelectedDialog, SelectedPurchases } from './pay-selected-purchases';

/**
 * /pay-with-rewards (spec §2, §3, §4, §5, §8): the active card's purchases,
 * eligible or redeemed, over a date range (7 days by default), 10 a page;
 * each row offers to redeem, says Redeemed with the cash and points, or
 * Ineligible with why; redeeming asks the amount ($25 to the purchase,
 * never more points than the balance) in a dialog.
 */
export function PayWithRewardsPage() {
  const { t, locale } = useTranslate();
  const [params, setParams] = useSearchParams();
  const query = payWithRewardsQuery({ view: params.get('view'), days: params.get('days') });
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const store = useCapability('redemptions').payWithRewardsStore;
  const state = useObservable(store.state$);
  const readOnly = useReadOnly();
  const headingId = useId();
  const [chosen, setChosen] = useState<PayWithRewardsActivity | null>(null);
  // Issue 26: purchases ticked to be paid back together, on the page shown (a new page or list starts empty).
  const [selected, setSelected] = useState<ReadonlyMap<number, PayWithRewardsActivity>>(new Map());
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(t('payWithRewards.title'));
  useEffect(() => store.show({ view: query.view, days: query.days, page }), [store, query.view, query.days, page]);
  const shown = state.status === 'loaded' ? state.page : null;
  useEffect(() => setSelected(new Map()), [shown]);
  const toggle = (activity: PayWithRewardsActivity, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(activity.id, activity);
      else next.delete(activity.id);
      return next;
    });

  const setQuery = (next: { view?: string; days?: string; page?: number }) => {
    const merged = { view: next.view ?? query.view, days: next.days ?? String(query.days) };
    const search: Record<string, string> = {};
    if (merged.view !== 'eligible') search['view'] = merged.view;
    if (merged.days !== '7') search['days'] = merged.days;
    if (next.page !== undefined && next.page > 1) search['page'] = String(next.page);
    // At once, not in a transition: a view chosen right after a period change keeps that period (as on the transactions page).
    setParams(search, { flushSync: true });
  };

  return (
    <Stack gap="lg" maw="72rem" mx="auto">
      <Title order={1} id={headingId}>
        {t('payWithRewards.title')}
      </Title>
      <Text m={0}>{t('payWithRewards.intro')}</Text>
      <WayValue kind="pay_with_rewards" />
      <Group align="flex-end">
        <SegmentedControl
          aria-label={t('payWithRewards.viewLabel')}
          value={query.view}
          onChange={(view) => setQuery({ view })}
          data={[
            { value: 'eligible', label: t('payWithRewards.views.eligible') },
            { value: 'redeemed', label: t('payWithRewards.views.redeemed') },
          ]}
        />
        <NativeSelect
          label={t('payWithRewards.rangeLabel')}
          value={String(query.days)}
          onChange={(event) => setQuery({ days: event.currentTarget.value })}
          data={PAY_WITH_REWARDS_DATE_RANGES.map((days) => ({ value: String(days), label: t('payWithRewards.range', { days }) }))}
        />
      </Group>
      {(state.status === 'loading' || state.status === 'idle') && <PageLoader label={t('payWithRewards.loading')} />}
      {state.status === 'no-card' && <Alert color="gray">{t('redemptions.noCard')}</Alert>}
      {state.status === 'primary-only' && <Alert color="gray">{t('payWithRewards.primaryOnly')}</Alert>}
      {state.status === 'failed' && (
        <RetryAlert message={t('payWithRewards.loadError')} retryLabel={t('account.retry')} onRetry={() => store.retry()} />
      )}
      {state.status === 'loaded' && state.page.activities.length === 0 && <Text m={0}>{t(`payWithRewards.empty.${query.view}`)}</Text>}
      {state.status === 'loaded' && state.page.activities.length > 0 && (
        <>
          <div className={display.stacked}>
            <Table striped aria-labelledby={headingId} role="table">
              <Table.Thead role="rowgroup">
                <Table.Tr role="row">
                  {query.view === 'eligible' && (
                    <Table.Th scope="col" role="columnheader">
                      {t('payWithRewards.columns.select')}
                    </Table.Th>
                  )}
                  <Table.Th scope="col" role="columnheader">{t('payWithRewards.columns.date')}</Table.Th>
                  <Table.Th scope="col" role="columnheader">{t('payWithRewards.columns.description')}</Table.Th>
                  <Table.Th scope="col" role="columnheader" className={display.number}>
                    {t('payWithRewards.columns.amount')}
                  </Table.Th>
                  <Table.Th scope="col" role="columnheader">{t('payWithRewards.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody role="rowgroup">
                {state.page.activities.map((activity) => {
                  const row = payWithRewardsRowState(activity);
                  return (
                    <Table.Tr key={activity.id} role="row">
                      {query.view === 'eligible' && (
                        <Table.Td role="cell" data-label={t('payWithRewards.columns.select')}>
                          {row === 'redeem' && (
                            <Checkbox
                              disabled={readOnly}
                              checked={selected.has(activity.id)}
                              onChange={(event) => toggle(activity, event.currentTarget.checked)}
                              aria-label={t('payWithRewards.bulk.select', {
                                description: activity.description,
                                amount: formatMoney(activity.amountCents, locale),
                              })}
                            />
                          )}
                        </Table.Td>
                      )}
                      <Table.Td role="cell" data-label={t('payWithRewards.columns.date')}>{formatDate(activity.postedAt, locale)}</Table.Td>
                      <Table.Td role="cell" data-label={t('payWithRewards.columns.description')}>
                        {activity.description}
                        {activity.closingSoon && activity.daysLeft !== null && (
                          <Text span size="sm" fw={700} c="red.9" display="block" data-testid="closes-in">
                            {t('payWithRewards.closesIn', { count: activity.daysLeft })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td role="cell" data-label={t('payWithRewards.columns.amount')} className={display.number}>{formatMoney(activity.amountCents, locale)}</Table.Td>
                      <Table.Td role="cell" data-label={t('payWithRewards.columns.status')}>
                        {row === 'redeem' && (
                          <Button
                            size="xs"
                            disabled={readOnly}
                            aria-label={t('payWithRewards.redeemLabel', {
                              description: activity.description,
                              amount: formatMoney(activity.amountCents, locale),
                            })}
                            onClick={() => setChosen(activity)}
                          >
                            {t('payWithRewards.redeem')}
                          </Button>
                        )}
                        {row === 'redeemed' && activity.redeemed && (
                          <Text m={0}>
                            {t('payWithRewards.redeemed', {
                              cash: formatMoney(activity.redeemed.cashCents, locale),
                              points: formatPoints(activity.redeemed.points, locale),
                            })}
                          </Text>
                        )}
                        {row === 'ineligible' && (
                          <Text m={0}>
                            {t('payWithRewards.ineligible')}
                            {activity.ineligibleReason && activity.ineligibleReason !== 'already-redeemed' && (
                              <Text span size="sm" c="gray.8" display="block">
                                {t(`payWithRewards.reasons.${activity.ineligibleReason}`)}
                              </Text>
                            )}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </div>
          {query.view === 'eligible' && (
            <SelectedPurchases
              selected={[...selected.values()]}
              conversionRate={state.page.conversionRate}
              disabled={readOnly}
              onPay={() => setConfirming(true)}
            />
          )}
          {readOnly && <Text m={0}>{t('readOnly.control')}</Text>}
          <PageControls page={state.page.page} lastPage={state.page.lastPage} onPage={(next) => setQuery({ page: next })} />
          {chosen && <RedeemDialog activity={chosen} conversionRate={state.page.conversionRate} onClose={() => setChosen(null)} />}
          {confirming && (
            <PaySelectedDialog
              activities={[...selected.values()]}
              conversionRate={state.page.conversionRate}
              onClose={(paid) => {
                setConfirming(false);
                if (paid) setSelected(new Map());
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}

/** The message of each amount problem (i18n keys); the maximum's names the purchase's amount. */
const AMOUNT_PROBLEM_KEYS: Record<PayWithRewardsAmountProblem, string> = {
  required: 'payWithRewards.amount.required',
  invalid: 'payWithRewards.amount.invalid',
  'below-minimum': 'payWithRewards.amount.belowMinimum',
  'above-maximum': 'payWithRewards.amount.aboveMaximum',
  'above-balance': 'payWithRewards.notice.insufficient',
};

/**
 * The amount to reimburse (spec §5: $25 to the purchase's amount, points
 * within the balance), typed as the page's language writes amounts
 * ("1,250.00", "1 250,00"), then the redemption.
 */
function RedeemDialog({
  activity,
  conversionRate,
  onClose,
}: {
  readonly activity: PayWithRewardsActivity;
  readonly conversionRate: number;
  readonly onClose: () => void;
}) {
  const { t, locale } = useTranslate();
  const redeem = useCapability('redemptions').redeemPurchase;
  const [amount, setAmount] = useState(() => formatMoneyInput(activity.amountCents, locale));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const cents = parseMoneyToCents(amount, locale);
  const problem = payWithRewardsAmountProblem(cents, activity.amountCents, Number.MAX_SAFE_INTEGER, conversionRate);
  const error = problem === null ? null : t(AMOUNT_PROBLEM_KEYS[problem], { amount: formatMoney(activity.amountCents, locale) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== null || cents === null || sending) return;
    setSending(true);
    const outcome = await redeem.execute({ activity, cents, conversionRate, locale });
    setSending(false);
    if (outcome.outcome !== 'busy') onClose();
  };
  return (
    <Dialog opened onClose={onClose} title={t('payWithRewards.dialog.title')} closeLabel={t('payWithRewards.dialog.close')} centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text m={0}>
            {t('payWithRewards.dialog.purchase', { description: activity.description, amount: formatMoney(activity.amountCents, locale) })}
          </Text>
          <TextInput
            label={t('payWithRewards.dialog.amountLabel')}
            description={
              cents !== null && !Number.isNaN(cents)
                ? t('payWithRewards.dialog.points', { points: formatPoints(payWithRewardsPoints(cents, conversionRate), locale) })
                : undefined
            }
            inputMode="decimal"
            required
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={submitted ? error : null}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="subtle" onClick={onClose}>
              {t('payWithRewards.dialog.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('payWithRewards.dialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
