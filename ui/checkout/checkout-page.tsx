import type { PlaceOrderOutcome } from '@application/checkout/place-order';
import type { FieldError } from '@application/ports/gateway-failure';
import { CART_MINIMUM_MESSAGE_KEY } from '@rewards-storefront/domain/cart/cart-minimum';
import {
  checkoutFlow,
  checkoutGate,
  checkoutShape,
  checkoutSteps,
  continueFromReview,
  currentStep,
  initialCheckoutFlow,
  type CheckoutStep,
} from '@rewards-storefront/domain/checkout/checkout-flow';
import { formatNumber } from '@rewards-storefront/domain/format/format-number';
import type { CreditCardFields } from '@rewards-storefront/domain/payment/credit-card';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import classes from './checkout.module.css';
import { PaymentStep } from './payment-step';
import { ReviewStep } from './review-step';
import { ShippingStep, type ShippingChoice } from './shipping-step';
import { MessageWithLink } from '../components/message-with-link';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { usePointsBalance } from '../hooks/use-points-balance';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { RetryAlert } from '../components/retry-alert';

/**
 * /checkout (spec §2, members): shipping, then review, then payment when
 * part of the total goes on a card, then the order is placed; success
 * goes to /checkout/confirm?order=<id> (which survives a reload). A cart
 * that ships nothing skips the shipping step. A refusal shows the texts of
 * spec §8 (the notification bar) and goes back to the step that can fix
 * it. Every change of what the checkout sends makes the next attempt a new
 * one (CheckoutStore).
 */
export function CheckoutPage() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const checkout = useCapability('checkout').checkoutStore;
  const cartStore = useCapability('catalogue').cartStore;
  const placeOrder = useCapability('checkout').placeOrder;
  const clock = useCapability('ports').clock;
  const options = useObservable(checkout.state$);
  const { status, cart } = useObservable(cartStore.state$);
  const payment = useObservable(cartStore.payment$);
  const readOnly = useReadOnly();
  const balance = usePointsBalance();
  const now = useMemo(() => clock.now(), [clock]);
  const [flow, dispatch] = useReducer(checkoutFlow<ShippingChoice, FieldError>, undefined, initialCheckoutFlow<ShippingChoice, FieldError>);
  const { shipping, consents, missingConsents, placing, cardErrors } = flow;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const readOnlyNoteId = useId();
  const stepHeadingId = useId();
  useDocumentTitle(t('checkout.pageTitle'));

  useEffect(() => checkout.show(), [checkout]);
  // Each move to a step gives its heading the focus, so a screen reader starts there.
  useEffect(() => {
    if (flow.moves > 0) requestAnimationFrame(() => headingRef.current?.focus());
  }, [flow.moves]);

  const shape = checkoutShape({ requiresShipping: cart?.requiresShipping ?? false }, { cashPoints: payment?.cashPoints ?? 0 });
  const { requiresShipping } = shape;
  const steps = checkoutSteps(shape);
  const step = currentStep(flow, shape);
  const stepIndex = steps.indexOf(step);
  const goTo = (next: CheckoutStep) => dispatch({ type: 'go-to', step: next });

  if (status === 'loading' && cart === null) return <PageLoader fill label={t('checkout.loading')} />;
  if (cart === null || cart.lines.length === 0 || payment === null) {
    return (
      <MessageWithLink title={t('checkout.heading')} to="/shop" linkLabel={t('cart.browse')}>
        <Text>{t('checkout.emptyCart')}</Text>
      </MessageWithLink>
    );
  }
  const gate = checkoutGate(cart, payment, balance);
  if (gate.gate === 'below-minimum') {
    return (
      <MessageWithLink title={t('checkout.heading')} to="/shop/cart" linkLabel={t('checkout.backToCart')}>
        <Alert color="orange" variant="light">
          {t('checkout.belowMinimum')}
        </Alert>
      </MessageWithLink>
    );
  }
  // Spec §5: a member short of points learns it here, before any step sends anything.
  if (gate.gate === 'short-of-points') {
    return (
      <MessageWithLink title={t('checkout.heading')} to="/shop/cart" linkLabel={t('checkout.backToCart')}>
        <Alert color="orange" variant="light" role="status" data-testid="checkout-short-of-points">
          {t(CART_MINIMUM_MESSAGE_KEY, {
            points: formatNumber(gate.points, locale),
            currency: t('cart.currency'),
          })}
        </Alert>
      </MessageWithLink>
    );
  }

  const formChanged = () => checkout.formChanged();

  const place = async (card: CreditCardFields | null) => {
    dispatch({ type: 'placing' });
    let outcome: PlaceOrderOutcome = { outcome: 'failed' };
    try {
      outcome = await placeOrder.execute({ cart, payment, card, shipTo: shipping?.shipTo ?? null, consents, locale });
    } finally {
      dispatch({ type: 'answered', answer: outcome, shape });
    }
    if (outcome.outcome === 'placed') navigate(`${localized('/checkout/confirm')}?order=${outcome.orderId}`);
  };

  const onContinueFromReview = () => {
    const next = continueFromReview(cart.consentsRequired, consents, shape);
    if (next === 'consents-missing') dispatch({ type: 'consents-missing' });
    else if (next === 'payment') goTo('payment');
    else void place(null);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('checkout.heading')}</Title>
      <nav aria-label={t('checkout.steps.label')}>
        <ol className={classes.steps}>
          {steps.map((name) => (
            <li key={name} className={classes.step} aria-current={name === step ? 'step' : undefined}>
              {t(`checkout.steps.${name}`)}
            </li>
          ))}
        </ol>
      </nav>
      {options.status === 'failed' && (
        <RetryAlert message={t('checkout.loadError')} retryLabel={t('checkout.retry')} onRetry={() => checkout.retry()} />
      )}
      {readOnly && (
        <Text m={0} id={readOnlyNoteId}>
          {t('readOnly.control')}
        </Text>
      )}
      <Paper component="section" withBorder radius="md" p="lg" aria-labelledby={stepHeadingId}>
        <Stack gap="md">
          <Text m={0} size="sm" c="gray.7">
            {t('checkout.steps.stepOf', { step: stepIndex + 1, count: steps.length })}
          </Text>
          <Title order={2} size="h3" id={stepHeadingId} ref={headingRef} tabIndex={-1} className={classes.stepHeading}>
            {step === 'shipping'
              ? t('checkout.shipping.heading')
              : step === 'review'
                ? t('checkout.review.heading')
                : t('checkout.payment.heading')}
          </Title>
          {step === 'shipping' &&
            (options.status === 'loading' || options.status === 'idle' ? (
              <PageLoader label={t('checkout.loading')} />
            ) : (
              <ShippingStep
                addresses={options.addresses}
                chosen={shipping}
                onChange={formChanged}
                onChosen={(choice) => {
                  dispatch({ type: 'shipping-chosen', shipping: choice });
                  formChanged();
                }}
              />
            ))}
          {step === 'review' && (
            <>
              {!requiresShipping && (
                <Text m={0} size="sm">
                  {t('checkout.shipping.noShipping')}
                </Text>
              )}
              <ReviewStep
                cart={cart}
                payment={payment}
                shipping={shipping}
                consents={consents}
                missingConsents={missingConsents}
                onConsent={(consent, accepted) => {
                  dispatch({ type: 'consent', consent, accepted });
                  formChanged();
                }}
                onPaymentChange={formChanged}
                onChangeShipping={requiresShipping ? () => goTo('shipping') : null}
                onContinue={onContinueFromReview}
                placing={placing}
                disabled={readOnly}
                disabledReasonId={readOnlyNoteId}
              />
            </>
          )}
          {step === 'payment' && (
            <PaymentStep
              cashCents={payment.cashCents}
              binRanges={options.binRanges}
              now={now}
              serverErrors={cardErrors}
              placing={placing}
              disabled={readOnly}
              disabledReasonId={readOnlyNoteId}
              onBack={() => goTo('review')}
              onPlace={(card) => void place(card)}
              onChange={formChanged}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
