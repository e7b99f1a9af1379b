import { isCardNameHidden } from '@rewards-storefront/domain/account/account-type';
import { formatBalance } from '@rewards-storefront/domain/format/format-points';
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import classes from '../components/member-page.module.css';
import { Section } from './section';

/** The active card (spec §2 /account): its art, name (hidden for select accounts), masked number and balance. */
export function ActiveCard() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const state = useObservable(useCapability('session').accountStore.state$);
  const card = state.accounts.find((account) => account.id === state.accountId);
  return (
    <Section title={t('account.card.heading')}>
      {card && state.userInfo ? (
        <Group align="flex-start" gap="xl">
          <Image src={card.imageUrl} alt="" w={160} radius="sm" />
          <Stack gap="sm">
            <dl className={classes.facts}>
              {!isCardNameHidden(state.userInfo.accountType) && (
                <>
                  <dt>{t('account.card.name')}</dt>
                  <dd>{card.cardName[locale]}</dd>
                </>
              )}
              <dt>{t('account.card.number')}</dt>
              <dd>{card.maskedNumber}</dd>
              <dt>{t('account.card.balance')}</dt>
              <dd>{formatBalance(state.pooledBalance, locale, state.currency.symbol)}</dd>
            </dl>
            <Anchor component={Link} to={localized('/account/transactions')}>
              {t('account.card.transactions')}
            </Anchor>
          </Stack>
        </Group>
      ) : (
        <Text m={0}>{state.loading ? t('account.card.loading') : t('account.card.none')}</Text>
      )}
    </Section>
  );
}
