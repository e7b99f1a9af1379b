import { redeemGroupOf } from '@rewards-storefront/domain/redemptions/external-redemption';
import { Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { RedemptionForm } from './redemption-form';
import { RedemptionLoadState } from './redemption-load-state';
import { NotFoundPage } from '../components/not-found-page';
import { WayValue } from '../components/way-value';

/**
 * /direct-deposit and /redeem/:group (spec §2, §5): cash back as a
 * statement credit, or a direct deposit into the member's bank account,
 * with the amount in points and its live dollar value, the last four
 * digits of the account for a deposit, the consent boxes and the
 * confirmation. A group the store does not have is the 404 page.
 */
export function ExternalRedemptionPage({ directDeposit = false }: { readonly directDeposit?: boolean }) {
  const params = useParams();
  const group = directDeposit ? 'direct-deposit' : redeemGroupOf(params['group']);
  return group === null ? <NotFoundPage /> : <ExternalRedemption group={group} />;
}

function ExternalRedemption({ group }: { readonly group: 'cash-back' | 'direct-deposit' }) {
  const { t } = useTranslate();
  const store = useCapability('redemptions').externalRedemptionStore;
  const state = useObservable(store.state$);
  const title = t(`redemptions.groups.${group}.title`);
  useDocumentTitle(title);
  useEffect(() => store.show(group), [store, group]);
  const current = state.status !== 'idle' && state.group === group ? state : null;

  return (
    <Stack gap="lg" maw="64rem" mx="auto">
      <Title order={1}>{title}</Title>
      <Text m={0}>{t(`redemptions.groups.${group}.intro`)}</Text>
      <WayValue kind={group === 'cash-back' ? 'cash_back' : 'direct_deposit'} />
      <RedemptionLoadState status={current?.status ?? null} onRetry={() => store.retry()} />
      {current?.status === 'loaded' &&
        current.products.map((product) => (
          <Stack key={product.id} gap="md">
            <Title order={2} size="h3">
              {product.title}
            </Title>
            <Text m={0}>{product.description}</Text>
            <RedemptionForm product={product} />
          </Stack>
        ))}
    </Stack>
  );
}
