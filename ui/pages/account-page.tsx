import { Stack } from '@mantine/core';
import { MarketingPreference } from '../account/marketing-preference';
import { PlaceholderPage } from './placeholder-page';

/**
 * /account: the profile home of a later issue (details, active card), with
 * the marketing preference already working (spec §2 /account).
 */
export function AccountPage() {
  return (
    <Stack gap="xl">
      <PlaceholderPage feature="account" />
      <MarketingPreference />
    </Stack>
  );
}
