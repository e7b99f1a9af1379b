import { formatDate } from '@rewards-storefront/domain/format/format-date';
import type { ProductSummary } from '@rewards-storefront/domain/catalogue/product-summary';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Anchor, Card, Text, VisuallyHidden } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useCapability } from '../hooks/use-capability';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { productLocation } from './catalogue-location';
import { ProductLabels } from './product-labels';
import classes from './product-card.module.css';
import { WishlistHeart } from './wishlist-heart';

interface ProductCardProps {
  readonly product: ProductSummary;
  /** Load the image at once: the first row is on screen, the rest wait until scrolled to. */
  readonly eager?: boolean;
  /** The heading level of the name: 3 under a results heading (default), 2 when the cards stand alone. */
  readonly headingLevel?: 2 | 3;
}

/**
 * One product of a catalogue page (spec §2, §3): image (or a labelled
 * no-image fallback) with its labels in their corners (by priority, expired
 * ones hidden at the clock's time), the name clamped to 3 lines and linking
 * to the product page in the page's locale, the points price with the
 * original struck through when on sale, the promotion's end date, and the
 * wishlist heart.
 */
export function ProductCard({ product, eager = false, headingLevel = 3 }: ProductCardProps) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const now = useCapability('ports').clock.now();
  const nameId = `product-${product.id}`;
  const offerEnd =
    product.promotionEndDate !== null && product.promotionEndDate.getTime() >= now.getTime() ? product.promotionEndDate : null;
  return (
    <Card component="article" withBorder radius="md" padding="md" className={classes.card} aria-labelledby={nameId}>
      <Card.Section className={classes.media}>
        {product.imageUrl ? (
          // The name follows as text, so the image adds nothing for a screen reader.
          <img
            src={product.imageUrl}
            alt=""
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            // The first row is the first screen: its pictures are the page's largest paint, fetched before anything below.
            fetchPriority={eager ? 'high' : 'auto'}
            className={classes.image}
          />
        ) : (
          <div role="img" aria-label={t('shop.noImage', { name: product.name })} className={classes.noImage}>
            <IconPhotoOff size={48} stroke={1.5} aria-hidden="true" />
          </div>
        )}
        <ProductLabels labels={product.labels} now={now} />
      </Card.Section>
      <Text component={`h${headingLevel}`} id={nameId} className={classes.name} lineClamp={3} mt="md" mb="sm">
        <Anchor component={Link} to={localized(productLocation(product.slug))} className={classes.nameLink}>
          {product.name}
        </Anchor>
      </Text>
      <div className={classes.footer}>
        <div>
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
          {offerEnd && (
            <Text size="sm" c="gray.7" mt={4}>
              {t('shop.offerEnds', { date: formatDate(offerEnd, locale) })}
            </Text>
          )}
        </div>
        <WishlistHeart product={product} />
      </div>
    </Card>
  );
}
