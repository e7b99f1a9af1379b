import type { Cart, CheckoutConsent } from '@rewards-storefront/domain/cart/cart';
import type { CartPayment } from '@rewards-storefront/domain/cart/cart-payment';
import { cartLineTotal } from '@rewards-storefront/domain/cart/cart-subtotal';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { Anchor, Button, Checkbox, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../hooks/use-locale';
import { useTranslate } from '../hooks/use-translate';
import { CartSumRows } from '../components/cart-sum-rows';
import { SplitPayControl } from '../components/split-pay-control';
import { AddressText } from './address-text';
import classes from './checkout.module.css';
import { OrderItemsHead } from './order-items-head';
import type { ShippingChoice } from './shipping-step';

export interface ReviewStepProps {
  readonly cart: Cart;
  readonly payment: CartPayment;
  readonly shipping: ShippingChoice | null;
  readonly consents: Readonly<Partial<Record<CheckoutConsent, boolean>>>;
  /** The consents to show as missing (the member tried to go on without them). */
  readonly missingConsents: boolean;
  readonly onConsent: (consent: CheckoutConsent, accepted: boolean) => void;
  /** The member chose another points/cash split. */
  readonly onPaymentChange: () => void;
  readonly onChangeShipping: (() => void) | null;
  /** Go on: to the payment step when there is a cash part, else place the order. */
  readonly onContinue: () => void;
  readonly placing: boolean;
  readonly disabled: boolean;
  readonly disabledReasonId?: string;
}

/**
 * The review step (spec §2 checkout): every line with its quantity and
 * points, the subtotal, the promotion codes' saving, the total, the points
 * and the card's part, shipping and taxes 'Included', where it ships, and
 * the consent boxes the cart needs (spec §5: prepaid card terms,
 * irreversible redemption, programme rules). A cart that allows split pay
 * keeps its points/cash choice here too.
 */
export function ReviewStep(props: ReviewStepProps) {
  const {
    cart,
    payment,
    shipping,
    consents,
    missingConsents,
    onConsent,
    onPaymentChange,
    onChangeShipping,
    onContinue,
    placing,
    disabled,
    disabledReasonId,
  } = props;
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const points = (value: number) => formatPoints(value, locale);
  const cash = payment.cashPoints > 0;

  return (
    <Stack gap="lg">
      <Table className={classes.table} captionSide="top">
        <Table.Caption className={classes.caption}>{t('checkout.review.items')}</Table.Caption>
        <OrderItemsHead
          columns={[
            { label: t('checkout.review.item') },
            { label: t('checkout.review.quantity'), numeric: true },
            { label: t('checkout.review.points'), numeric: true },
          ]}
        />
        <Table.Tbody>
          {cart.lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Th scope="row" fw={400} className={classes.item}>
                {line.productName}
              </Table.Th>
              <Table.Td className={classes.number}>{line.quantity}</Table.Td>
              <Table.Td className={classes.number}>{points(cartLineTotal(line))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {cart.hasSplitPay && (
        <Paper withBorder radius="md" p="md" maw="48rem">
          <SplitPayControl cart={cart} payment={payment} onChange={onPaymentChange} />
        </Paper>
      )}
      <dl className={classes.amounts}>
        <CartSumRows cart={cart} totalClassName={classes.total} testIds={{ fees: 'review-fees' }} />
        <dt>{t('checkout.review.pointsPaid')}</dt>
        <dd data-testid="review-points">{points(payment.points)}</dd>
        {cash && (
          <>
            <dt>{t('checkout.review.cardPaid')}</dt>
            <dd data-testid="review-cash">{formatMoney(payment.cashCents, locale)}</dd>
          </>
        )}
      </dl>
      {shipping !== null && (
        <div>
          <Group gap="sm" align="baseline">
            <Text m={0} fw={700}>
              {t('checkout.review.shipTo')}
            </Text>
            {onChangeShipping && (
              <Button variant="subtle" size="compact-sm" onClick={onChangeShipping}>
                {t('checkout.review.change')}
              </Button>
            )}
          </Group>
          <AddressText address={shipping.address} />
        </div>
      )}
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('checkout.review.consentsHeading')}
        </Title>
        {cart.consentsRequired.map((consent) => (
          <Checkbox
            key={consent}
            required
            checked={consents[consent] === true}
            label={t(`checkout.review.consents.${consent}`)}
            error={missingConsents && consents[consent] !== true ? t('checkout.review.consentRequired') : undefined}
            onChange={(event) => onConsent(consent, event.currentTarget.checked)}
          />
        ))}
        {cart.consentsRequired.includes('program_rules') && (
          // In a new tab, so the checkout keeps what the member chose.
          <Anchor component={Link} to={localized('/program-rules')} target="_blank" rel="noopener" size="sm">
            {t('checkout.review.programRulesLink')} <VisuallyHidden>{t('nav.newTab')}</VisuallyHidden>
          </Anchor>
        )}
      </Stack>
      <Button
        size="md"
        style={{ alignSelf: 'flex-start' }}
        loading={placing}
        disabled={disabled}
        aria-describedby={disabled ? disabledReasonId : undefined}
        onClick={onContinue}
      >
        {cash ? t('checkout.review.continue') : t('checkout.review.placeOrder')}
      </Button>
    </Stack>
  );
}
