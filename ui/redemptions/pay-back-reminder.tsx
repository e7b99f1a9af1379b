import { formatLongDate } from '@rewards-storefront/domain/format/format-date';
import { Alert, Anchor, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

/**
 * The notice a signed-in member sees (issue 26): how many purchases can
 * still be paid back with points and until when (the earliest deadline),
 * with a link to Pay with Rewards. Dismissed, it stays closed until the
 * app is loaded again; it is not repeated on the Pay with Rewards page
 * itself, which lists them.
 */
export default function PayBackReminder() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const { pathname } = useLocation();
  const store = useCapability('redemptions').payBackReminderStore;
  const { reminder } = useObservable(store.state$);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => store.show(), [store]);
  if (reminder === null || dismissed || pathname.endsWith('/pay-with-rewards')) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      role="region"
      aria-label={t('payBackReminder.label')}
      withCloseButton
      closeButtonLabel={t('payBackReminder.dismiss')}
      onClose={() => setDismissed(true)}
    >
      <Text m={0}>
        {t('payBackReminder.message', { count: reminder.count, date: formatLongDate(reminder.until, locale) })}{' '}
        <Anchor component={Link} to={localized('/pay-with-rewards')} underline="always">
          {t('payBackReminder.link')}
        </Anchor>
      </Text>
    </Alert>
  );
}
