import { POINTS_FILTER_MAX } from '@rewards-storefront/domain/catalogue/catalogue-filters';
import { Button, Group, Stack, Text } from '@mantine/core';
import { SHOP_QUERY_KEYS, type ShopQuery } from '@rewards-storefront/domain/catalogue/shop-query';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './shop-filters.module.css';
import { formatCount } from '@rewards-storefront/domain/format/format-number';
import { PointsInput } from './points-input';
import { ShopQueryForm } from './shop-query-form';

interface PointsRangeFilterProps {
  /** The shop's query: its points range shows, the rest is kept when the form is sent without the page's script. */
  readonly query: ShopQuery;
  /** Called with the bounds typed, when they differ from the ones in effect. */
  readonly onApply: (range: { minPoints: number; maxPoints: number }) => void;
}

/** A typed bound, at most the filter's maximum: an empty box is the open end of the range. */
function bound(digits: string, open: number): number {
  return digits === '' ? open : Math.min(Number(digits), POINTS_FILTER_MAX);
}

/** What a box shows for a bound in effect: nothing for the open end. */
function boxFor(points: number, open: number): string {
  return points === open ? '' : String(points);
}

/**
 * The points range (spec §5, §9: 0 to 500000) as a minimum and a maximum
 * box. A change applies when the member leaves a box, presses Enter or uses
 * the Apply button, not on every key, so typing "25000" is one filter change.
 * The boxes follow the URL when it changes (back button, shared link).
 */
export function PointsRangeFilter({ query, onApply }: PointsRangeFilterProps) {
  const { minPoints, maxPoints } = query.filters;
  const { t, locale } = useTranslate();
  const hintId = useId();
  const [min, setMin] = useState(boxFor(minPoints, 0));
  const [max, setMax] = useState(boxFor(maxPoints, POINTS_FILTER_MAX));
  useEffect(() => setMin(boxFor(minPoints, 0)), [minPoints]);
  useEffect(() => setMax(boxFor(maxPoints, POINTS_FILTER_MAX)), [maxPoints]);

  const apply = () => {
    const range = { minPoints: bound(min, 0), maxPoints: bound(max, POINTS_FILTER_MAX) };
    // The boxes show what applies: "007" as 7, a number past the maximum as the maximum.
    setMin(min === '' ? '' : String(range.minPoints));
    setMax(max === '' ? '' : String(range.maxPoints));
    if (range.minPoints !== minPoints || range.maxPoints !== maxPoints) onApply(range);
  };
  const submit = () => apply();
  // Both bounds are typed, grouped and described alike, and either applies the range when left.
  const boxProps = { onBlur: apply, separator: locale === 'fr-CA' ? '\u00a0' : ',', 'aria-describedby': hintId };

  return (
    <ShopQueryForm query={query} owns={[SHOP_QUERY_KEYS.min, SHOP_QUERY_KEYS.max]} onSubmit={submit}>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('filters.points')}</legend>
        <Text id={hintId} size="sm" c="gray.7" mb="xs">
          {t('filters.pointsHint', { max: formatCount(POINTS_FILTER_MAX, locale) })}
        </Text>
        <Stack gap="xs">
          <Group grow gap="xs" align="flex-start">
            <PointsInput
              name={SHOP_QUERY_KEYS.min}
              label={t('filters.minPoints')}
              digits={min}
              onDigitsChange={setMin}
              {...boxProps}
            />
            <PointsInput
              name={SHOP_QUERY_KEYS.max}
              label={t('filters.maxPoints')}
              digits={max}
              onDigitsChange={setMax}
              {...boxProps}
            />
          </Group>
          <Button type="submit" variant="light" size="xs">
            {t('filters.applyPoints')}
          </Button>
        </Stack>
      </fieldset>
    </ShopQueryForm>
  );
}
