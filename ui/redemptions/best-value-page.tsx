import type { RankedWay } from '@application/redemptions/best-value-store';
import { isCardNameHidden } from '@rewards-storefront/domain/account/account-type';
import { formatValuePerPoint } from '@rewards-storefront/domain/format/format-value-per-point';
import { pointValue } from '@rewards-storefront/domain/points/value-per-point';
import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { BackLink } from '../components/back-link';
import { PageLoader } from '../components/page-loader';
import { RetryAlert } from '../components/retry-alert';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

/** Where each way is redeemed, in the store (no locale prefix). */
function wayPath(way: RankedWay): string {
  const slug = way.slug ?? '';
  switch (way.kind) {
    case 'merchandise':
    case 'gift_card':
      return `/shop/${slug}`;
    case 'financial_reward':
      return `/financial-rewards/redeem/${slug}`;
    case 'cash_back':
    case 'direct_deposit':
      return `/redeem/${slug}`;
    case 'miles':
      return `/travel-miles/redeem/${slug}`;
    case 'pay_with_rewards':
      return '/pay-with-rewards';
    case 'annual_fee_eraser':
      return '/account/transactions?view=redeemable';
  }
}

/**
 * /account/best-value (issue 26 item 1, members): what one point of the
 * active card is worth in each way it can redeem, best value first by the
 * domain's exact ranking, each linking to where it is redeemed and marked
 * when it gives less than cash back; the programme's reference value of a
 * mile is stated, since the miles' values rest on it. Follows card switches.
 */
export function BestValuePage() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const store = useCapability('redemptions').bestValueStore;
  const state = useObservable(store.state$);
  const account = useObservable(useCapability('session').accountStore.state$);
  const headingId = useId();
  useDocumentTitle(t('bestValue.title'));
  useEffect(() => store.show(), [store]);

  const card = account.accounts.find((candidate) => candidate.id === account.accountId);
  const cardLabel = card && account.userInfo && !isCardNameHidden(account.userInfo.accountType) ? card.cardName[locale] : (card?.maskedNumber ?? '');
  const hasMiles = state.ways.some((way) => way.kind === 'miles');

  return (
    <Stack gap="lg">
      <BackLink />
      <Title order={1} id={headingId}>
        {t('bestValue.title')}
      </Title>
      {state.status === 'failed' && <RetryAlert message={t('bestValue.loadError')} retryLabel={t('bestValue.retry')} onRetry={() => store.retry()} />}
      {(state.status === 'idle' || state.status === 'loading') && <PageLoader label={t('bestValue.loading')} />}
      {state.status === 'loaded' && state.ways.length === 0 && <Text m={0}>{t('bestValue.noCard')}</Text>}
      {state.status === 'loaded' && state.ways.length > 0 && (
        <>
          <Text m={0}>{t('bestValue.intro', { card: cardLabel })}</Text>
          {state.cashBack && <Text m={0}>{t('bestValue.cashBackNote', { value: formatValuePerPoint(state.cashBack, locale) })}</Text>}
          {hasMiles && state.mileValueHundredthsOfCent !== null && (
            <Text m={0}>{t('bestValue.milesNote', { value: formatValuePerPoint(pointValue(state.mileValueHundredthsOfCent, 100), locale) })}</Text>
          )}
          <Table.ScrollContainer minWidth={480}>
            <Table striped aria-label={t('bestValue.tableLabel')} data-testid="best-value">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('bestValue.way')}</Table.Th>
                  <Table.Th scope="col">{t('bestValue.value')}</Table.Th>
                  <Table.Th scope="col">{t('bestValue.comparison')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {state.ways.map((way) => (
                  <Table.Tr key={`${way.kind}:${way.slug ?? ''}`} data-kind={way.kind}>
                    <Table.Th scope="row" fw="normal">
                      <Anchor component={Link} to={localized(wayPath(way))}>
                        {t(`bestValue.kind.${way.kind}`)}
                      </Anchor>
                      {way.name && (
                        <Text size="sm" m={0} c="gray.8">
                          {way.kind === 'miles' ? way.name[locale] : t('bestValue.best', { name: way.name[locale] })}
                        </Text>
                      )}
                    </Table.Th>
                    <Table.Td data-testid="value">{t('bestValue.perPoint', { value: formatValuePerPoint(way.value, locale) })}</Table.Td>
                    <Table.Td>
                      {way.belowCashBack ? (
                        <Badge color="red.9" variant="light" radius="sm">
                          {t('bestValue.below')}
                        </Badge>
                      ) : (
                        <Text size="sm" m={0}>
                          {t('bestValue.atLeast')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Stack>
  );
}
