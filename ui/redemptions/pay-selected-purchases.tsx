import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { payBackTotal } from '@rewards-storefront/domain/redemptions/pay-back-window';
import type { PayWithRewardsActivity } from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../components/dialog';
import { useCapability } from '../hooks/use-capability';
import { useTranslate } from '../hooks/use-translate';
import classes from './redemptions.module.css';

/** The purchases ticked, their total (cash and points, announced as it changes) and the button that asks to confirm. */
export function SelectedPurchases({
  selected,
  conversionRate,
  disabled,
  onPay,
}: {
  readonly selected: readonly PayWithRewardsActivity[];
  readonly conversionRate: number;
  readonly disabled: boolean;
  readonly onPay: () => void;
}) {
  const { t, locale } = useTranslate();
  const total = payBackTotal(
    selected.map((activity) => activity.amountCents),
    conversionRate,
  );
  return (
    <Group justify="space-between" align="center">
      <Text m={0} role="status" aria-live="polite">
        {selected.length > 0 &&
          t('payWithRewards.bulk.selected', {
            count: selected.length,
            cash: formatMoney(total.cents, locale),
            points: formatPoints(total.points, locale),
          })}
      </Text>
      <Button disabled={disabled || selected.length === 0} onClick={onPay}>
        {t('payWithRewards.bulk.pay')}
      </Button>
    </Group>
  );
}

/** Issue 26: the purchases to pay back and their total, shown before the member confirms; all are paid or none. */
export function PaySelectedDialog({
  activities,
  conversionRate,
  onClose,
}: {
  readonly activities: readonly PayWithRewardsActivity[];
  readonly conversionRate: number;
  readonly onClose: (paid: boolean) => void;
}) {
  const { t, locale } = useTranslate();
  const redeem = useCapability('redemptions').redeemPurchases;
  const [sending, setSending] = useState(false);
  const total = payBackTotal(
    activities.map((activity) => activity.amountCents),
    conversionRate,
  );
  const confirm = async () => {
    if (sending) return;
    setSending(true);
    const outcome = await redeem.execute({ activities, conversionRate, locale });
    setSending(false);
    if (outcome.outcome !== 'busy') onClose(outcome.outcome === 'redeemed');
  };
  return (
    <Dialog opened onClose={() => onClose(false)} title={t('payWithRewards.bulk.dialogTitle')} closeLabel={t('payWithRewards.dialog.close')} centered>
      <Stack gap="md">
        <ul className={classes.selectedList}>
          {activities.map((activity) => (
            <li key={activity.id}>
              {t('payWithRewards.dialog.purchase', { description: activity.description, amount: formatMoney(activity.amountCents, locale) })}
            </li>
          ))}
        </ul>
        <Text m={0} fw={700}>
          {t('payWithRewards.bulk.total', { cash: formatMoney(total.cents, locale), points: formatPoints(total.points, locale) })}
        </Text>
        <Group justify="flex-end">
          <Button variant="subtle" onClick={() => onClose(false)}>
            {t('payWithRewards.dialog.cancel')}
          </Button>
          <Button loading={sending} onClick={() => void confirm()} data-autofocus>
            {t('payWithRewards.bulk.confirm')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
