import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatValuePerPoint } from '@rewards-storefront/domain/format/format-value-per-point';
import { pointValue } from '@rewards-storefront/domain/points/value-per-point';
import { Text } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

export interface ValuePerPointProps {
  /** The chosen variant's price in points for the card. */
  readonly points: number;
  /** What it costs in a shop, in cents; null or absent when not known (then nothing is shown). */
  readonly retailValueCents: number | null | undefined;
}

/**
 * What a point is worth on this item (issue 26 item 1): its retail value
 * over its price, by the domain's rule and rounding, in the page's language:
 * "Worth 1.11¢ per point at its retail value of $25.00".
 */
export function ValuePerPoint({ points, retailValueCents }: ValuePerPointProps) {
  const { t, locale } = useTranslate();
  if (retailValueCents === null || retailValueCents === undefined || points < 1) return null;
  const value = formatValuePerPoint(pointValue(retailValueCents, points), locale);
  return (
    <Text component="p" m={0} c="gray.8" data-testid="value-per-point">
      {t('product.valuePerPoint', { value, retail: formatMoney(retailValueCents, locale) })}
    </Text>
  );
}
