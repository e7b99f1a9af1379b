import type { CardEarning } from '@rewards-storefront/domain/catalogue/points-goal';
import type { WishlistItem } from '@rewards-storefront/domain/catalogue/wishlist';
import { formatDate } from '@rewards-storefront/domain/format/format-date';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Anchor, Button, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { productLocation } from '../components/catalogue-location';
import { PointsGoalMeter } from './points-goal-meter';
import classes from './wishlist-list.module.css';

export interface WishlistListProps {
  /** In the order to show them. */
  readonly items: readonly WishlistItem[];
  /** Products whose removal is under way. */
  readonly pending: ReadonlySet<number>;
  readonly onRemove: (item: WishlistItem) => void;
  /** The viewer may not change anything (a read-only admin): the remove buttons are disabled. */
  readonly readOnly?: boolean;
  /** The id of the heading that names the list. */
  readonly labelledBy: string;
  /** The active card's balance and earning, and today: each item's points goal. */
  readonly goals: { readonly balance: number; readonly earning: CardEarning | null; readonly today: Date };
}

/**
 * The saved products, each with its picture (or the no-image fallback), its
 * name linking to its page, its points price, the day it was saved, its
 * points goal on the active card and a remove button naming it.
 */
export function WishlistList({ items, pending, onRemove, labelledBy, goals, readOnly = false }: WishlistListProps) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  return (
    <ul className={classes.list} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.id} className={classes.item} aria-labelledby={`wishlist-item-${item.id}`}>
          <div className={classes.media}>
            {item.imageUrl ? (
              <img src={item.imageUrl} alt="" width={200} height={200} loading="lazy" className={classes.image} />
            ) : (
              <div role="img" aria-label={t('wishlist.noImage', { name: item.productName })}>
                <IconPhotoOff size={40} stroke={1.5} aria-hidden="true" />
              </div>
            )}
          </div>
          <div>
            <h2 className={classes.name} id={`wishlist-item-${item.id}`}>
              <Anchor component={Link} to={localized(productLocation(item.productSlug))}>
                {item.productName}
              </Anchor>
            </h2>
            <Text m={0}>
              <VisuallyHidden>{t('wishlist.price')} </VisuallyHidden>
              <span className={classes.points}>{formatPoints(item.points, locale)}</span>
            </Text>
            <Text m={0} size="sm" c="gray.7">
              {t('wishlist.savedOn', { date: formatDate(item.createdAt, locale) })}
            </Text>
            <PointsGoalMeter itemName={item.productName} itemPoints={item.points} {...goals} />
          </div>
          <div className={classes.actions}>
            <Button
              variant="outline"
              color="red.9"
              leftSection={<IconTrash size={18} aria-hidden="true" />}
              aria-label={t('wishlist.removeLabel', { name: item.productName })}
              aria-busy={pending.has(item.productId)}
              disabled={readOnly}
              onClick={() => onRemove(item)}
            >
              {t('wishlist.remove')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
