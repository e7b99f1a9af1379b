import { struckOutPrice } from '@rewards-storefront/domain/catalogue/struck-out-price';
import { formatDate } from '@rewards-storefront/domain/format/format-date';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { VisuallyHidden } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';
import classes from './product-price.module.css';

export interface ProductPriceProps {
  /** The price of the selected variant, in points. */
  readonly points: number;
  /** The price before the sale, null when not on sale. */
  readonly originalPoints: number | null;
  /** When the sale price ends, null when it does not. */
  readonly promotionEndDate: Date | null;
}

/**
 * The points price, the original price struck through while on sale (only
 * when it is above the price shown), and the date the sale ends, in the
 * page's language.
 */
export function ProductPrice({ points, originalPoints, promotionEndDate }: ProductPriceProps) {
  const { t, locale } = useTranslate();
  // The variant chosen may cost more than the product's former price: then there is no saving to show.
  const struck = struckOutPrice(points, originalPoints);
  return (
    <div>
      <p className={classes.prices}>
        <VisuallyHidden>{t('product.price')}</VisuallyHidden>
        <span className={classes.points} data-testid="product-points">
          {formatPoints(points, locale)}
        </span>
        {struck !== null && (
          <>
            <VisuallyHidden>{t('product.originalPrice')}</VisuallyHidden>
            <s className={classes.original}>{formatPoints(struck, locale)}</s>
          </>
        )}
      </p>
      {promotionEndDate !== null && (
        <p className={classes.ends}>
          {t('product.promotionEnds', { date: formatDate(promotionEndDate, locale) })}
        </p>
      )}
    </div>
  );
}
