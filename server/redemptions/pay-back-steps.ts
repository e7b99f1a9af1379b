import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { PayWithRewardRedemption as Redemption } from '@openapi/schemas';
import type { PoolClient } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { renderRedemptionConfirmation } from '../mail/redemption-confirmation-email';
import type { MemberRow } from '../account/member-repository';
import { money } from '../orders/order-view';
import type { PurchaseRow } from '../transactions/card-redemption-repository';
import { redeemCardTransaction } from '../transactions/card-transaction-redemption';

/**
 * The steps paying back one purchase or several share (pay-with-reward-service.ts), each inside the caller's
 * transaction: one purchase recorded and debited, and the confirmation email.
 */

/** Records one purchase paid back and debits its points under the purchase's ledger key (never twice, whichever path). */
export async function payBackPurchase(
  client: PoolClient,
  member: MemberRow,
  session: SessionClaims,
  payment: { accountId: number; purchase: PurchaseRow; cents: number; points: number; rate: number; now: Date },
  locale: Locale,
): Promise<Redemption> {
  const { accountId, purchase, cents, points, rate, now } = payment;
  const { redemptionId, reference, balance } = await redeemCardTransaction(client, {
    kind: 'pay_with_rewards',
    transaction: purchase,
    accountId,
    member,
    session,
    points,
    cashCents: cents,
    rate,
    now,
  });
  return {
    id: redemptionId,
    code: 'success',
    reference_identifier: reference,
    transaction_reference: purchase.reference,
    points,
    cash: money(cents),
    description: locale === 'fr-CA' ? (purchase.descriptionFr ?? purchase.descriptionEn) : purchase.descriptionEn,
    balance,
  };
}

/** The confirmation email, in the same transaction (the outbox sends it once it commits). */
export async function queuePayBackConfirmation(
  client: PoolClient,
  member: MemberRow,
  locale: Locale,
  what: { reference: string; title: string; lines: ReadonlyArray<readonly [string, string]>; points: number; cents: number },
): Promise<void> {
  if (!member.email) return;
  const fr = locale === 'fr-CA';
  const mail = renderRedemptionConfirmation({
    locale,
    firstName: member.firstName,
    referenceIdentifier: what.reference,
    title: what.title,
    facts: [
      ...what.lines,
      [fr ? 'Points utilisés' : 'Points used', formatPoints(what.points, locale)],
      [fr ? 'Crédit au relevé' : 'Statement credit', formatMoney(what.cents, locale)],
    ],
    expectation: null,
  });
  await enqueueMail(client, {
    programmeId: member.programmeId,
    memberId: member.id,
    kind: 'redemption_confirmation',
    locale,
    to: member.email,
    ...mail,
    orderId: null,
  });
}
