// The checkbox label's layout; Checkbox.css itself is global (styles/mantine.ts).
import '@mantine/core/styles/InlineInput.css';
import type { FacetOption } from '@rewards-storefront/domain/catalogue/facet-counts';
import { Checkbox, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './shop-filters.module.css';
import { formatCount } from '@rewards-storefront/domain/format/format-number';

export interface FacetCheckboxListProps {
  /** The URL parameter each ticked box sends in a form sent without the page's script (its value, repeated). */
  readonly name: string;
  readonly legend: string;
  readonly options: readonly FacetOption[];
  /** Called with the values ticked after a change, in the order of `options`. */
  readonly onChange: (selected: string[]) => void;
  /** Spec §9: the brand list scrolls past 36.5rem. */
  readonly scrollable?: boolean;
}

function selectedOf(options: readonly FacetOption[]): string[] {
  return options.filter((option) => option.selected).map((option) => option.value);
}

/**
 * A list facet (brands, promotion groups) as a group of checkboxes, each
 * labelled with its value and its product count. Ticking or unticking one
 * hands back the whole new selection. A box shows its new state at once,
 * before the URL (the source of truth) catches up, and follows the URL
 * whenever its selection changes there. Nothing is shown when there is no option.
 */
export function FacetCheckboxList({ name, legend, options, onChange, scrollable = false }: FacetCheckboxListProps) {
  const { t, locale } = useTranslate();
  const selectedKey = selectedOf(options).join('\n');
  const [ticked, setTicked] = useState<readonly string[]>(() => selectedOf(options));
  // Keyed on the selection's text, so new counts alone do not reset what was just ticked.
  useEffect(() => setTicked(selectedKey === '' ? [] : selectedKey.split('\n')), [selectedKey]);
  if (options.length === 0) return null;
  const toggle = (value: string, checked: boolean) => {
    const next = options.filter((option) => (option.value === value ? checked : ticked.includes(option.value))).map((option) => option.value);
    setTicked(next);
    onChange(next);
  };
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={scrollable ? classes.scrollList : undefined}>
        <Stack gap="xs" py={4} px={2}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              // 24px boxes: WCAG 2.2 target size, on phones too.
              size="md"
              name={name}
              value={option.value}
              checked={ticked.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
              label={t('filters.optionCount', { name: option.label, total: formatCount(option.count, locale) })}
            />
          ))}
        </Stack>
      </div>
    </fieldset>
  );
}
