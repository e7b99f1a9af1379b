import type { Cart } from '@rewards-storefront/domain/cart/cart';
import type { CartPayment } from '@rewards-storefront/domain/cart/cart-payment';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Button, Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useCapability } from '../hooks/use-capability';
import classes from './split-pay-control.module.css';
import { useTranslate } from '../hooks/use-translate';

export interface SplitPayControlProps {
  readonly cart: Cart;
  readonly payment: CartPayment;
  /** Called when the member chooses another split (the checkout starts a new attempt then). */
  readonly onChange?: () => void;
}

/**
 * The points/cash choice of a cart that allows split pay (spec §5): a
 * field and a slider for the points to use, never under the cart's minimum
 * share nor over its total (the cart store keeps the choice within them),
 * and the amount the credit card is then charged, in dollars.
 */
export function SplitPayControl({ cart, payment, onChange }: SplitPayControlProps) {
  const { t, locale } = useTranslate();
  const store = useCapability('catalogue').cartStore;
  const [draft, setDraft] = useState<string | number>(payment.points);
  useEffect(() => setDraft(payment.points), [payment.points]);

  const choose = (points: number) => {
    store.choosePoints(points);
    onChange?.();
    // The store may keep a different number (out of bounds): show what it kept.
    setDraft(store.payment?.points ?? points);
  };
  const commit = () => {
    const typed = typeof draft === 'number' ? draft : Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) setDraft(payment.points);
    else choose(typed);
  };

  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('cart.split.legend')}</legend>
      <Stack gap="sm">
        <Text m={0} size="sm">
          {t('cart.split.intro', { percent: cart.minPercentagePoints })}
        </Text>
        <NumberInput
          label={t('cart.split.points')}
          description={t('cart.split.range', {
            min: formatPoints(payment.minPoints, locale),
            max: formatPoints(payment.maxPoints, locale),
          })}
          inputWrapperOrder={['label', 'input', 'description']}
          hideControls
          allowDecimal={false}
          allowNegative={false}
          value={draft}
          onChange={setDraft}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <Slider
          thumbLabel={t('cart.split.slider')}
          min={payment.minPoints}
          max={payment.maxPoints}
          step={Math.max(1, Math.round((payment.maxPoints - payment.minPoints) / 100))}
          value={payment.points}
          // The field above says the value; a tooltip would only repeat it.
          label={null}
          onChange={choose}
        />
        <Group gap="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => choose(payment.minPoints)}>
            {t('cart.split.fewestPoints')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => choose(payment.maxPoints)}>
            {t('cart.split.allPoints')}
          </Button>
        </Group>
        <div role="status">
          <Text m={0} data-testid="points-part">
            {t('cart.split.pointsPart', { points: formatPoints(payment.points, locale) })}
          </Text>
          <Text m={0} fw={700} data-testid="card-part">
            {t('cart.split.cardPart', { cash: formatMoney(payment.cashCents, locale) })}
          </Text>
        </div>
      </Stack>
    </fieldset>
  );
}
