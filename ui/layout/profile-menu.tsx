import { ActionIcon } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslate } from '../hooks/use-translate';
import type { ProfileMenuProps } from './profile-menu-dropdown';
import { useDeferredMenu } from './use-deferred-menu';

export type { ProfileMenuProps } from './profile-menu-dropdown';

// The dropdown needs a positioning library (floating-ui) that the first screen does not: it loads after.
const ProfileMenuDropdown = lazy(() => import('./profile-menu-dropdown').then((module) => ({ default: module.ProfileMenuDropdown })));

/**
 * The profile menu of a signed-in member (spec §2): who is signed in, the
 * account menu's links, help, online banking (not for an admin logged in as
 * the member, spec §6) and sign out. Its button is light until the menu's
 * code is there (see useDeferredMenu).
 */
export function ProfileMenu(props: ProfileMenuProps) {
  const { t } = useTranslate();
  const { load, triggerProps, takeover } = useDeferredMenu();
  const lightTrigger = (
    <ActionIcon variant="subtle" size={44} radius="xl" aria-label={t('profileMenu.open')} loading={props.signingOut} {...triggerProps}>
      <IconUserCircle size={30} stroke={1.6} aria-hidden="true" />
    </ActionIcon>
  );
  return <Suspense fallback={lightTrigger}>{load ? <ProfileMenuDropdown {...props} takeover={takeover} /> : lightTrigger}</Suspense>;
}
