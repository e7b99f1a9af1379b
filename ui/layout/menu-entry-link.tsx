import type { MenuEntry } from '@application/content/site-chrome';
import { UnstyledButton } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { menuItemTarget, newTabProps } from '../components/link-target';
import { MenuEntryLabel } from './menu-entry-label';
import { NewTabHint } from '../components/target-link';

export interface MenuEntryLinkProps {
  readonly entry: MenuEntry;
  readonly className: string | undefined;
  readonly style?: CSSProperties;
  /** A partner retailer was chosen: the redirect notice opens before leaving (spec §2). */
  readonly onPartnerChoice: (entry: MenuEntry) => void;
  /** Called when the link is followed (the mobile menu closes itself). */
  readonly onNavigate?: () => void;
}

/**
 * One menu entry without children, as the wide and the mobile navigation
 * both show it: disabled entries show but lead nowhere; a partner retailer
 * asks first; in-store routes stay in the page's locale; external addresses
 * load in full; `new_tab` opens a new tab and says so.
 */
export function MenuEntryLink({ entry, className, style, onPartnerChoice, onNavigate }: MenuEntryLinkProps) {
  const localized = useLocalizedPath();
  const { item } = entry;
  const target = menuItemTarget(item);
  if (!entry.enabled || target === null) {
    return (
      <span className={className} aria-disabled="true" data-disabled style={style}>
        <MenuEntryLabel item={item} />
      </span>
    );
  }
  if (entry.needsRedirectNotice) {
    return (
      <UnstyledButton className={className} aria-haspopup="dialog" onClick={() => onPartnerChoice(entry)} style={style}>
        <MenuEntryLabel item={item} />
      </UnstyledButton>
    );
  }
  const label = (
    <>
      <MenuEntryLabel item={item} />
      <NewTabHint newTab={item.newTab} />
    </>
  );
  return target.kind === 'store' ? (
    <Link to={localized(target.path)} className={className} style={style} onClick={onNavigate} {...newTabProps(item.newTab)}>
      {label}
    </Link>
  ) : (
    <a href={target.href} className={className} style={style} onClick={onNavigate} {...newTabProps(item.newTab)}>
      {label}
    </a>
  );
}
