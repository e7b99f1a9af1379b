import type { NavigationItem } from '@rewards-storefront/domain/content/navigation-item';
import classes from './main-navigation.module.css';

/** A menu item's icon (a data URL from the content service); decorative, the title names the item. */
export function MenuEntryIcon({ item }: { item: NavigationItem }) {
  return item.icon ? <img src={item.icon} alt="" width={20} height={20} className={classes.icon} /> : null;
}

/** A menu item's title with its icon before or after it, as the content service places it. */
export function MenuEntryLabel({ item }: { item: NavigationItem }) {
  return (
    <span className={classes.label}>
      {item.iconPosition === 'before' && <MenuEntryIcon item={item} />}
      <span>{item.title}</span>
      {item.iconPosition === 'after' && <MenuEntryIcon item={item} />}
    </span>
  );
}

/** The content service's own colours for an item, used only as a pair so that contrast stays the editor's choice. */
export function entryColours(item: NavigationItem): { backgroundColor: string; color: string } | undefined {
  return item.backgroundColor && item.textColor ? { backgroundColor: item.backgroundColor, color: item.textColor } : undefined;
}
