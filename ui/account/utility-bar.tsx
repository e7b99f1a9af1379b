import { formatBalance } from '@rewards-storefront/domain/format/format-points';
import { ActionIcon, Container, Loader, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { lazyWithPreload } from '../components/lazy-with-preload';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from './utility-bar.module.css';

// The switcher's code loads the first time a member with several cards opens it, fetched as the pointer or focus reaches the chevron.
const CardSwitcherModal = lazyWithPreload(() => import('./card-switcher-modal').then((module) => module.CardSwitcherModal));

/**
 * The utility bar (spec §2): the pooled points balance, the active card's name
 * (hidden for some account types) and masked number, a spinner until loaded,
 * and a chevron opening the card switcher when more than one card is usable.
 */
export function UtilityBar() {
  const { t, locale } = useTranslate();
  const accounts = useCapability('session').accountStore;
  const view = useObservable(accounts.utilityBar$);
  const [switcherOpened, setSwitcherOpened] = useState(false);
  // Once loaded the switcher stays mounted, so that closing it can animate out.
  const [switcherLoaded, setSwitcherLoaded] = useState(false);
  const chevron = useRef<HTMLButtonElement>(null);

  const closeSwitcher = () => {
    setSwitcherOpened(false);
    // Back where the member was: Mantine only returns focus from its second opening on.
    chevron.current?.focus();
  };

  if (view.status === 'hidden') return null;

  return (
    <section aria-label={t('utilityBar.label')} className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        <div aria-live="polite" aria-busy={view.status === 'loading'}>
          {view.status === 'loading' && <Loader size="sm" color="white" role="status" aria-label={t('utilityBar.loadingBalance')} />}
          {view.status === 'no-card' && <Text>{t('utilityBar.noCard')}</Text>}
          {view.status === 'ready' && (
            <Text component="p" m={0}>
              <span className={classes.caption}>{t('utilityBar.balanceLabel')}</span>
              <span className={classes.balance} data-testid="points-balance">
                {formatBalance(view.pooledBalance, locale, view.currencySymbol)}
              </span>
            </Text>
          )}
        </div>
        {view.status === 'ready' && (
          <div className={classes.card}>
            <Text component="p" m={0}>
              <span className={classes.caption}>{t('utilityBar.cardLabel')}</span>
              {view.cardName && <span data-testid="card-name">{view.cardName[locale]} </span>}
              <span data-testid="card-number">{view.maskedNumber}</span>
              {view.isAuthorizedRedeemer && (
                <span className={classes.caption} data-testid="card-role">
                  {t('utilityBar.authorizedRedeemer')}
                </span>
              )}
            </Text>
            {view.canSwitch && (
              <ActionIcon
                ref={chevron}
                variant="white"
                color="primary"
                size="lg"
                aria-label={t('utilityBar.switchCard')}
                aria-haspopup="dialog"
                aria-expanded={switcherOpened}
                onPointerEnter={CardSwitcherModal.preload}
                onFocus={CardSwitcherModal.preload}
                onClick={() => {
                  setSwitcherLoaded(true);
                  setSwitcherOpened(true);
                }}
              >
                <IconChevronDown size={20} aria-hidden="true" />
              </ActionIcon>
            )}
          </div>
        )}
      </Container>
      {switcherLoaded && (
        <Suspense fallback={null}>
          <CardSwitcherModal opened={switcherOpened} onClose={closeSwitcher} />
        </Suspense>
      )}
    </section>
  );
}
