import type { Locale } from '@domain/locale/locale';
import type { SaleChannel } from '@domain/orders/order-history';
import type { PoolClient } from 'pg';
import { ApiError } from '../http/api-error';
import { enqueueMail } from '../mail/mail-outbox';
import { renderRedemptionConfirmation } from '../mail/redemption-confirmation-email';
import type { MemberRow } from '../members/member-repository';
import { insertFirstItemStatus } from '../orders/order-repository';
import { debitPoints, requireBalance } from '../ledger/point-ledger';
import { DESTINATION_KINDS } from '@domain/orders/redemption-destination';
import { newReferenceIdentifier, newRewardsReferenceNumber } from '../orders/reference-number';

/** One redemption that becomes an order of one item. */
export interface RedemptionOrder {
  member: MemberRow;
  /** The admin acting in login-as mode, if any. */
  adminId: number | null;
  accountId: number;
  locale: Locale;
  now: Date;
  kind: 'cash_back' | 'direct_deposit' | 'miles_transfer' | 'financial_reward' | 'flight' | 'hotel' | 'car' | 'cruise' | 'package';
  channel: SaleChannel;
  name: readonly [en: string, fr: string];
  points: number;
  conversionRate: number;
  productId: number | null;
  /** Spec §3 payload: product_group_code, custom fields, what the points became. */
  payload: Record<string, unknown>;
  consents: Record<string, boolean>;
  /** The item's first status: placed (sent to the partner), or the partner's booking status. */
  status: string;
  /** The confirmation email's facts (label, value) and arrival text, in the order's language. */
  email: { facts: ReadonlyArray<readonly [string, string]>; expectation: string | null };
  /** Prefix of the confirmation number (R for orders). */
  referencePrefix?: string;
}

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
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO redemption_order (programme_id, account_id, member_id, admin_id, reference_identifier, locale, subtotal_points,
                                   discount_points, total_points, points_paid, cash_points, cash_cents, conversion_rate, consents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $7, $7, 0, 0, $8, $9, $10) RETURNING id`,
    [
      input.member.programmeId,
      input.accountId,
      input.member.id,
      input.adminId,
      reference,
      input.locale,
      input.points,
      input.conversionRate,
      JSON.stringify(input.consents),
      input.now,
    ],
  );
  const orderId = rows[0]!.id;
  // Points sent to a partner get the programme's reference for the transfer (spec §3 display fields).
  const payload = (DESTINATION_KINDS as readonly string[]).includes(input.kind)
    ? { ...input.payload, rewards_reference_number: newRewardsReferenceNumber(input.now) }
    : input.payload;
  const item = await client.query<{ id: number }>(
    `INSERT INTO redemption_order_item (order_id, order_item_number, sale_channel_code, redemption_kind, product_id, name_en, name_fr,
                                        quantity, unit_price_points, points_paid, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8, $9) RETURNING id`,
    [
      orderId,
      `${reference}-1`,
      input.channel,
      input.kind,
      input.productId,
      input.name[0],
      input.name[1],
      input.points,
      JSON.stringify(payload),
    ],
  );
  await insertFirstItemStatus(client, { itemIds: [item.rows[0]!.id], status: input.status, at: input.now });

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
    },
    'redemption',
  );
  return { orderId, reference, balance };
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
