import type { HeaderView, MenuEntry } from '@application/content/site-chrome';
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconBuildingBank, IconHelpCircle, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslate } from '../hooks/use-translate';
import { menuItemTarget, newTabProps } from '../components/link-target';
import { MenuEntryIcon } from './menu-entry-label';
import classes from './site-header.module.css';
import { MenuLinkItem } from './menu-link-item';
import { NewTabHint } from '../components/target-link';
import type { MenuTakeover } from './use-deferred-menu';
import { useMenuTakeover } from './use-menu-takeover';

export interface ProfileMenuProps {
  readonly header: HeaderView;
  readonly signingOut: boolean;
  readonly onSignOut: () => void;
}

/**
 * The profile menu with its dropdown (see ProfileMenu), loaded after the
 * first screen: it needs a positioning library the first screen does not.
 * Opens from the profile button with Enter, Space or a click; arrow keys
 * move; Escape closes.
 */
export function ProfileMenuDropdown({
  header,
  signingOut,
  onSignOut,
  takeover,
}: ProfileMenuProps & { readonly takeover: () => MenuTakeover }) {
  const { t } = useTranslate();
  const urls = header.externalUrls;
  const { menu, target } = useMenuTakeover(takeover);
  return (
    <Menu position="bottom-end" offset={6} {...menu}>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" size={44} radius="xl" aria-label={t('profileMenu.open')} loading={signingOut}>
          <IconUserCircle size={30} stroke={1.6} aria-hidden="true" />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.profileHeader}>
          <Text size="sm" c="gray.7">
            {t('profileMenu.signedInAs')}
          </Text>
          <Text fw={700} data-testid="profile-name">
            {header.fullName ?? '…'}
          </Text>
        </div>
        {header.accountMenu.length > 0 && (
          <>
            <Menu.Divider />
            {/* Mantine's dimmed label is below 4.5:1. */}
            <Menu.Label c="gray.7">{t('profileMenu.account')}</Menu.Label>
            {header.accountMenu.map((entry) => (
              <AccountMenuItem key={entry.item.slug} entry={entry} />
            ))}
          </>
        )}
        <Menu.Divider />
        {urls && (
          <Menu.Item component="a" href={urls.help} leftSection={<IconHelpCircle size={18} aria-hidden="true" />} {...newTabProps(true)}>
            {t('profileMenu.help')}
            <NewTabHint newTab />
          </Menu.Item>
        )}
        {urls && header.showOnlineBanking && (
          <Menu.Item component="a" href={urls.onlineBankingSignIn} leftSection={<IconBuildingBank size={18} aria-hidden="true" />}>
            {t('profileMenu.onlineBanking')}
          </Menu.Item>
        )}
        <Menu.Item leftSection={<IconLogout size={18} aria-hidden="true" />} onClick={onSignOut} disabled={signingOut}>
          {t('profileMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function AccountMenuItem({ entry }: { entry: MenuEntry }) {
  const { item } = entry;
  const target = menuItemTarget(item, 'account');
  const icon = item.icon ? <MenuEntryIcon item={item} /> : undefined;
  const sections = item.iconPosition === 'after' ? { rightSection: icon } : { leftSection: icon };
  const label = (
    <>
      {item.title}
      <NewTabHint newTab={item.newTab} />
    </>
  );
  if (!entry.enabled || target === null) {
    return (
      <Menu.Item disabled {...sections}>
        {item.title}
      </Menu.Item>
    );
  }
  return (
    <MenuLinkItem target={target} newTab={item.newTab} {...sections}>
      {label}
    </MenuLinkItem>
  );
}
