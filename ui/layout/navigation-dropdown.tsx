import type { MenuEntry } from '@application/content/site-chrome';
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { menuItemTarget } from '../components/link-target';
import classes from './main-navigation.module.css';
import { entryColours, MenuEntryIcon, MenuEntryLabel } from './menu-entry-label';
import { MenuLinkItem } from './menu-link-item';
import { NewTabHint } from '../components/target-link';
import type { MenuTakeover } from './use-deferred-menu';
import { useMenuTakeover } from './use-menu-takeover';

export interface NavigationDropdownProps {
  readonly entry: MenuEntry;
  readonly onPartnerChoice: (entry: MenuEntry) => void;
  /** How it takes over from the light trigger that stood in while its code loaded. */
  readonly takeover: () => MenuTakeover;
}

/**
 * A main-navigation item with children, as a dropdown menu (Enter, Space or
 * click; arrow keys move, Escape closes and returns focus). Loaded after the
 * first screen: it needs a positioning library the first screen does not.
 */
export function NavigationDropdown({ entry, onPartnerChoice, takeover }: NavigationDropdownProps) {
  const { item } = entry;
  const { menu, target } = useMenuTakeover(takeover);
  return (
    <Menu position="bottom-start" offset={4} disabled={!entry.enabled} {...menu}>
      <Menu.Target>
        <UnstyledButton ref={target} className={classes.item} disabled={!entry.enabled} style={entryColours(item)}>
          <MenuEntryLabel item={item} />
          <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {entry.children.map((child) => (
          <DropdownItem key={child.item.slug} entry={child} onPartnerChoice={onPartnerChoice} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function DropdownItem({ entry, onPartnerChoice }: { entry: MenuEntry; onPartnerChoice: (entry: MenuEntry) => void }) {
  const { item } = entry;
  const target = menuItemTarget(item);
  const sections = {
    leftSection: item.iconPosition === 'before' && item.icon ? <MenuEntryIcon item={item} /> : undefined,
    rightSection: item.iconPosition === 'after' && item.icon ? <MenuEntryIcon item={item} /> : undefined,
  };
  const title = (
    <>
      <span>{item.title}</span>
      {item.description && (
        <Text component="span" size="sm" c="gray.7" display="block">
          {item.description}
        </Text>
      )}
    </>
  );
  if (!entry.enabled || target === null) {
    return (
      <Menu.Item disabled {...sections}>
        {title}
      </Menu.Item>
    );
  }
  if (entry.needsRedirectNotice) {
    // A dialog opens first; the new tab, if any, comes from its confirm link.
    return (
      <Menu.Item aria-haspopup="dialog" onClick={() => onPartnerChoice(entry)} {...sections}>
        {title}
      </Menu.Item>
    );
  }
  const label = (
    <>
      {title}
      <NewTabHint newTab={item.newTab} />
    </>
  );
  return (
    <MenuLinkItem target={target} newTab={item.newTab} {...sections}>
      {label}
    </MenuLinkItem>
  );
}
