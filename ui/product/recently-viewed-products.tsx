import { RECENTLY_VIEWED_LIMIT } from '@rewards-storefront/domain/catalogue/recently-viewed';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Title } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useAsRendered } from '../hooks/use-hydrated';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';
import { productLocation } from '../components/catalogue-location';
import classes from './product-grid-section.module.css';

/**
 * The products viewed last, newest first (spec §2, §4), without the one on
 * screen, at most four; nothing at all when there is none. Browser storage
 * keeps only a name, picture and price, so each is a small link tile rather
 * than a full product card.
 */
export function RecentlyViewedProducts({ currentSlug }: { currentSlug: string }) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const headingId = useId();
  const items = useObservable(useCapability('catalogue').recentlyViewedStore.items$)
    .filter((item) => item.slug !== currentSlug)
    .slice(0, RECENTLY_VIEWED_LIMIT);
  // This browser's list: a page the server rendered (which has none) shows it once hydrated (see useAsRendered).
  const shown = useAsRendered(items.length > 0, false);
  if (!shown) return null;
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} id={headingId}>
        {t('product.recentlyViewed')}
      </Title>
      <ul className={classes.list} data-testid="recently-viewed">
        {items.map((item) => (
          <li key={item.slug}>
            <Link to={localized(productLocation(item.slug))} className={classes.tile}>
              <span className={classes.tileMedia}>
                {item.imageUrl ? (
                  <img src={item.imageUrl} alt="" width={200} height={200} loading="lazy" className={classes.tileImage} />
                ) : (
                  <IconPhotoOff size={48} stroke={1.5} aria-hidden="true" />
                )}
              </span>
              <span className={classes.tileName}>{item.name}</span>
              <span className={classes.tilePoints}>{formatPoints(item.points, locale)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
