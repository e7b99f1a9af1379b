import type { Cart } from '@rewards-storefront/domain/cart/cart';
import type { CartPayment } from '@rewards-storefront/domain/cart/cart-payment';
import { checkCartBalance } from '@rewards-storefront/domain/cart/cart-balance';
import { CART_MINIMUM_MESSAGE_KEY, checkCartMinimum } from '@rewards-storefront/domain/cart/cart-minimum';
import { formatNumber } from '@rewards-storefront/domain/format/format-number';
import { Alert, Button, Divider, Paper, Stack, Title } from '@mantine/core';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { usePointsBalance } from '../hooks/use-points-balance';
import { useTranslate } from '../hooks/use-translate';
import classes from './cart-summary.module.css';
import { PromoCodeForm } from './promo-code-form';
import { CartSumRows } from '../components/cart-sum-rows';
import { SplitPayControl } from '../components/split-pay-control';

export interface CartSummaryProps {
  readonly cart: Cart;
  readonly payment: CartPayment;
  readonly readOnly: boolean;
  readonly readOnlyNoteId: string;
}

/**
 * The cart's summary (spec §2 cart, §4, §5): subtotal, promotion codes and
 * total; the promotion code field; the points/cash choice where the cart
 * allows split pay; and the checkout button, disabled with the reason
 * while the cart is under the programme's minimum or takes more points than
 * the active card holds (the message of §5, before anything is sent), or
 * the viewer may not change anything.
 */
export function CartSummary({ cart, payment, readOnly, readOnlyNoteId }: CartSummaryProps) {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const headingId = useId();
  const minimumId = useId();
  const balance = usePointsBalance();
  const cartMinimum = checkCartMinimum(cart.total, cart.cartMinimumPoints);
  // Until the cards are loaded the balance is unknown: nothing is claimed, the server still checks it.
  const minimum = !cartMinimum.ok || balance === null ? cartMinimum : checkCartBalance(payment, balance);
  const blockedBy = !minimum.ok ? minimumId : readOnly ? readOnlyNoteId : undefined;

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg" className={classes.summary}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t('cart.summary.heading')}
        </Title>
        <dl className={classes.amounts}>
          <CartSumRows
            cart={cart}
            totalClassName={classes.total}
            testIds={{ subtotal: 'cart-subtotal', promotions: 'cart-promotions', fees: 'cart-fees', total: 'cart-total' }}
          />
        </dl>
        {cart.hasPromotionsEnabled && (
          <>
            <Divider />
            <PromoCodeForm cart={cart} readOnly={readOnly} readOnlyNoteId={readOnlyNoteId} />
          </>
        )}
        {cart.hasSplitPay && (
          <>
            <Divider />
            <SplitPayControl cart={cart} payment={payment} />
          </>
        )}
        {!minimum.ok && (
          <Alert color="orange" variant="light" id={minimumId} role="status">
            {t(CART_MINIMUM_MESSAGE_KEY, {
              points: formatNumber(minimum.points, locale),
              currency: t('cart.currency'),
            })}
          </Alert>
        )}
        {blockedBy === undefined ? (
          <Button
            component={Link}
            to={localized('/checkout')}
            size="md"
            leftSection={<IconShoppingCartCheck size={20} aria-hidden="true" />}
          >
            {t('cart.checkout')}
          </Button>
        ) : (
          <Button size="md" disabled aria-describedby={blockedBy} leftSection={<IconShoppingCartCheck size={20} aria-hidden="true" />}>
            {t('cart.checkout')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
