import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';

/** The way back from an account screen to /account (or to another screen of it). */
export function BackLink({ to = '/account', labelKey = 'account.backToAccount' }: { readonly to?: string; readonly labelKey?: string }) {
  const { t } = useTranslate();
  const localized = useLocalizedPath();
  return (
    <Anchor component={Link} to={localized(to)} size="sm">
      <IconArrowLeft size={16} aria-hidden="true" style={{ verticalAlign: 'text-bottom', marginInlineEnd: '0.4rem' }} />
      {t(labelKey)}
    </Anchor>
  );
}
