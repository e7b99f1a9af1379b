import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { pointsToCashCents } from '@rewards-storefront/domain/points/points-to-cash';
import { Text } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

export interface PointsCashValueProps {
  readonly points: number;
  /** Dollars a point is worth (the product's sale channel). */
  readonly rate: number;
}

/**
 * What the points are worth in Canadian dollars, rounded down to the cent
 * (spec §5: floor(points × rate × 100) / 100), in the page's money format.
 */
export function PointsCashValue({ points, rate }: PointsCashValueProps) {
  const { t, locale } = useTranslate();
  return (
    <Text component="p" m={0} c="gray.8" data-testid="cash-value">
      {t('product.cashValue', { points: formatPoints(points, locale), cash: formatMoney(pointsToCashCents(points, rate), locale) })}
    </Text>
  );
}
