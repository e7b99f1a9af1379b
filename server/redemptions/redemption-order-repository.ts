import type { Queryable } from '../database/queryable';
import type { RedemptionOrder } from './redemption-order-input';

/** The order of one redemption, paid in points only; its id. */
export async function insertRedemptionOrder(client: Queryable, input: RedemptionOrder & { reference: string }): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO redemption_order (programme_id, account_id, member_id, admin_id, reference_identifier, locale, subtotal_points,
                                   discount_points, total_points, points_paid, cash_points, cash_cents, conversion_rate, consents, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $7, $7, 0, 0, $8, $9, $10) RETURNING id`,
    [
      input.member.programmeId,
      input.accountId,
      input.member.id,
      input.adminId,
      input.reference,
      input.locale,
      input.points,
      input.conversionRate,
      JSON.stringify(input.consents),
      input.now,
    ],
  );
  return rows[0]!.id;
}

/** The order's one item, with the payload of what the points became; its id. */
export async function insertRedemptionOrderItem(
  client: Queryable,
  input: RedemptionOrder & { orderId: number; reference: string },
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO redemption_order_item (order_id, order_item_number, sale_channel_code, redemption_kind, product_id, name_en, name_fr,
                                        quantity, unit_price_points, points_paid, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8, $9) RETURNING id`,
    [
      input.orderId,
      `${input.reference}-1`,
      input.channel,
      input.kind,
      input.productId,
      input.name[0],
      input.name[1],
      input.points,
      JSON.stringify(input.payload),
    ],
  );
  return rows[0]!.id;
}
