import type { ProductDetail } from '@rewards-storefront/domain/catalogue/product-detail';
import { productPrice } from '@rewards-storefront/domain/catalogue/product-price';
import { clampQuantity } from '@rewards-storefront/domain/catalogue/product-quantity';
import { defaultSelection, selectAttribute, selectedVariant } from '@rewards-storefront/domain/catalogue/variant-selection';
import { Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useTranslate } from '../hooks/use-translate';
import { WishlistHeart } from '../components/wishlist-heart';
import { AddToCartPanel } from './add-to-cart-panel';
import { PointsCashValue } from './points-cash-value';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import classes from './product-detail-view.module.css';
import { ProductFacts } from './product-facts';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { SplitPayNotice } from './split-pay-notice';
import { ValuePerPoint } from './value-per-point';
import { VariantPicker } from './variant-picker';

export interface ProductDetailViewProps {
  readonly product: ProductDetail;
  readonly signedIn: boolean;
}

/**
 * A product's detail (spec §2 "Product detail"): where it sits in the
 * catalogue, its picture and labels, name, wishlist heart, brand, model and
 * the chosen variant's SKU, price, variants with their availability, the
 * cash value of the points, the split-pay message, quantity, consent and add
 * to cart, then the description. The choice of variant and quantity lives
 * here; mount it again (a `key`) for another product.
 */
export function ProductDetailView({ product, signedIn }: ProductDetailViewProps) {
  const { t } = useTranslate();
  const clock = useCapability('ports').clock;
  const now = useMemo(() => clock.now(), [clock]);
  const descriptionId = useId();
  const [selection, setSelection] = useState(() => defaultSelection(product.variants));
  const [quantity, setQuantity] = useState(1);
  const variant = selectedVariant(product.variants, selection);
  const { unitPoints: points, originalPoints, totalPoints } = productPrice(product, variant, quantity);
  const available = product.isAvailable && (variant?.isAvailable ?? false);
  const AvailabilityIcon = available ? IconCircleCheck : IconCircleX;

  return (
    <Stack gap="xl">
      <ProductBreadcrumbs catalogue={product.catalogue} categoryPath={product.categoryPath} productName={product.name} />
      <div className={classes.layout}>
        <ProductImage name={product.name} imageUrl={product.imageUrl} labels={product.labels} now={now} />
        <Stack gap="lg">
          <div className={classes.titleRow}>
            <Title order={1}>{product.name}</Title>
            <WishlistHeart product={{ ...product, variantId: variant?.id }} />
          </div>
          <ProductFacts brand={product.brand} model={product.model} sku={variant?.sku ?? product.sku} />
          <ProductPrice points={points} originalPoints={originalPoints} promotionEndDate={product.promotionEndDate} />
          <ValuePerPoint points={points} retailValueCents={variant?.retailValueCents} />
          <VariantPicker
            variants={product.variants}
            selection={selection}
            onSelect={(attribute, value) => setSelection((current) => selectAttribute(product.variants, current, attribute, value))}
          />
          <p className={classes.availability} data-available={available} aria-live="polite" data-testid="availability">
            <AvailabilityIcon size={20} aria-hidden="true" />
            {available ? t('product.availability.inStock') : t('product.availability.outOfStock')}
          </p>
          <PointsCashValue points={totalPoints} rate={product.saleChannel.pointsToCashRate} />
          <SplitPayNotice saleChannel={product.saleChannel} totalPoints={totalPoints} />
          <AddToCartPanel
            product={product}
            variant={variant}
            quantity={quantity}
            onQuantityChange={(next) => setQuantity(clampQuantity(next, product.maxQuantity))}
            signedIn={signedIn}
          />
        </Stack>
      </div>
      {product.description.trim() !== '' && (
        <section aria-labelledby={descriptionId}>
          <Title order={2} id={descriptionId} mb="sm">
            {t('product.description')}
          </Title>
          <Text className={classes.description}>{product.description}</Text>
        </section>
      )}
    </Stack>
  );
}
