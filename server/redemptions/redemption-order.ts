import type { PoolClient } from 'pg';
import type { RedemptionResult } from '@openapi/schemas';
import { ApiError } from '../http/api-error';
import type { IdempotentAnswer } from '../idempotency/idempotency';
import { enqueueMail } from '../mail/mail-outbox-repository';
import { renderRedemptionConfirmation } from '../mail/redemption-confirmation-email';
import { insertFirstItemStatus } from '../orders/order-repository';
import { debitPoints, requireBalance } from '../ledger/point-ledger';
import { DESTINATION_KINDS } from '@rewards-storefront/domain/orders/redemption-destination';
import { newReferenceIdentifier, newRewardsReferenceNumber } from '../orders/reference-number';
import type { RedemptionOrder } from './redemption-order-input';
import { insertRedemptionOrder, insertRedemptionOrderItem } from './redemption-order-repository';

export type { RedemptionOrder } from './redemption-order-input';

/**
 * Writes a redemption as an order of one item in the caller's transaction
 * (decisions §8, as checkout does): a first read of the balance refuses a
 * card short of points before anything is written; the order, its item and
 * status and the confirmation email follow; the card's balance row is
 * locked last, just for the debit, and read again under the lock, with the
 * projection's CHECK as the last line. The ledger key `order:<id>:redeem`
 * refuses a second debit of the order.
 *
 * Returns the order's id, its confirmation number and the balance after.
 */
export async function placeRedemptionOrder(
  client: PoolClient,
  input: RedemptionOrder,
): Promise<{ orderId: number; reference: string; balance: number }> {
  await requireBalance(client, input.accountId, input.points, 'redemption');

  const reference = newReferenceIdentifier(input.now).replace(/^R/, input.referencePrefix ?? 'R');
  const orderId = await insertRedemptionOrder(client, { ...input, reference });
  // Points sent to a partner get the programme's reference for the transfer (spec §3 display fields).
  const payload = (DESTINATION_KINDS as readonly string[]).includes(input.kind)
    ? { ...input.payload, rewards_reference_number: newRewardsReferenceNumber(input.now) }
    : input.payload;
  const itemId = await insertRedemptionOrderItem(client, { ...input, orderId, reference, payload });
  await insertFirstItemStatus(client, { itemIds: [itemId], status: input.status, at: input.now });

  if (input.member.email) {
    const mail = renderRedemptionConfirmation({
      locale: input.locale,
      firstName: input.member.firstName,
      referenceIdentifier: reference,
      title: input.locale === 'fr-CA' ? input.name[1] : input.name[0],
      facts: input.email.facts,
      expectation: input.email.expectation,
    });
    await enqueueMail(client, {
      programmeId: input.member.programmeId,
      memberId: input.member.id,
      kind: 'redemption_confirmation',
      locale: input.locale,
      to: input.member.email,
      ...mail,
      orderId,
    });
  }

  const balance = await debitPoints(
    client,
    {
      accountId: input.accountId,
      points: input.points,
      description: `Order ${reference}`,
      source: { type: 'redemption_order', id: orderId },
      idempotencyKey: `order:${orderId}:redeem`,
      at: input.now,
      ...(input.postsAt ? { postsAt: input.postsAt } : {}),
    },
    'redemption',
  );
  return { orderId, reference, balance };
}

/** What a redemption's answer says of what was redeemed; the rest comes from the order placed. */
type RedeemedFacts = Omit<RedemptionResult, 'id' | 'code' | 'reference_identifier' | 'balance' | 'created_at'>;

/** The 201 answer of a redemption placed at `now` (spec §3): its order, what was redeemed and the card's balance after. */
export function placedRedemptionAnswer(
  placed: { orderId: number; reference: string; balance: number },
  redeemed: RedeemedFacts,
  now: Date,
): IdempotentAnswer<{ data: RedemptionResult }> {
  return {
    statusCode: 201,
    body: {
      data: {
        id: placed.orderId,
        code: 'success',
        reference_identifier: placed.reference,
        ...redeemed,
        balance: placed.balance,
        created_at: now.toISOString(),
      },
    },
  };
}

/** The consents every external redemption needs (spec §5 consent boxes): the programme rules and that it is final. */
export function requireRedemptionConsents(
  consents: { program_rules?: boolean; irreversible_redemption?: boolean } | undefined,
): Record<string, boolean> {
  const missing = (['program_rules', 'irreversible_redemption'] as const).filter((name) => consents?.[name] !== true);
  if (missing.length > 0) {
    throw new ApiError(400, 'CONSENT_REQUIRED', 'Some consents must be accepted before the redemption can be placed.', {
      errors: missing.map((name) => ({
        field: `consents.${name}`,
        message:
          name === 'program_rules'
            ? 'must be true: the programme rules must be accepted'
            : 'must be true: this redemption cannot be cancelled once placed',
      })),
    });
  }
  return { program_rules: true, irreversible_redemption: true };
}
