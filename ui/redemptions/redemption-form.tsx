import type { PointsRedemption } from '@application/redemptions/redeem-points';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { pointsToCashCents } from '@rewards-storefront/domain/points/points-to-cash';
import type { ExternalRedemptionProduct, RedemptionReceipt } from '@rewards-storefront/domain/redemptions/external-redemption';
import { milesAmountProblem, milesFor } from '@rewards-storefront/domain/redemptions/miles-transfer';
import { externalRedemptionMinimum } from '@rewards-storefront/domain/redemptions/external-redemption-minimum';
import { matchesAccountPattern } from '@rewards-storefront/domain/redemptions/partner-account-number';
import { REDEMPTION_AMOUNT_MESSAGE_KEYS, parsePointsInput, redemptionAmountProblem } from '@rewards-storefront/domain/redemptions/redemption-amount';
import { Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useCapability } from '../hooks/use-capability';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { formatNumber } from '@rewards-storefront/domain/format/format-number';
import { RedemptionConfirmation } from './redemption-confirmation';
import type { ConsentValues } from './redemption-consents';
import { RedemptionSubmit } from './redemption-submit';

const NO_CONSENT: ConsentValues = { programRules: false, irreversible: false };

/**
 * The form of an external redemption product (spec §5): the amount in
 * points with its live value (dollars by the floor rule, or miles), the
 * product's fields (last four digits of the deposit account, the airline
 * account number), the consent boxes, then the confirmation. The amount
 * rules and field patterns are the domain's; the pooled-balance check and
 * the danger notice are RedeemPoints'.
 */
export function RedemptionForm({ product }: { readonly product: ExternalRedemptionProduct }) {
  const { t, locale } = useTranslate();
  const redeem = useCapability('redemptions').redeemPoints;
  const accounts = useObservable(useCapability('session').accountStore.state$);
  const readOnly = useReadOnly();
  const amountId = useId();
  const [amount, setAmount] = useState('');
  const [fields, setFields] = useState<Record<number, string>>({});
  const [consents, setConsents] = useState<ConsentValues>(NO_CONSENT);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<RedemptionReceipt | null>(null);

  const currency = accounts.currency.name;
  const points = parsePointsInput(amount);
  const isMiles = product.kind === 'miles_transfer';
  // Spec §5, §9: cash back and direct deposit take 2,500 points at least, whatever the product says.
  const minimum = externalRedemptionMinimum(product.kind, product.minPoints);
  const amountProblem = isMiles
    ? milesAmountProblem(points)
    : redemptionAmountProblem(points, { balance: Number.MAX_SAFE_INTEGER, minimum, maximum: product.maxPoints });
  const amountError =
    amountProblem === null
      ? null
      : amountProblem === 'too-small'
        ? t('miles.amountTooSmall')
        : t(REDEMPTION_AMOUNT_MESSAGE_KEYS[amountProblem], {
            points: formatNumber(amountProblem === 'above-maximum' ? (product.maxPoints ?? 0) : minimum, locale),
            currency,
          });
  const fieldError = (field: ExternalRedemptionProduct['fields'][number]) => {
    const value = fields[field.id] ?? '';
    if (value.trim() === '') return t('redemptions.fieldRequired', { field: field.title });
    if (matchesAccountPattern(value, field.pattern)) return null;
    return field.code === 'last_four_digits'
      ? t('redemptions.lastFourInvalid')
      : t('redemptions.account.invalid', { name: product.partnerName });
  };
  const valid =
    amountError === null && product.fields.every((field) => fieldError(field) === null) && consents.programRules && consents.irreversible;
  const value =
    points === null || Number.isNaN(points)
      ? null
      : isMiles
        ? t('miles.value', { miles: formatNumber(milesFor(points, product.milesPerPoint ?? 1), locale), partner: product.partnerName })
        : t('redemptions.value', { cash: formatMoney(pointsToCashCents(points, product.conversionRate), locale) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid || points === null || sending) return;
    setSending(true);
    const redemption: PointsRedemption = {
      kind: 'external',
      product,
      points,
      fields: product.fields.map((field) => ({ id: field.id, value: (fields[field.id] ?? '').trim() })),
    };
    const outcome = await redeem.execute({ redemption, locale });
    setSending(false);
    if (outcome.outcome === 'redeemed') setReceipt(outcome.receipt);
  };

  if (receipt) {
    return (
      <RedemptionConfirmation
        receipt={receipt}
        onAnother={() => {
          setReceipt(null);
          setAmount('');
          setConsents(NO_CONSENT);
          setSubmitted(false);
        }}
      />
    );
  }
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('redemptions.formLabel', { name: product.title })}>
      <Stack gap="md" maw="40rem">
        <TextInput
          id={amountId}
          label={t('redemptions.amountLabel', { currency })}
          description={value ?? t('redemptions.amountHint', { points: formatPoints(minimum, locale) })}
          inputMode="numeric"
          autoComplete="off"
          required
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={submitted ? amountError : null}
        />
        {product.fields.map((field) => (
          <TextInput
            key={field.id}
            label={field.title}
            required
            autoComplete="off"
            inputMode={field.code === 'last_four_digits' ? 'numeric' : 'text'}
            maxLength={field.code === 'last_four_digits' ? 4 : 40}
            value={fields[field.id] ?? ''}
            onChange={(event) => {
              const next = event.currentTarget.value;
              setFields((current) => ({ ...current, [field.id]: next }));
            }}
            error={submitted ? fieldError(field) : null}
          />
        ))}
        <Text size="sm" m={0}>
          {product.terms}
        </Text>
        <RedemptionSubmit consents={consents} onConsentsChange={setConsents} showErrors={submitted} sending={sending} readOnly={readOnly} />
      </Stack>
    </form>
  );
}
