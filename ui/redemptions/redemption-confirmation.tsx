import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { RedemptionReceipt } from '@rewards-storefront/domain/redemptions/external-redemption';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { formatNumber } from '@rewards-storefront/domain/format/format-number';
import display from '../components/data-display.module.css';

/**
 * The confirmation of a redemption: its confirmation number, the points,
 * what they became (dollars or miles), the account, that an email follows
 * and that it is final; focus moves to it so screen readers hear it.
 */
export function RedemptionConfirmation({ receipt, onAnother }: { readonly receipt: RedemptionReceipt; readonly onAnother: () => void }) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert color="teal" variant="light" role="status">
      <Stack gap="sm">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('redemptions.confirmation.heading')}
        </Title>
        <Text m={0}>{receipt.title}</Text>
        <dl className={display.facts}>
          <dt>{t('redemptions.confirmation.number')}</dt>
          <dd>{receipt.referenceIdentifier}</dd>
          <dt>{t('redemptions.confirmation.points')}</dt>
          <dd>{formatPoints(receipt.points, locale)}</dd>
          {receipt.cashCents !== null && (
            <>
              <dt>{t('redemptions.confirmation.cash')}</dt>
              <dd>{formatMoney(receipt.cashCents, locale)}</dd>
            </>
          )}
          {receipt.miles !== null && (
            <>
              <dt>{t('redemptions.confirmation.miles')}</dt>
              <dd>{formatNumber(receipt.miles, locale)}</dd>
            </>
          )}
          {receipt.maskedAccountNumber !== null && (
            <>
              <dt>{t('redemptions.confirmation.account')}</dt>
              <dd>{receipt.maskedAccountNumber}</dd>
            </>
          )}
        </dl>
        <Text m={0}>{t('redemptions.confirmation.email')}</Text>
        {receipt.kind === 'miles_transfer' && <Text m={0}>{t('redemptions.confirmation.milesDelivery')}</Text>}
        <Group>
          <Button component={Link} to={localized(`/account/order-details/${receipt.orderId}`)} variant="outline">
            {t('redemptions.confirmation.details')}
          </Button>
          <Button variant="subtle" onClick={onAnother}>
            {t('redemptions.confirmation.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
