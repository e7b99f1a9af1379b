import { Stack, Title } from '@mantine/core';
import { MarketingPreference } from './marketing-preference';
import { AccountLinks } from './account-links';
import { ActiveCard } from './active-card';
import { AuthorizedRedeemers } from './authorized-redeemers';
import { ContactDetails } from './contact-details';
import { LanguagePreference } from './language-preference';
import { SignOutEverywhere } from './sign-out-everywhere';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { RetryAlert } from '../components/retry-alert';

/**
 * /account (spec §2): the member's details and where to change their
 * contact details (spec §6), the active card, the preferences (language
 * and marketing opt-in, PUT /member/profile), the card's authorized
 * redeemers, the other account screens, and "sign out everywhere". A profile
 * that could not be loaded shows the failure with a retry, as the other pages
 * do.
 */
export function AccountPage() {
  const { t } = useTranslate();
  const { profile, failed } = useObservable(useCapability('session').profileStore.state$);
  const loadProfile = useCapability('session').loadProfile;
  useDocumentTitle(t('account.pageTitle'));
  return (
    <Stack gap="xl" maw="64rem" mx="auto">
      <Title order={1}>{t('account.heading')}</Title>
      {profile === null && failed && (
        <RetryAlert message={t('account.loadError')} retryLabel={t('account.retry')} onRetry={() => loadProfile.execute().subscribe()} />
      )}
      {profile === null && !failed && <PageLoader label={t('account.loading')} />}
      {profile !== null && (
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
