import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import { pointsToCashCents } from '@rewards-storefront/domain/points/points-to-cash';
import type { RedemptionReceipt } from '@rewards-storefront/domain/redemptions/external-redemption';
import {
  EXTERNAL_REDEMPTION_MINIMUM_POINTS,
  REDEMPTION_AMOUNT_MESSAGE_KEYS,
  parsePointsInput,
  redemptionAmountProblem,
} from '@rewards-storefront/domain/redemptions/redemption-amount';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PageLoader } from '../components/page-loader';
import { useCapability } from '../hooks/use-capability';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useLocalizedPath } from '../hooks/use-locale';
import { useObservable } from '../hooks/use-observable';
import { useReadOnly } from '../hooks/use-read-only';
import { useTranslate } from '../hooks/use-translate';
import { formatNumber } from '@rewards-storefront/domain/format/format-number';
import { RedemptionConfirmation } from './redemption-confirmation';
import type { ConsentValues } from './redemption-consents';
import { RedemptionSubmit } from './redemption-submit';
import { WayValue } from '../components/way-value';

/**
 * /financial-rewards/redeem/:slug (spec §7 financial redemption): a loan
 * repayment or an investment. The partner verifies the account number
 * first (the verify call); the amount in points, at least 2,500 and within
 * the pooled balance, with its live dollar value; the consent boxes; then
 * the confirmation.
 */
export function FinancialRedemptionPage() {
  const { t, locale } = useTranslate();
  const localized = useLocalizedPath();
  const slug = useParams()['slug'] ?? '';
  const store = useCapability('catalogue').productStore;
  const state = useObservable(store.state$);
  const verify = useCapability('redemptions').verifyFinancialAccount;
  const redeem = useCapability('redemptions').redeemPoints;
  const accounts = useObservable(useCapability('session').accountStore.state$);
  const readOnly = useReadOnly();
  const [accountNumber, setAccountNumber] = useState('');
  const [verified, setVerified] = useState<{ id: number; masked: string; number: string } | null>(null);
  const [verifyError, setVerifyError] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [amount, setAmount] = useState('');
  const [consents, setConsents] = useState<ConsentValues>({ programRules: false, irreversible: false });
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [receipt, setReceipt] = useState<RedemptionReceipt | null>(null);
  useEffect(() => store.show(slug), [store, slug]);
  const product = state.status === 'loaded' && state.slug === slug ? state.product : null;
  useDocumentTitle(product ? t('financialRedemption.title', { name: product.name }) : t('financialRedemption.heading'));

  const points = parsePointsInput(amount);
  const problem = redemptionAmountProblem(points, {
    balance: Number.MAX_SAFE_INTEGER,
    minimum: EXTERNAL_REDEMPTION_MINIMUM_POINTS,
    maximum: null,
  });
  const amountError =
    problem === null
      ? null
      : t(REDEMPTION_AMOUNT_MESSAGE_KEYS[problem], {
          points: formatNumber(EXTERNAL_REDEMPTION_MINIMUM_POINTS, locale),
          currency: accounts.currency.name,
        });
  const isVerified = verified !== null && verified.number === accountNumber.trim();

  const check = async () => {
    if (!product) return;
    setVerifying(true);
    const outcome = await verify.execute({ productId: product.id, accountNumber: accountNumber.trim() });
    setVerifying(false);
    if (outcome.outcome === 'verified') {
      setVerified({ id: outcome.verificationId, masked: outcome.maskedAccountNumber, number: accountNumber.trim() });
      setVerifyError(null);
    } else if (outcome.outcome === 'invalid') setVerifyError(t('redemptions.account.invalid', { name: product.name }));
    else if (outcome.outcome === 'unknown-account') setVerifyError(t('financialRedemption.unknownAccount'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!product || !isVerified || problem !== null || points === null || !consents.programRules || !consents.irreversible || sending)
      return;
    setSending(true);
    const outcome = await redeem.execute({
      redemption: { kind: 'financial', productId: product.id, points, accountNumber: verified.number, verificationId: verified.id },
      locale,
    });
    setSending(false);
    if (outcome.outcome === 'redeemed') setReceipt(outcome.receipt);
  };

  return (
    <Stack gap="lg" maw="64rem" mx="auto">
      <Anchor component={Link} to={localized('/financial-rewards')}>
        {t('financialRedemption.back')}
      </Anchor>
      <Title order={1}>{product ? t('financialRedemption.title', { name: product.name }) : t('financialRedemption.heading')}</Title>
      {(state.status === 'loading' || state.status === 'idle') && <PageLoader label={t('redemptions.loading')} />}
      {(state.status === 'not-found' || state.status === 'failed' || (product !== null && product.type !== 'financial_reward')) && (
        <Alert color="gray">{t('financialRedemption.notFound')}</Alert>
      )}
      {product && product.type === 'financial_reward' && receipt && (
        <RedemptionConfirmation receipt={receipt} onAnother={() => setReceipt(null)} />
      )}
      {product && product.type === 'financial_reward' && !receipt && (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('redemptions.formLabel', { name: product.name })}>
          <Stack gap="md" maw="40rem">
            <Text m={0}>{product.description}</Text>
            <WayValue kind="financial_reward" />
            <Group align="flex-start">
              <TextInput
                label={t('financialRedemption.accountLabel')}
                description={
                  isVerified ? t('financialRedemption.verified', { account: verified.masked }) : t('financialRedemption.accountHint')
                }
                required
                autoComplete="off"
                value={accountNumber}
                onChange={(event) => setAccountNumber(event.currentTarget.value)}
                error={verifyError ?? (submitted && !isVerified ? t('financialRedemption.verifyFirst') : null)}
              />
              <Button
                mt="2.4rem"
                variant="outline"
                loading={verifying}
                disabled={readOnly || accountNumber.trim() === '' || isVerified}
                onClick={() => void check()}
              >
                {t('financialRedemption.verify')}
              </Button>
            </Group>
            <TextInput
              label={t('redemptions.amountLabel', { currency: accounts.currency.name })}
              description={
                points !== null && !Number.isNaN(points)
                  ? t('redemptions.value', { cash: formatMoney(pointsToCashCents(points, product.saleChannel.pointsToCashRate), locale) })
                  : t('redemptions.amountHint', { points: formatPoints(EXTERNAL_REDEMPTION_MINIMUM_POINTS, locale) })
              }
              inputMode="numeric"
              required
              autoComplete="off"
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={submitted ? amountError : null}
            />
            <RedemptionSubmit consents={consents} onConsentsChange={setConsents} showErrors={submitted} sending={sending} readOnly={readOnly} />
          </Stack>
        </form>
      )}
    </Stack>
  );
}
