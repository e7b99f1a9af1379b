import { pageKeyOf, SHIPPING_TICKER_SLUG } from '@rewards-storefront/domain/content/broadcast';
import { CloseButton, Container } from '@mantine/core';
import { IconSpeakerphone, IconTruckDelivery } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useAsRendered } from '../hooks/use-hydrated';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from './broadcast-bar.module.css';
import { linkTargetOf } from '../components/link-target';
import { TargetLink } from '../components/target-link';

/**
 * Broadcast messages (spec §2): those of the member's account type and this
 * page, one per slug, each dismissible for the rest of the browser session.
 * The shipping ticker shows as a ticker strip (static: moving text would need
 * a pause control and helps nobody read it).
 */
export function BroadcastBar() {
  const { t } = useTranslate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const pageKey = pageKeyOf(pathname, searchParams);
  const store = useCapability('content').broadcastStore;
  // The dismissals are this browser's: a page the server rendered shows them once hydrated (see useAsRendered).
  const dismissals = useAsRendered(useObservable(store.dismissed$).length > 0, false);
  const messages = useObservable(useMemo(() => store.visibleOn(pageKey, { dismissals }), [store, pageKey, dismissals]));
  // Focus lands here when a dismissed message's button disappears, so keyboard users keep their place.
  const wrapper = useRef<HTMLDivElement>(null);

  const dismiss = (slug: string) => {
    store.dismiss(slug);
    wrapper.current?.focus();
  };

  return (
    <div ref={wrapper} tabIndex={-1} className={classes.wrapper}>
      {messages.length > 0 && (
        <section aria-label={t('broadcast.label')}>
          {messages.map((message) => {
            const ticker = message.slug === SHIPPING_TICKER_SLUG;
            const Icon = ticker ? IconTruckDelivery : IconSpeakerphone;
            // Only an in-store path: a broadcast sends members within the store.
            const target = message.link === null ? null : linkTargetOf(message.link.url);
            return (
              <div key={message.slug} className={ticker ? classes.ticker : classes.message} data-slug={message.slug}>
                <Container size="xl" className={classes.inner}>
                  <Icon size={22} aria-hidden="true" className={classes.icon} />
                  <p className={classes.text}>
                    <strong>{message.title}</strong> {message.description}
                    {message.link !== null && target?.kind === 'store' && (
                      <>
                        {' '}
                        <TargetLink target={target} className={classes.link}>
                          {message.link.label}
                        </TargetLink>
                      </>
                    )}
                  </p>
                  <CloseButton
                    aria-label={t('broadcast.dismiss', { title: message.title })}
                    onClick={() => dismiss(message.slug)}
                    className={classes.close}
                    size="lg"
                  />
                </Container>
              </div>
            );
          })}
        </section>
      )}
    </div>
  );
}
