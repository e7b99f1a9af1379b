import { TOKENS } from '@application/di-tokens';
import { Stack, Title } from '@mantine/core';
import { MarketingPreference } from '../account/marketing-preference';
import { AccountLinks } from '../account-portal/account-links';
import { ActiveCard } from '../account-portal/active-card';
import { AuthorizedRedeemers } from '../account-portal/authorized-redeemers';
import { ContactDetails } from '../account-portal/contact-details';
import { LanguagePreference } from '../account-portal/language-preference';
import { SignOutEverywhere } from '../account-portal/sign-out-everywhere';
import { PageLoader } from '../components/page-loader';
import { useDependency } from '../hooks/use-dependency';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

/**
 * /account (spec §2): the member's details and where to change their
 * contact details (spec §6), the active card, the preferences (language
 * and marketing opt-in, PUT /member/profile), the card's authorized
 * redeemers, the other account screens, and "sign out everywhere".
 */
export function AccountPage() {
  const { t } = useTranslate();
  const profile = useObservable(useDependency(TOKENS.profileStore).state$).profile;
  useDocumentTitle(t('account.pageTitle'));
  return (
    <Stack gap="xl" maw="64rem" mx="auto">
      <Title order={1}>{t('account.heading')}</Title>
      {profile === null ? (
        <PageLoader label={t('account.loading')} />
      ) : (
        <>
          <ContactDetails profile={profile} />
          <ActiveCard />
          <MarketingPreference>
            <LanguagePreference />
          </MarketingPreference>
          <AuthorizedRedeemers />
          <AccountLinks />
          <SignOutEverywhere />
        </>
      )}
    </Stack>
  );
}
