import type { RedemptionWayKind } from '@rewards-storefront/domain/points/redemption-ways';
import { formatValuePerPoint } from '@rewards-storefront/domain/format/format-value-per-point';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useTranslate } from '../hooks/use-translate';

export interface WayValueProps {
  readonly kind: RedemptionWayKind;
  /** The airline partner's slug, for miles (each partner has its own ratio). */
  readonly slug?: string;
}

/**
 * What a point of the active card is worth on this redemption form (issue
 * 26 item 1), from the same values the Best value page ranks, so the two
 * never disagree: "Each point is worth 1.00¢ here (cash back: 1.00¢)".
 * Shows nothing until known, or when the card cannot redeem this way.
 */
export function WayValue({ kind, slug }: WayValueProps) {
  const { t, locale } = useTranslate();
  const store = useCapability('redemptions').bestValueStore;
  const state = useObservable(store.state$);
  useEffect(() => store.show(), [store]);
  const way = state.ways.find((candidate) => candidate.kind === kind && (slug === undefined || candidate.slug === slug));
  if (!way || !state.cashBack) return null;
  const value = formatValuePerPoint(way.value, locale);
  return (
    <Text m={0} data-testid="way-value">
      {t(way.belowCashBack ? 'redemptions.wayValueBelow' : 'redemptions.wayValue', { value, cashBack: formatValuePerPoint(state.cashBack, locale) })}
    </Text>
  );
}
