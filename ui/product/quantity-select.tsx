import { quantityOptions } from '@rewards-storefront/domain/catalogue/product-quantity';
import { NativeSelect } from '@mantine/core';
import { useTranslate } from '../hooks/use-translate';

export interface QuantitySelectProps {
  /** The product's own maximum per order; the choice goes from 1 to it, at most 100 (spec §5, §9). */
  readonly maxQuantity: number;
  readonly value: number;
  readonly onChange: (quantity: number) => void;
}

/** The quantity to add: a native select of 1 up to the product's maximum (easy on phones and for screen readers). */
export function QuantitySelect({ maxQuantity, value, onChange }: QuantitySelectProps) {
  const { t } = useTranslate();
  const options = quantityOptions(maxQuantity).map(String);
  return (
    <NativeSelect
      label={t('product.quantity')}
      data={options}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      w="12rem"
    />
  );
}
