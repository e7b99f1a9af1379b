import type { ProductLabel } from '@rewards-storefront/domain/catalogue/product-label';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslate } from '../hooks/use-translate';
import classes from './product-image.module.css';
import { ProductLabels } from '../components/product-labels';

export interface ProductImageProps {
  readonly name: string;
  /** The preferred size already picked (`pickProductImage`); null shows the no-image fallback. */
  readonly imageUrl: string | null;
  readonly labels: readonly ProductLabel[];
  readonly now: Date;
}

/**
 * The product detail's picture with its labels in their corners, or a
 * labelled no-image fallback. The picture carries the product's name as its
 * text alternative: on the detail page it is the main picture, not a
 * repetition of a card's heading.
 */
export function ProductImage({ name, imageUrl, labels, now }: ProductImageProps) {
  const { t } = useTranslate();
  return (
    <div className={classes.frame}>
      {imageUrl ? (
        // The product page's largest paint: fetched first, never lazily.
        <img src={imageUrl} alt={name} width={800} height={800} fetchPriority="high" className={classes.image} />
      ) : (
        <div role="img" aria-label={t('product.noImage', { name })} className={classes.noImage}>
          <IconPhotoOff size={96} stroke={1.25} aria-hidden="true" />
        </div>
      )}
      <ProductLabels labels={labels} now={now} />
    </div>
  );
}
