import type { PreferencesChange } from '@application/ports/profile-gateway';
import type { UpdatePreferencesFailure } from '@application/profile/update-preferences';
import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';

const FAILURE_KEYS: Record<Exclude<UpdatePreferencesFailure, 'unauthenticated'>, { title: string; description: string }> = {
  'read-only': { title: 'session.preferences.readOnlyTitle', description: 'session.preferences.readOnly' },
  unavailable: { title: 'session.preferences.failedTitle', description: 'session.preferences.failed' },
};

/**
 * The marketing opt-in of the profile (spec §2 /account: preferences,
 * marketing opt-in) and the pay-back reminder opt-in (issue 26). The switch shows what the API last answered. An admin
 * logged in as the member with read access (spec §6) sees it disabled and
 * why; should a change be refused all the same, a danger notice says so.
 * `children` are other preferences shown with it (the account page's language).
 */
export function MarketingPreference({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslate();
  const profile = useObservable(useCapability('session').profileStore.state$).profile;
  const update = useCapability('session').updatePreferences;
  const notifications = useCapability('content').notificationStore;
  const [saving, setSaving] = useState(false);
  const readOnly = useReadOnly();
  if (profile === null) return null;

  const change = async (preferences: PreferencesChange, saved: string) => {
    setSaving(true);
    const result = await update.execute(preferences);
    setSaving(false);
    if (result.ok) {
      notifications.notify({
        kind: 'success',
        title: { key: 'session.preferences.savedTitle' },
        description: { key: saved },
      });
      return;
    }
    if (result.reason === 'unauthenticated') return;
    const keys = FAILURE_KEYS[result.reason];
    notifications.notify({ kind: 'danger', title: { key: keys.title }, description: { key: keys.description } });
  };

  return (
    <Paper maw="64rem" mx="auto" p="xl" withBorder radius="md" component="section" aria-labelledby="preferences-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="preferences-heading">
          {t('session.preferences.heading')}
        </Title>
        {children}
        <Switch
          label={t('session.preferences.marketing')}
          description={readOnly ? t('readOnly.control') : t('session.preferences.marketingHelp')}
          checked={profile.hasMarketingEnabled}
          disabled={saving || readOnly}
          onChange={(event) => void change({ hasMarketingEnabled: event.currentTarget.checked }, 'session.preferences.saved')}
        />
        <Switch
          label={t('session.preferences.payBackReminders')}
          description={readOnly ? t('readOnly.control') : t('session.preferences.payBackRemindersHelp')}
          checked={profile.hasPayBackReminders}
          disabled={saving || readOnly}
          onChange={(event) => void change({ hasPayBackReminders: event.currentTarget.checked }, 'session.preferences.savedReminders')}
        />
        <Text size="sm" c="gray.7">
          {t('session.preferences.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
