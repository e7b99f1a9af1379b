import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { formatNumber } from '@rewards-storefront/domain/format/format-number';
import { RedemptionForm } from './redemption-form';
import { RedemptionLoadState } from './redemption-load-state';
import display from '../components/data-display.module.css';
import classes from './redemptions.module.css';
import { TravelButtons } from './travel-buttons';
import { TravelCheckoutPanel } from './travel-checkout-panel';
import { WayValue } from '../components/way-value';

/** The trip and attempt id the travel partner sends a member back with (GET /member/ascenda/partner `checkout_path`). */
const OFFER = /^[a-z0-9-]{1,60}$/;
const ATTEMPT = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Rewards for Miles (spec §2 /travel-miles, /travel-miles/:product,
 * /travel-miles/redeem/:slug; §5, §6): the airline partners, one partner's
 * rate and pattern, and the transfer form. Only Elite or Premier World
 * cards may transfer; others are told why (and the server refuses them
 * too). The list also opens travel and vacation packages bought with points,
 * and confirms a trip the travel partner sent the member back with.
 */
export function TravelMilesPage({ mode }: { readonly mode: 'list' | 'product' | 'redeem' }) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const params = useParams();
  const [search] = useSearchParams();
  const offer = search.get('travel_offer');
  const attempt = search.get('attempt');
  const travelOffer = mode === 'list' && offer !== null && OFFER.test(offer) ? offer : null;
  const slug = mode === 'product' ? params['product'] : params['slug'];
  const store = useCapability('redemptions').externalRedemptionStore;
  const state = useObservable(store.state$);
  useEffect(() => store.show('travel-miles'), [store]);
  const current = state.status !== 'idle' && state.group === 'travel-miles' ? state : null;
  const products = current?.status === 'loaded' ? current.products : [];
  const product = slug === undefined ? undefined : products.find((candidate) => candidate.slug === slug);
  const allowed = products.length === 0 || products.some((candidate) => candidate.isAllowed);
  const title =
    mode === 'list' || product === undefined
      ? t('miles.heading')
      : mode === 'product'
        ? product.title
        : t('miles.redeemHeading', { partner: product.partnerName });
  useDocumentTitle(title);

  return (
    <Stack gap="lg" maw="64rem" mx="auto">
      {mode !== 'list' && (
        <Anchor component={Link} to={localized('/travel-miles')}>
          {t('miles.back')}
        </Anchor>
      )}
      <Title order={1}>{title}</Title>
      {mode === 'list' && <Text m={0}>{t('miles.intro')}</Text>}
      {mode !== 'list' && product !== undefined && <WayValue kind="miles" slug={product.slug} />}
      {travelOffer !== null && <TravelCheckoutPanel offerCode={travelOffer} attempt={attempt !== null && ATTEMPT.test(attempt) ? attempt : null} />}
      <RedemptionLoadState status={current?.status ?? null} onRetry={() => store.retry()} />
      {current?.status === 'loaded' && !allowed && (
        <Alert color="primary" title={t('miles.notAllowedTitle')}>
          {t('miles.notAllowed')}
        </Alert>
      )}
      {current?.status === 'loaded' && mode !== 'list' && product === undefined && <Alert color="gray">{t('miles.unknownPartner')}</Alert>}
      {current?.status === 'loaded' && mode === 'list' && (
        <ul className={classes.grid} aria-label={t('miles.partners')}>
          {products.map((partner) => (
            <li key={partner.id} className={display.card}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {partner.title}
                </Title>
                <Text m={0}>
                  {t('miles.rate', { miles: String(partner.milesPerPoint ?? 1).replace('.', locale === 'fr-CA' ? ',' : '.') })}
                </Text>
                <Anchor
                  component={Link}
                  to={localized(`/travel-miles/${partner.slug}`)}
                  aria-label={t('miles.detailsLabel', { partner: partner.partnerName })}
                >
                  {t('miles.details')}
                </Anchor>
              </Stack>
            </li>
          ))}
        </ul>
      )}
      {product !== undefined && mode === 'product' && (
        <Stack gap="md">
          <Text m={0}>{product.description}</Text>
          <dl className={display.facts}>
            <dt>{t('miles.rateLabel')}</dt>
            <dd>{t('miles.rate', { miles: String(product.milesPerPoint ?? 1).replace('.', locale === 'fr-CA' ? ',' : '.') })}</dd>
            <dt>{t('miles.maximumLabel')}</dt>
            <dd>{product.maxPoints === null ? '—' : formatNumber(product.maxPoints, locale)}</dd>
          </dl>
          <Text size="sm" m={0}>
            {product.terms}
          </Text>
          {product.isAllowed && (
            <div>
              <Button component={Link} to={localized(`/travel-miles/redeem/${product.slug}`)}>
                {t('miles.transfer')}
              </Button>
            </div>
          )}
        </Stack>
      )}
      {product !== undefined && mode === 'redeem' && product.isAllowed && <RedemptionForm product={product} />}
      {mode === 'list' && (
        <Stack gap="sm" component="section" aria-labelledby="travel-heading">
          <Title order={2} size="h3" id="travel-heading">
            {t('travel.heading')}
          </Title>
          <Text m={0}>{t('travel.intro')}</Text>
          <TravelButtons />
        </Stack>
      )}
    </Stack>
  );
}
