import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslate } from '../hooks/use-translate';
import classes from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  /** The product's name, for the controls' names. */
  readonly name: string;
  readonly quantity: number;
  /** The product's cap per order (shown as a hint; the cart applies it). */
  readonly maxQuantity: number;
  readonly disabled: boolean;
  /** The member set a new quantity (0 removes the line). */
  readonly onChange: (quantity: number) => void;
  /** The id of what says why the controls are disabled. */
  readonly describedBy?: string;
}

/**
 * A cart line's quantity (spec §4): minus and plus buttons and a field to
 * type it, each named after the product. A typed quantity is sent when the
 * field is left or Enter is pressed; 0 removes the line. The field follows
 * the cart when its quantity changes.
 */
export function QuantityStepper({ name, quantity, maxQuantity, disabled, onChange, describedBy }: QuantityStepperProps) {
  const { t } = useTranslate();
  const [draft, setDraft] = useState<string | number>(quantity);
  useEffect(() => setDraft(quantity), [quantity]);

  const commit = () => {
    const typed = typeof draft === 'number' ? draft : Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) {
      setDraft(quantity);
      return;
    }
    if (typed !== quantity) onChange(typed);
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <ActionIcon
        variant="outline"
        size="lg"
        aria-label={t('cart.quantity.decrease', { name })}
        aria-describedby={describedBy}
        disabled={disabled || quantity <= 0}
        onClick={() => onChange(quantity - 1)}
      >
        <IconMinus size={16} aria-hidden="true" />
      </ActionIcon>
      <NumberInput
        className={classes.field}
        label={t('cart.quantity.label')}
        aria-label={t('cart.quantity.labelFor', { name })}
        aria-describedby={describedBy}
        description={t('cart.quantity.max', { max: maxQuantity })}
        inputWrapperOrder={['label', 'input', 'description']}
        hideControls
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={100}
        value={draft}
        disabled={disabled}
        onChange={setDraft}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <ActionIcon
        variant="outline"
        size="lg"
        aria-label={t('cart.quantity.increase', { name })}
        aria-describedby={describedBy}
        disabled={disabled}
        onClick={() => onChange(quantity + 1)}
      >
        <IconPlus size={16} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
