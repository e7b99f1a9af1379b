import { formatDate } from '@rewards-storefront/domain/format/format-date';
import { isActiveBooking, type TravelBooking, type Traveller } from '@rewards-storefront/domain/itinerary/itinerary';
import { Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Fragment, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import classes from '../components/member-page.module.css';
import { BackLink } from '../components/back-link';
import { PageControls } from '../components/page-controls';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useReadOnly } from '../hooks/use-read-only';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { RetryAlert } from '../components/retry-alert';

const names = (people: readonly Traveller[]) => people.map((person) => `${person.firstName} ${person.lastName}`).join(', ');

/**
 * /account/my-itinerary (spec §2, §3, §9): the member's travel bookings
 * (flights, hotels, cars, cruises, packages), 10 a page, each with its name,
 * number, origin and destination, dates, type, status and travellers, and a
 * button that opens its itinerary at the travel partner (a full-page
 * redirect, with the 'loading travel' screen of spec §2 meanwhile).
 */
export function ItineraryPage() {
  const { t, locale } = useTranslate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const store = useCapability('accountPortal').itineraryStore;
  const open = useCapability('accountPortal').openItinerary;
  const navigator = useCapability('ports').pageNavigator;
  const state = useObservable(store.state$);
  const headingId = useId();
  const [leaving, setLeaving] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  const cancel = useCapability('accountPortal').cancelTravelBooking;
  const readOnly = useReadOnly();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const cancelBooking = async (booking: TravelBooking) => {
    setCancelling(booking.orderId);
    const outcome = await cancel.execute({ booking, locale });
    setCancelling(null);
    if (outcome === 'cancelled') store.retry();
  };
  useDocumentTitle(t('itinerary.pageTitle'));
  useEffect(() => store.show(page), [store, page]);

  const day = (value: string | null) => (value === null ? null : formatDate(new Date(`${value}T00:00:00Z`), locale, 'UTC'));

  const openItinerary = async (booking: TravelBooking) => {
    setOpening(booking.itemNumber);
    const target = await open.execute({ booking, locale });
    setOpening(null);
    if (target === null) return;
    setLeaving(true);
    navigator.assign(target.url);
  };

  return (
    <Stack gap="lg" maw="64rem" mx="auto">
      <BackLink />
      <Title order={1} id={headingId}>
        {t('itinerary.heading')}
      </Title>
      {state.status === 'failed' && (
        <RetryAlert message={t('itinerary.loadError')} retryLabel={t('account.retry')} onRetry={() => store.retry()} />
      )}
      {(state.status === 'loading' || state.status === 'idle') && <PageLoader label={t('itinerary.loading')} />}
      {state.status === 'loaded' && state.itineraries.bookings.length === 0 && <Text m={0}>{t('itinerary.empty')}</Text>}
      {state.status === 'loaded' && state.itineraries.bookings.length > 0 && (
        <>
          <ul className={classes.list} aria-labelledby={headingId}>
            {state.itineraries.bookings.map((booking) => {
              const from = day(booking.startDate);
              const to = day(booking.endDate);
              const travellers = [
                ['itinerary.passengers', booking.passengers],
                ['itinerary.guests', booking.guests],
                ['itinerary.drivers', booking.drivers],
              ] as const;
              return (
                <li
                  key={`${booking.orderId}-${booking.itemNumber}`}
                  className={classes.card}
                  aria-labelledby={`booking-${booking.itemNumber}`}
                >
                  <Stack gap="sm">
                    <Group justify="space-between" align="flex-start">
                      <Title order={2} size="h4" id={`booking-${booking.itemNumber}`}>
                        {booking.itemName}
                      </Title>
                      <Group gap="xs">
                        <Badge variant="light" color="primary">
                          {t(`itinerary.types.${booking.productType}`)}
                        </Badge>
                        <Badge variant="filled" color={isActiveBooking(booking.status) ? 'teal.9' : 'gray.8'}>
                          {t(`itinerary.statuses.${booking.status}`)}
                        </Badge>
                      </Group>
                    </Group>
                    <dl className={classes.facts}>
                      <dt>{t('itinerary.number')}</dt>
                      <dd>{booking.itemNumber}</dd>
                      <dt>{t('itinerary.reference')}</dt>
                      <dd>{booking.orderReference}</dd>
                      {booking.origin && (
                        <>
                          <dt>{t('itinerary.origin')}</dt>
                          <dd>{booking.origin}</dd>
                        </>
                      )}
                      {booking.destination && (
                        <>
                          <dt>{t('itinerary.destination')}</dt>
                          <dd>{booking.destination}</dd>
                        </>
                      )}
                      {from && (
                        <>
                          <dt>{t('itinerary.dates')}</dt>
                          <dd>{to ? t('itinerary.dateRange', { from, to }) : from}</dd>
                        </>
                      )}
                      {travellers
                        .filter(([, people]) => people.length > 0)
                        .map(([label, people]) => (
                          <Fragment key={label}>
                            <dt>{t(label)}</dt>
                            <dd>{names(people)}</dd>
                          </Fragment>
                        ))}
                    </dl>
                    <Group>
                      <Button
                        variant="outline"
                        rightSection={<IconExternalLink size={18} aria-hidden="true" />}
                        loading={opening === booking.itemNumber}
                        aria-label={t('itinerary.openLabel', { name: booking.itemName })}
                        onClick={() => void openItinerary(booking)}
                      >
                        {t('itinerary.open')}
                      </Button>
                      {isActiveBooking(booking.status) && (
                        <Button
                          variant="subtle"
                          color="red"
                          disabled={readOnly}
                          loading={cancelling === booking.orderId}
                          aria-label={t('itinerary.cancelLabel', { name: booking.itemName })}
                          onClick={() => void cancelBooking(booking)}
                        >
                          {t('itinerary.cancel')}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </li>
              );
            })}
          </ul>
          <PageControls
            page={state.itineraries.page}
            lastPage={state.itineraries.lastPage}
            onPage={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          />
        </>
      )}
      {leaving && (
        <div className={classes.travelOverlay} role="status" aria-live="polite">
          <Loader aria-hidden="true" />
          <Text fw={600}>{t('itinerary.loadingTravel')}</Text>
        </div>
      )}
    </Stack>
  );
}
