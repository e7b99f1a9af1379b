import type { MenuEntry } from '@application/content/site-chrome';
import { UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import classes from './main-navigation.module.css';
import { MenuEntryLink } from './menu-entry-link';
import { entryColours, MenuEntryLabel } from './menu-entry-label';
import { useDeferredMenu } from './use-deferred-menu';

// The dropdowns need a positioning library (floating-ui) that the first screen does not: it loads after.
const NavigationDropdown = lazy(() => import('./navigation-dropdown').then((module) => ({ default: module.NavigationDropdown })));

export interface NavigationProps {
  readonly entries: readonly MenuEntry[];
  /** A partner retailer was chosen: the redirect notice opens before leaving (spec §2). */
  readonly onPartnerChoice: (entry: MenuEntry) => void;
}

/**
 * The main navigation on wide screens (from 992px): the content service's
 * menu for the current viewer. An item with children opens a dropdown menu
 * (Enter, Space or click; arrow keys move, Escape closes and returns focus);
 * any other item is a link. Disabled items show but do not lead anywhere.
 */
export function MainNavigation({ entries, onPartnerChoice }: NavigationProps) {
  return (
    <ul className={classes.list}>
      {entries.map((entry) => (
        <li key={entry.item.slug}>
          {entry.children.length > 0 ? (
            <DeferredNavigationDropdown entry={entry} onPartnerChoice={onPartnerChoice} />
          ) : (
            <MenuEntryLink entry={entry} className={classes.item} style={entryColours(entry.item)} onPartnerChoice={onPartnerChoice} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The dropdown's button, light until the menu's code is there (see useDeferredMenu). */
function DeferredNavigationDropdown({ entry, onPartnerChoice }: { entry: MenuEntry; onPartnerChoice: (entry: MenuEntry) => void }) {
  const { load, triggerProps, takeover } = useDeferredMenu();
  const { item } = entry;
  const lightTrigger = (
    <UnstyledButton className={classes.item} disabled={!entry.enabled} style={entryColours(item)} {...triggerProps}>
      <MenuEntryLabel item={item} />
      <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
    </UnstyledButton>
  );
  return (
    <Suspense fallback={lightTrigger}>
      {load ? <NavigationDropdown entry={entry} onPartnerChoice={onPartnerChoice} takeover={takeover} /> : lightTrigger}
    </Suspense>
  );
}
