import type { PlaceOrderOutcome } from '@application/checkout/place-order';
import type { FieldError } from '@application/ports/gateway-failure';
import type { CheckoutConsent } from '@domain/cart/cart';
import { checkCartBalance } from '@domain/cart/cart-balance';
import { CART_MINIMUM_MESSAGE_KEY, checkCartMinimum } from '@domain/cart/cart-minimum';
import { withNoBreakSpaces } from '@domain/format/no-break-space';
import type { CreditCardFields } from '@domain/payment/credit-card';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import classes from '../checkout/checkout.module.css';
import { PaymentStep } from '../checkout/payment-step';
import { ReviewStep } from '../checkout/review-step';
import { ShippingStep, type ShippingChoice } from '../checkout/shipping-step';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { usePointsBalance } from '../hooks/use-points-balance';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';

type Step = 'shipping' | 'review' | 'payment';

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
  const [chosenStep, setStep] = useState<Step | null>(null);
  const [shipping, setShipping] = useState<ShippingChoice | null>(null);
  const [consents, setConsents] = useState<Partial<Record<CheckoutConsent, boolean>>>({});
  const [missingConsents, setMissingConsents] = useState(false);
  const [placing, setPlacing] = useState(false);
  const [cardErrors, setCardErrors] = useState<readonly FieldError[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const readOnlyNoteId = useId();
  const stepHeadingId = useId();
  useDocumentTitle(t('checkout.pageTitle'));

  useEffect(() => checkout.show(), [checkout]);

  const requiresShipping = cart?.requiresShipping ?? false;
  const cash = (payment?.cashPoints ?? 0) > 0;
  const steps: Step[] = [...(requiresShipping ? (['shipping'] as const) : []), 'review', ...(cash ? (['payment'] as const) : [])];
  // A step is open once what it needs is there: every step after shipping needs the address of a cart that ships.
  const open = (candidate: Step) => steps.includes(candidate) && (candidate === 'shipping' || !requiresShipping || shipping !== null);
  const step: Step = chosenStep !== null && open(chosenStep) ? chosenStep : steps[0]!;
  const stepIndex = steps.indexOf(step);

  const goTo = (next: Step) => {
    setStep(next);
    // The new step's heading takes the focus, so a screen reader starts there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  if (status === 'loading' && cart === null) return <PageLoader fill label={t('checkout.loading')} />;
  if (cart === null || cart.lines.length === 0 || payment === null) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('checkout.heading')}</Title>
        <Text>{t('checkout.emptyCart')}</Text>
        <Button component={Link} to={localized('/shop')}>
          {t('cart.browse')}
        </Button>
      </Stack>
    );
  }
  if (!checkCartMinimum(cart.total, cart.cartMinimumPoints).ok) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('checkout.heading')}</Title>
        <Alert color="orange" variant="light">
          {t('checkout.belowMinimum')}
        </Alert>
        <Button component={Link} to={localized('/shop/cart')}>
          {t('checkout.backToCart')}
        </Button>
      </Stack>
    );
  }
  // Spec §5: a member short of points learns it here, before any step sends anything. The review step lets them
  // take fewer points (more by card), so only a cart whose least points share is over the balance stops here.
  const shortOfPoints = balance === null ? null : checkCartBalance({ points: payment.minPoints, minPoints: payment.minPoints }, balance);
  if (shortOfPoints !== null && !shortOfPoints.ok) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('checkout.heading')}</Title>
        <Alert color="orange" variant="light" role="status" data-testid="checkout-short-of-points">
          {t(CART_MINIMUM_MESSAGE_KEY, {
            points: withNoBreakSpaces(new Intl.NumberFormat(locale).format(shortOfPoints.points)),
            currency: t('cart.currency'),
          })}
        </Alert>
        <Button component={Link} to={localized('/shop/cart')}>
          {t('checkout.backToCart')}
        </Button>
      </Stack>
    );
  }

  const formChanged = () => checkout.formChanged();

  const place = async (card: CreditCardFields | null) => {
    setPlacing(true);
    let outcome: PlaceOrderOutcome;
    try {
      outcome = await placeOrder.execute({ cart, payment, card, shipTo: shipping?.shipTo ?? null, consents, locale });
    } finally {
      setPlacing(false);
    }
    if (outcome.outcome === 'placed') {
      navigate(`${localized('/checkout/confirm')}?order=${outcome.orderId}`);
      return;
    }
    if (outcome.outcome === 'incomplete') {
      if (outcome.missing === 'consents') setMissingConsents(true);
      goTo(outcome.step);
      return;
    }
    if (outcome.outcome === 'refused') {
      setCardErrors(outcome.fieldErrors.filter((error) => error.field.startsWith('payment_details')));
      if (outcome.step !== null && outcome.step !== step) goTo(outcome.step);
    }
  };

  const continueFromReview = () => {
    if (cart.consentsRequired.some((consent) => consents[consent] !== true)) {
      setMissingConsents(true);
      return;
    }
    if (cash) goTo('payment');
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
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text>{t('checkout.loadError')}</Text>
            <Button variant="white" color="red" onClick={() => checkout.retry()}>
              {t('checkout.retry')}
            </Button>
          </Group>
        </Alert>
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
                  setShipping(choice);
                  formChanged();
                  goTo('review');
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
                  setConsents((current) => ({ ...current, [consent]: accepted }));
                  formChanged();
                }}
                onPaymentChange={formChanged}
                onChangeShipping={requiresShipping ? () => goTo('shipping') : null}
                onContinue={continueFromReview}
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
