import { LOCALES, isLocale, type Locale } from '@rewards-storefront/domain/locale/locale';
import { switchLocaleUrl } from '@rewards-storefront/domain/locale/locale-path';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';

const LANGUAGE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/**
 * The preferred language (spec §4; PUT /member/profile): the store opens in
 * it after sign-in. Choosing one saves it and shows this page in it; a
 * refused change says why.
 */
export function LanguagePreference() {
  const { t, locale } = useTranslate();
  const profile = useObservable(useCapability('session').profileStore.state$).profile;
  const update = useCapability('session').updatePreferences;
  const notifications = useCapability('content').notificationStore;
  const preferredLanguage = useCapability('session').applyPreferredLanguage;
  const navigate = useNavigate();
  const location = useLocation();
  const readOnly = useReadOnly();
  const [saving, setSaving] = useState(false);
  if (profile === null) return null;

  const change = async (next: Locale) => {
    setSaving(true);
    const result = await update.execute({ preferredLanguage: next });
    setSaving(false);
    if (result.ok) {
      // The member chose: the one-time switch to the preferred language no longer applies.
      preferredLanguage.languageChosen();
      if (next !== locale) void navigate(switchLocaleUrl(location, next), { replace: true });
      return;
    }
    if (result.reason === 'unauthenticated') return;
    const keys =
      result.reason === 'read-only'
        ? ['session.preferences.readOnlyTitle', 'session.preferences.readOnly']
        : ['account.language.failedTitle', 'account.language.failed'];
    notifications.notify({ kind: 'danger', title: { key: keys[0]! }, description: { key: keys[1]! } });
  };

  return (
    <NativeSelect
      label={t('account.language.label')}
      description={readOnly ? t('readOnly.control') : t('account.language.help')}
      value={profile.preferredLanguage}
      disabled={saving || readOnly}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) void change(next);
      }}
      data={LOCALES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
    />
  );
}
