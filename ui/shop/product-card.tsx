import type { ProductSummary } from '@domain/catalogue/product-summary';
import { formatPoints } from '@domain/format/format-points';
import { Card, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslate } from '../hooks/use-translate';
import classes from './product-card.module.css';

/**
 * One product of a catalogue page: image (or a labelled no-image fallback),
 * name clamped to 3 lines, points price, and the original price struck
 * through when the product is on sale.
 */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t, locale } = useTranslate();
  return (
    <Card component="article" withBorder radius="md" padding="md" className={classes.card} aria-labelledby={`product-${product.id}`}>
      <Card.Section className={classes.media}>
        {product.imageUrl ? (
          // The name follows as text, so the image adds nothing for a screen reader.
          <img src={product.imageUrl} alt="" loading="lazy" className={classes.image} />
        ) : (
          <div role="img" aria-label={t('shop.noImage', { name: product.name })} className={classes.noImage}>
            <IconPhotoOff size={48} stroke={1.5} aria-hidden="true" />
          </div>
        )}
      </Card.Section>
      <Text component="h2" id={`product-${product.id}`} className={classes.name} lineClamp={3} mt="md" mb="sm">
        {product.name}
      </Text>
      <p className={classes.prices}>
        <VisuallyHidden>{t('shop.price')}</VisuallyHidden>
        <span className={classes.points}>{formatPoints(product.points, locale)}</span>
        {product.originalPoints !== null && (
          <>
            <VisuallyHidden>{t('shop.originalPrice')}</VisuallyHidden>
            <s className={classes.original}>{formatPoints(product.originalPoints, locale)}</s>
          </>
        )}
      </p>
    </Card>
  );
}
