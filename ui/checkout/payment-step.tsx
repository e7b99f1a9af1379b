import type { FieldError as ServerFieldError } from '@application/ports/gateway-failure';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { CREDIT_CARD_MESSAGE_KEYS, type BinRange, type CreditCardFields } from '@rewards-storefront/domain/payment/credit-card';
import { creditCardFormField, toCreditCardFields, validateCreditCardForm, type CreditCardForm } from '@rewards-storefront/domain/payment/credit-card-form';
import { CARD_TYPES } from '@rewards-storefront/domain/payment/credit-card';
import { BILLING_COUNTRIES } from '@rewards-storefront/domain/payment/billing-address';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { domainFormSchema } from '../components/domain-form-schema';
import { useTranslate } from '../hooks/use-translate';
import classes from './checkout.module.css';

const LABEL_KEYS: Record<keyof CreditCardForm, string> = {
  first_name: 'checkout.payment.firstName',
  last_name: 'checkout.payment.lastName',
  card_type: 'checkout.payment.cardType',
  billing_address1: 'checkout.billing.address1',
  billing_address2: 'checkout.billing.address2',
  billing_city: 'checkout.billing.city',
  billing_region_code: 'checkout.billing.region',
  billing_postal_code: 'checkout.billing.postalCode',
  billing_country: 'checkout.billing.country',
  credit_card_number: 'checkout.payment.number',
  expiry_month: 'checkout.payment.expiryMonth',
  expiry_year: 'checkout.payment.expiryYear',
  cvv: 'checkout.payment.cvv',
};

// The server's word for a card outside the programme's ranges (spec §5).
const NOT_REWARDS_CARD = 'Please use a rewards credit card';

export interface PaymentStepProps {
  /** What the card is charged, in cents. */
  readonly cashCents: number;
  readonly binRanges: readonly BinRange[];
  readonly now: Date;
  /** The card fields the server refused, as it named them (payment_details.*). */
  readonly serverErrors: readonly ServerFieldError[];
  readonly placing: boolean;
  readonly disabled: boolean;
  readonly disabledReasonId?: string;
  readonly onBack: () => void;
  readonly onPlace: (card: CreditCardFields) => void;
  /** Called on every change of the card's fields, so an attempt made after it is a new one. */
  readonly onChange: () => void;
}

/**
 * The payment step (spec §2 checkout, §3 credit card, §5): the card for the
 * cash part, checked by the domain before anything is sent (names, Luhn,
 * the programme's card ranges: 'Please use a rewards credit card', expiry,
 * CVV). The card's number lives in this form only: it is sent with the
 * order and never kept.
 */
export function PaymentStep({
  cashCents,
  binRanges,
  now,
  serverErrors,
  placing,
  disabled,
  disabledReasonId,
  onBack,
  onPlace,
  onChange,
}: PaymentStepProps) {
  const { t, locale } = useTranslate();
  const resolver = useMemo(
    () => zodResolver(domainFormSchema((form: CreditCardForm) => validateCreditCardForm(form, binRanges, now))),
    [binRanges, now],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreditCardForm>({
    resolver,
    defaultValues: {
      first_name: '',
      last_name: '',
      card_type: '',
      credit_card_number: '',
      expiry_month: '',
      expiry_year: '',
      cvv: '',
      billing_address1: '',
      billing_address2: '',
      billing_city: '',
      billing_region_code: '',
      billing_postal_code: '',
      billing_country: 'CA',
    },
  });

  useEffect(() => {
    for (const error of serverErrors) {
      const field = creditCardFormField(error.field.replace(/^payment_details\./, ''));
      if (field === null) continue;
      setError(field, {
        message: error.message === NOT_REWARDS_CARD ? CREDIT_CARD_MESSAGE_KEYS.notRewardsCard : CREDIT_CARD_MESSAGE_KEYS.invalid,
      });
    }
  }, [serverErrors, setError]);

  const messageOf = (field: keyof CreditCardForm, error: FieldError | undefined) =>
    error?.message ? t(error.message, { field: t(LABEL_KEYS[field]) }) : undefined;
  const field = (name: keyof CreditCardForm) => ({
    label: t(LABEL_KEYS[name]),
    error: messageOf(name, errors[name]),
    ...register(name, { onChange }),
  });
  const year = now.getUTCFullYear();
  const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
  const years = Array.from({ length: 11 }, (_, index) => String(year + index));

  return (
    <form onSubmit={(event) => void handleSubmit((form) => onPlace(toCreditCardFields(form)))(event)} noValidate>
      <Stack gap="md" maw="60rem">
        <Text m={0} fw={700} data-testid="payment-amount">
          {t('checkout.payment.amount', { cash: formatMoney(cashCents, locale) })}
        </Text>
        <Text m={0} size="sm">
          {t('checkout.payment.rewardsCardOnly')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput required autoComplete="cc-given-name" {...field('first_name')} />
          <TextInput required autoComplete="cc-family-name" {...field('last_name')} />
        </SimpleGrid>
        <NativeSelect
          required
          autoComplete="cc-type"
          data={[{ value: '', label: '—' }, ...CARD_TYPES.map((type) => ({ value: type, label: t(`checkout.payment.cardTypes.${type}`) }))]}
          {...field('card_type')}
        />
        <TextInput required autoComplete="cc-number" inputMode="numeric" maxLength={23} {...field('credit_card_number')} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect required autoComplete="cc-exp-month" data={[{ value: '', label: '—' }, ...months]} {...field('expiry_month')} />
          <NativeSelect required autoComplete="cc-exp-year" data={[{ value: '', label: '—' }, ...years]} {...field('expiry_year')} />
          <TextInput required autoComplete="cc-csc" inputMode="numeric" maxLength={4} {...field('cvv')} />
        </SimpleGrid>
        <fieldset className={classes.billing}>
          <legend>{t('checkout.billing.legend')}</legend>
          <Text m={0} size="sm">
            {t('checkout.billing.unsaved')}
          </Text>
          <TextInput required autoComplete="billing address-line1" {...field('billing_address1')} />
          <TextInput autoComplete="billing address-line2" {...field('billing_address2')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput required autoComplete="billing address-level2" {...field('billing_city')} />
            <TextInput required autoComplete="billing address-level1" maxLength={10} {...field('billing_region_code')} />
            <TextInput required autoComplete="billing postal-code" maxLength={20} {...field('billing_postal_code')} />
            <NativeSelect
              required
              autoComplete="billing country"
              data={BILLING_COUNTRIES.map((country) => ({ value: country, label: t(`checkout.billing.countries.${country}`) }))}
              {...field('billing_country')}
            />
          </SimpleGrid>
        </fieldset>
        <Group gap="sm">
          <Button type="submit" size="md" loading={placing} disabled={disabled} aria-describedby={disabled ? disabledReasonId : undefined}>
            {t('checkout.review.placeOrder')}
          </Button>
          <Button variant="subtle" onClick={onBack}>
            {t('checkout.payment.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
