import type { FooterLink } from './content-config.ts';
import type { NavigationItem, Viewer } from './navigation-item.ts';

/** The four flags a menu item and a footer link both carry (spec §2 Footer, §3 Navigation item, §6). */
type VisibilityFlags = Pick<NavigationItem, 'isMemberVisible' | 'isMemberEnabled' | 'isLoginAsVisible' | 'isLoginAsEnabled'>;

/**
 * The flag `viewer` reads of an entry's member and login-as pair: members
 * read the member flag, an admin logged in as a member reads the login-as
 * flag (spec §6), and guests read none, always true (the content service
 * serves guests their own menus, so the member flags do not apply to them).
 */
function flagFor(viewer: Viewer, memberFlag: boolean, loginAsFlag: boolean): boolean {
  switch (viewer) {
    case 'member':
      return memberFlag;
    case 'login-as':
      return loginAsFlag;
    default:
      return true;
  }
}

/** Whether `viewer` sees an entry: guests see everything the guest menus hold. */
function isVisibleTo(flags: VisibilityFlags, viewer: Viewer): boolean {
  return flagFor(viewer, flags.isMemberVisible, flags.isLoginAsVisible);
}

/** Whether `viewer` may follow an entry: the member or login-as enabled flag; guests always may. */
function isEnabledFor(flags: VisibilityFlags, viewer: Viewer): boolean {
  return flagFor(viewer, flags.isMemberEnabled, flags.isLoginAsEnabled);
}

function hasOwnLink(item: NavigationItem): boolean {
  return item.route != null || item.url != null;
}

/**
 * The navigation items `viewer` sees, at every depth (spec §2 Header, §6):
 * members by `isMemberVisible`, admins logged in as a member by
 * `isLoginAsVisible`, guests all of them. A parent whose children are all
 * hidden and that has no link of its own is dropped too, since it would open
 * an empty dropdown.
 *
 * Always holds: at every depth the result is a subsequence of the input (same
 * items, same order, only children filtered), and every item in it is
 * visible to `viewer`. For guests nothing is removed.
 */
export function visibleMenuItems(items: readonly NavigationItem[], viewer: Viewer): NavigationItem[] {
  const visible: NavigationItem[] = [];
  for (const item of items) {
    if (!isVisibleTo(item, viewer)) {
      continue;
    }
    const children = visibleMenuItems(item.children, viewer);
    if (item.children.length > 0 && children.length === 0 && !hasOwnLink(item)) {
      continue;
    }
    visible.push({ ...item, children });
  }
  return visible;
}

/**
 * Whether `viewer` may follow a navigation item (spec §6): members by
 * `isMemberEnabled`, admins logged in as a member by `isLoginAsEnabled`;
 * guests always. A disabled item is shown but does not navigate.
 */
export function isMenuItemEnabled(item: NavigationItem, viewer: Viewer): boolean {
  return isEnabledFor(item, viewer);
}

/**
 * The footer links `viewer` sees (spec §2 Footer, §6), by the same flags as
 * {@link visibleMenuItems}.
 *
 * Always holds: the result is a subsequence of `links` (same objects, same
 * order); for guests it is all of them.
 */
export function visibleFooterLinks(links: readonly FooterLink[], viewer: Viewer): FooterLink[] {
  return links.filter((link) => isVisibleTo(link, viewer));
}

/** Whether `viewer` may follow a footer link: the member or login-as enabled flag; guests always. */
export function isFooterLinkEnabled(link: FooterLink, viewer: Viewer): boolean {
  return isEnabledFor(link, viewer);
}
