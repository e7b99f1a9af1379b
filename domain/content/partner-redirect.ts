import type { NavigationItem } from './navigation-item.ts';
import { collator } from '../format/intl-formats.ts';

/** Same name, ignoring surrounding spaces and letter case but not accents ("Électro" is not "Electro"). */
function isSameName(a: string, b: string): boolean {
  return collator('en-CA', { sensitivity: 'accent' }).compare(a.trim(), b.trim()) === 0;
}

/**
 * Whether choosing a navigation item first opens the redirect-notice modal
 * (spec §2 Header): it leads somewhere (no children to open as a dropdown)
 * and its title is one of the configured partner retailers, compared
 * without surrounding spaces or letter case (accents count).
 *
 * Always holds: false for an item with children and when
 * `partnerRetailers` is empty; a blank retailer name matches nothing.
 */
export function needsRedirectNotice(item: NavigationItem, partnerRetailers: readonly string[]): boolean {
  if (item.children.length > 0) {
    return false;
  }
  return item.title.trim() !== '' && partnerRetailers.some((retailer) => isSameName(retailer, item.title));
}
