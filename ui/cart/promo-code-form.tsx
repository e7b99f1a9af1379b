import type { Cart } from '@rewards-storefront/domain/cart/cart';
import type { PromoCodeErrorDisplay } from '@rewards-storefront/domain/cart/promo-code-error';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useTranslate } from '../hooks/use-translate';
import classes from './cart-summary.module.css';

export interface PromoCodeFormProps {
  readonly cart: Cart;
  readonly readOnly: boolean;
  readonly readOnlyNoteId: string;
}

/**
 * The promotion code field (spec §2 cart, §8 "Promo add"): a refused code
 * shows its text under the field (the domain's mapping, in the page's
 * language where it is one of ours); the codes applied are listed with
 * their saving and a button to remove each.
 */
export function PromoCodeForm({ cart, readOnly, readOnlyNoteId }: PromoCodeFormProps) {
  const { t, locale } = useTranslate();
  const apply = useCapability('checkout').applyPromoCode;
  const remove = useCapability('checkout').removePromoCode;
  const [code, setCode] = useState('');
  const [error, setError] = useState<PromoCodeErrorDisplay | null>(null);
  const [applying, setApplying] = useState(false);
  const appliedId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setApplying(true);
    try {
      const outcome = await apply.execute({ cartId: cart.cartId, code, locale });
      if (outcome.outcome === 'applied') {
        setCode('');
        setError(null);
      }
      if (outcome.outcome === 'refused') setError(outcome.display);
    } finally {
      setApplying(false);
    }
  };

  return (
    <Stack gap="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            className={classes.promoField}
            label={t('cart.promo.label')}
            value={code}
            autoComplete="off"
            maxLength={40}
            disabled={readOnly}
            aria-describedby={readOnly ? readOnlyNoteId : undefined}
            error={error === null ? undefined : error.kind === 'key' ? t(error.key) : error.text}
            onChange={(event) => {
              setCode(event.currentTarget.value);
              setError(null);
            }}
          />
          <Button type="submit" mt={28} variant="outline" loading={applying} disabled={readOnly || code.trim() === ''}>
            {t('cart.promo.apply')}
          </Button>
        </Group>
      </form>
      {cart.promotionCodes.length > 0 && (
        <div>
          <Text m={0} fw={600} id={appliedId}>
            {t('cart.promo.applied')}
          </Text>
          <ul className={classes.codes} aria-labelledby={appliedId}>
            {cart.promotionCodes.map((applied) => (
              <li key={applied.codeId} className={classes.code}>
                <span>
                  {t('cart.promo.code', { code: applied.codeName, title: applied.title })}
                  <br />
                  <Text component="span" size="sm" className={classes.saving}>
                    {t('cart.promo.saving', { points: formatPoints(applied.points, locale) })}
                  </Text>
                </span>
                <Button
                  variant="outline"
                  color="red.9"
                  size="compact-sm"
                  aria-label={t('cart.promo.removeLabel', { code: applied.codeName })}
                  disabled={readOnly}
                  onClick={() => void remove.execute({ cartId: cart.cartId, code: applied, locale })}
                >
                  {t('cart.promo.remove')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}
