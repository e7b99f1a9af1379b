import { formatDate } from '@rewards-storefront/domain/format/format-date';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import display from '../components/data-display.module.css';

/**
 * A trip chosen at the travel partner, paid with points (spec §7 travel
 * partner calls): the partner sends the member back here with the trip and
 * its attempt id; the panel shows the trip in points for the active card,
 * says why it cannot be booked when it cannot, and books it once.
 */
export function TravelCheckoutPanel({ offerCode, attempt }: { readonly offerCode: string; readonly attempt: string | null }) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const checkout = useCapability('redemptions').travelCheckout;
  const accounts = useCapability('session').accountStore;
  const state = useObservable(checkout.state$);
  const account = useObservable(accounts.state$);
  const accountId = account.loaded ? account.accountId : undefined;

  useEffect(() => {
    if (accountId === undefined) return undefined;
    void checkout.open({ offerCode, attempt, locale });
    return () => checkout.close();
  }, [checkout, offerCode, attempt, locale, accountId]);

  const day = (value: string) => formatDate(new Date(`${value}T00:00:00Z`), locale, 'UTC');
  const trip = state.status === 'ready' || state.status === 'booking' || state.status === 'booked' ? state : null;

  return (
    <Stack gap="md" component="section" aria-labelledby="travel-checkout-heading" className={display.card}>
      <Title order={2} size="h3" id="travel-checkout-heading">
        {t('travel.checkout.heading')}
      </Title>
      {(state.status === 'idle' || state.status === 'checking') && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text m={0}>{t('travel.checkout.checking')}</Text>
        </Group>
      )}
      {trip && (
        <>
          {trip.partner !== null && <Text m={0}>{t('travel.checkout.chosenAt', { partner: trip.partner })}</Text>}
          <dl className={display.facts}>
            <dt>{t('travel.checkout.trip')}</dt>
            <dd>{trip.quote.itemName}</dd>
            {trip.quote.origin !== null && (
              <>
                <dt>{t('travel.checkout.from')}</dt>
                <dd>{trip.quote.origin}</dd>
              </>
            )}
            <dt>{t('travel.checkout.to')}</dt>
            <dd>{trip.quote.destination}</dd>
            <dt>{t('travel.checkout.dates')}</dt>
            <dd>{t('travel.checkout.dateRange', { start: day(trip.quote.startDate), end: day(trip.quote.endDate) })}</dd>
            <dt>{t('travel.checkout.points')}</dt>
            <dd className={display.number}>{formatPoints(trip.quote.points, locale)}</dd>
            {trip.quote.bonusPoints > 0 && (
              <>
                <dt>{t('travel.checkout.bonus')}</dt>
                <dd className={display.number}>{formatPoints(trip.quote.bonusPoints, locale)}</dd>
              </>
            )}
            <dt>{state.status === 'booked' ? t('travel.checkout.balanceAfter') : t('travel.checkout.balance')}</dt>
            <dd className={display.number}>{formatPoints(trip.balance, locale)}</dd>
          </dl>
        </>
      )}
      {state.status === 'ready' && state.refusal !== null && (
        <Alert color="red" role="alert" title={t(`travel.checkout.refusal.${state.refusal}Title`)}>
          {t(`travel.checkout.refusal.${state.refusal}`)}
        </Alert>
      )}
      {(state.status === 'ready' || state.status === 'booking') && (state.status === 'booking' || state.refusal === null) && (
        <div>
          <Button loading={state.status === 'booking'} onClick={() => void checkout.book()}>
            {t('travel.checkout.book', { points: formatPoints(state.quote.points, locale) })}
          </Button>
        </div>
      )}
      {state.status === 'booked' && (
        <Alert color="green" role="status" title={t('travel.checkout.bookedTitle')}>
          <Stack gap="xs">
            <Text m={0}>{t('travel.checkout.booked', { reference: state.reference })}</Text>
            <Anchor component={Link} to={localized('/account/my-itinerary')}>
              {t('travel.checkout.itineraries')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      {state.status === 'unknown-offer' && <Alert color="gray">{t('travel.checkout.unknownOffer')}</Alert>}
      {state.status === 'no-card' && <Alert color="gray">{t('travel.checkout.noCard')}</Alert>}
      {state.status === 'failed' && (
        <Alert color="red" role="alert" title={t('travel.checkout.failedTitle')}>
          <Stack gap="xs">
            <Text m={0}>{t('travel.checkout.failed')}</Text>
            <div>
              <Button variant="white" color="red" onClick={() => void checkout.open({ offerCode, attempt, locale })}>
                {t('travel.checkout.retry')}
              </Button>
            </div>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
