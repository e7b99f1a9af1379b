import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { components } from '@openapi/programme-api';
import type { PoolClient } from 'pg';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { SessionClaims } from '../auth/token-service';
import { ApiError } from '../http/api-error';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { renderRedemptionConfirmation } from '../mail/redemption-confirmation-email';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';
import { debitPoints } from '../ledger/point-ledger';
import { money } from '../orders/order-view';
import { newReferenceIdentifier } from '../orders/reference-number';
import { insertCardRedemption, type PurchaseRow } from '../transactions/card-redemption-repository';

type Redemption = components['schemas']['PayWithRewardRedemption'];

/**
 * The steps paying back one purchase or several share (pay-with-reward-service.ts), each inside the caller's
 * transaction: the card check, one purchase recorded and debited, and the confirmation email.
 */

/** Who acts is declared for the audit; the card must be the member's own, allowed to pay back, and active. */
export async function requireActivePayBackCard(client: PoolClient, member: MemberRow, session: SessionClaims, accountId: number): Promise<void> {
  await declareActingAgent(client, actingAgentOf(session));
  const card = await requireCardCapability(client, member, accountId, 'pay-with-rewards');
  if (card.status !== 'ACTIVE') throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled and cannot redeem points.');
}

/** Records one purchase paid back and debits its points under the purchase's ledger key (never twice, whichever path). */
export async function payBackPurchase(
  client: PoolClient,
  member: MemberRow,
  session: SessionClaims,
  payment: { accountId: number; purchase: PurchaseRow; cents: number; points: number; rate: number; now: Date },
  locale: Locale,
): Promise<Redemption> {
  const { accountId, purchase, cents, points, rate, now } = payment;
  const reference = newReferenceIdentifier(now).replace(/^R/, 'PWR');
  const redemptionId = await insertCardRedemption(client, {
    cardTransactionId: purchase.id,
    accountId,
    memberId: member.id,
    adminId: session.loginAs?.adminId ?? null,
    kind: 'pay_with_rewards',
    reference,
    points,
    cashCents: cents,
    conversionRate: rate,
    at: now,
  });
  const balance = await debitPoints(
    client,
    {
      accountId,
      points,
      description: `Pay with Rewards: ${purchase.descriptionEn}`,
      source: { type: 'pay_with_rewards', id: redemptionId },
      idempotencyKey: `card-transaction:${purchase.id}:redeem`,
      at: now,
    },
    'redemption',
  );
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
