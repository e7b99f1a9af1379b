import { attributeChoices, type AttributeChoice, type VariantSelection } from '@rewards-storefront/domain/catalogue/variant-selection';
import type { ProductVariant } from '@rewards-storefront/domain/catalogue/product-detail';
import { Chip, Stack } from '@mantine/core';
import { useId } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './variant-picker.module.css';

export interface VariantPickerProps {
  readonly variants: readonly ProductVariant[];
  readonly selection: VariantSelection;
  readonly onSelect: (attribute: string, value: string) => void;
}

/**
 * One group of choices per attribute of the variants (colour or finish,
 * storage, card value...), each a set of radio chips. An option that no
 * available variant offers with the other choices stays visible and
 * choosable, marked "sold out", so the member learns it exists and the page
 * then says it is out of stock. Nothing shows for a product without
 * attributes.
 */
export function VariantPicker({ variants, selection, onSelect }: VariantPickerProps) {
  const choices = attributeChoices(variants, selection);
  if (choices.length === 0) return null;
  return (
    <Stack gap="md">
      {choices.map((choice) => (
        <AttributeGroup key={choice.attribute} choice={choice} selected={selection[choice.attribute] ?? null} onSelect={onSelect} />
      ))}
    </Stack>
  );
}

/** One attribute's options as radio chips under a legend naming the attribute. */
function AttributeGroup({
  choice,
  selected,
  onSelect,
}: {
  choice: AttributeChoice;
  selected: string | null;
  onSelect: VariantPickerProps['onSelect'];
}) {
  const { t } = useTranslate();
  const name = useId();
  // Unknown attributes still get a readable legend: the programme may add new ones.
  const legend = t(`product.attributes.${choice.attribute}`, { defaultValue: capitalized(choice.attribute) });
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{legend}</legend>
      <Chip.Group value={selected} onChange={(value) => onSelect(choice.attribute, value)}>
        <div className={classes.options}>
          {choice.options.map((option) => (
            <Chip key={option.value} value={option.value} name={name} variant="outline" radius="sm" data-available={option.available}>
              <span className={option.available ? undefined : classes.soldOut}>{option.label}</span>
              {!option.available && (
                <>
                  {' '}
                  <span className={classes.soldOutNote}>({t('product.optionSoldOut')})</span>
                </>
              )}
            </Chip>
          ))}
        </div>
      </Chip.Group>
    </fieldset>
  );
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).replace(/[_-]/g, ' ');
}
