// Loaded with the shop's chunk only (styles/mantine.ts holds the global ones).
import '@mantine/core/styles/NumberInput.css';
import { POINTS_FILTER_MAX } from '@domain/catalogue/catalogue-filters';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './shop-filters.module.css';
import { formatCount } from './format-count';

interface PointsRangeFilterProps {
  readonly minPoints: number;
  readonly maxPoints: number;
  /** Called with the bounds typed, when they differ from the ones in effect. */
  readonly onApply: (range: { minPoints: number; maxPoints: number }) => void;
}

/** A typed bound: an empty box is the open end of the range. */
function bound(value: string | number, open: number): number {
  if (typeof value === 'number') return value;
  const parsed = Number(value.replace(/[^\d]/g, ''));
  return value.trim() === '' || Number.isNaN(parsed) ? open : parsed;
}

/**
 * The points range (spec §5, §9: 0 to 500000) as a minimum and a maximum
 * box. A change applies when the member leaves a box, presses Enter or uses
 * the Apply button, not on every key, so typing "25000" is one filter change.
 * The boxes follow the URL when it changes (back button, shared link).
 */
export function PointsRangeFilter({ minPoints, maxPoints, onApply }: PointsRangeFilterProps) {
  const { t, locale } = useTranslate();
  const hintId = useId();
  const [min, setMin] = useState<string | number>(minPoints > 0 ? minPoints : '');
  const [max, setMax] = useState<string | number>(maxPoints < POINTS_FILTER_MAX ? maxPoints : '');
  useEffect(() => setMin(minPoints > 0 ? minPoints : ''), [minPoints]);
  useEffect(() => setMax(maxPoints < POINTS_FILTER_MAX ? maxPoints : ''), [maxPoints]);

  const apply = () => {
    const range = { minPoints: bound(min, 0), maxPoints: bound(max, POINTS_FILTER_MAX) };
    if (range.minPoints !== minPoints || range.maxPoints !== maxPoints) onApply(range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  const thousands = locale === 'fr-CA' ? '\u00a0' : ',';

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={classes.fieldset}>
        <legend className={classes.legend}>{t('filters.points')}</legend>
        <Text id={hintId} size="sm" c="gray.7" mb="xs">
          {t('filters.pointsHint', { max: formatCount(POINTS_FILTER_MAX, locale) })}
        </Text>
        <Stack gap="xs">
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('filters.minPoints')}
              value={min}
              onChange={setMin}
              onBlur={apply}
              min={0}
              max={POINTS_FILTER_MAX}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={thousands}
              hideControls
              inputMode="numeric"
              aria-describedby={hintId}
            />
            <NumberInput
              label={t('filters.maxPoints')}
              value={max}
              onChange={setMax}
              onBlur={apply}
              min={0}
              max={POINTS_FILTER_MAX}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={thousands}
              hideControls
              inputMode="numeric"
              aria-describedby={hintId}
            />
          </Group>
          <Button type="submit" variant="light" size="xs">
            {t('filters.applyPoints')}
          </Button>
        </Stack>
      </fieldset>
    </form>
  );
}
