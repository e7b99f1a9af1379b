import type { Queryable } from '../database/queryable';
import type { OrderAmounts } from './order-repository';

/** The order row of a checkout, as placed: its totals, split, address and consents never change afterwards. */
export interface NewOrder extends OrderAmounts {
  programmeId: number;
  accountId: number;
  memberId: number;
  adminId: number | null;
  reference: string;
  shoppingCartId: number;
  locale: string;
  kountSessionId: string | undefined;
  consents: Record<string, unknown>;
  createdAt: Date;
  feePoints: number;
}

export async function insertOrder(db: Queryable, order: NewOrder): Promise<number> {
  const { rows } = await db.query<{ id: number }>({
    name: 'insert-order',
    text: `INSERT INTO redemption_order (programme_id, account_id, member_id, admin_id, reference_identifier, shopping_cart_id, locale,
                                     subtotal_points, discount_points, total_points, points_paid, cash_points, cash_cents,
                                     conversion_rate, shipping_address, kount_session_id, consents, created_at, fee_points)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19) RETURNING id`,
    values: [
      order.programmeId,
      order.accountId,
      order.memberId,
      order.adminId,
      order.reference,
      order.shoppingCartId,
      order.locale,
      order.subtotalPoints,
      order.discountPoints,
      order.totalPoints,
      order.pointsPaid,
      order.cashPoints,
      order.cashCents,
      order.conversionRate,
      order.shippingAddress ? JSON.stringify(order.shippingAddress) : null,
      order.kountSessionId,
      JSON.stringify(order.consents),
      order.createdAt,
      order.feePoints,
    ],
  });
  return rows[0]!.id;
}

/** One item of a new order, in the columns' own names. */
export interface NewOrderItem {
  order_item_number: string;
  sale_channel_code: string;
  redemption_kind: string;
  product_id: number;
  product_variant_id: number;
  name_en: string;
  name_fr: string | null;
  quantity: number;
  unit_price_points: number;
  unit_sale_points: number;
  promotion_points: number;
  applied_promotions: unknown[];
  points_paid: number | undefined;
  cash_cents: number | undefined;
  recipient_name: string | null;
  recipient_email: string | null;
  notes: string | null;
  charities: unknown[];
  stock_reserved: number;
}

/** The items of a new order, in one statement; answers their ids in the order given. */
export async function insertOrderItems(db: Queryable, orderId: number, items: readonly NewOrderItem[]): Promise<number[]> {
  const inserted = await db.query<{ id: number }>({
    name: 'insert-order-items',
    text: `INSERT INTO redemption_order_item (order_id, order_item_number, sale_channel_code, redemption_kind, product_id, product_variant_id,
                                          name_en, name_fr, quantity, unit_price_points, unit_sale_points, promotion_points,
                                          applied_promotions, points_paid, cash_cents, recipient_name, recipient_email, notes, charities,
                                          stock_reserved)
       SELECT $1, x.order_item_number, x.sale_channel_code, x.redemption_kind, x.product_id, x.product_variant_id, x.name_en, x.name_fr,
              x.quantity, x.unit_price_points, x.unit_sale_points, x.promotion_points, x.applied_promotions, x.points_paid, x.cash_cents,
              x.recipient_name, x.recipient_email, x.notes, x.charities, x.stock_reserved
         FROM jsonb_to_recordset($2::jsonb) AS x(order_item_number text, sale_channel_code text, redemption_kind text,
              product_id bigint, product_variant_id bigint, name_en text, name_fr text, quantity integer, unit_price_points bigint,
              unit_sale_points bigint, promotion_points bigint, applied_promotions jsonb, points_paid bigint, cash_cents bigint,
              recipient_name text, recipient_email text, notes text, charities jsonb, stock_reserved integer)
       RETURNING id`,
    values: [orderId, JSON.stringify(items)],
  });
  return inserted.rows.map((row) => row.id);
}

/** The fees an item was charged, named and priced as at checkout. */
export interface NewOrderItemFee {
  order_item_id: number;
  fee_type_id: number;
  code: string;
  name_en: string;
  name_fr: string | null;
  amount: number;
}

export async function insertOrderItemFees(db: Queryable, fees: readonly NewOrderItemFee[]): Promise<void> {
  if (fees.length === 0) return;
  await db.query(
    `INSERT INTO redemption_order_item_fee (order_item_id, additional_fee_type_id, code, name_en, name_fr, amount_points)
     SELECT x.order_item_id, x.fee_type_id, x.code, x.name_en, x.name_fr, x.amount
       FROM jsonb_to_recordset($1::jsonb) AS x(order_item_id bigint, fee_type_id bigint, code text, name_en text, name_fr text, amount bigint)
      ORDER BY x.order_item_id`,
    [JSON.stringify(fees)],
  );
}

/** The promotion codes that took points off the order, as they read at checkout. */
export interface NewOrderPromotion {
  id: number;
  code: string;
  title_en: string;
  title_fr: string | null;
  amount: number;
}

export async function insertOrderPromotions(db: Queryable, orderId: number, promotions: readonly NewOrderPromotion[]): Promise<void> {
  if (promotions.length === 0) return;
  await db.query(
    `INSERT INTO redemption_order_promotion (order_id, promotion_code_id, code, title_en, title_fr, amount_points)
     SELECT $1, x.id, x.code, x.title_en, x.title_fr, x.amount
       FROM jsonb_to_recordset($2::jsonb) AS x(id bigint, code text, title_en text, title_fr text, amount bigint)`,
    [orderId, JSON.stringify(promotions)],
  );
}
