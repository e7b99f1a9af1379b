import type { Queryable } from '../database/queryable';

/** What an order cost and where it ships, fixed when it is placed (spec §4): the points, the cash part and its rate. */
export interface OrderAmounts {
  subtotalPoints: number;
  discountPoints: number;
  totalPoints: number;
  pointsPaid: number;
  cashPoints: number;
  cashCents: number;
  conversionRate: number;
  shippingAddress: Record<string, unknown> | null;
}

export interface OrderRow extends OrderAmounts {
  id: number;
  programmeId: number;
  accountId: number;
  memberId: number;
  referenceIdentifier: string;
  locale: 'en-CA' | 'fr-CA';
  createdAt: Date;
  accountReference: string;
  maskedNumber: string;
  cardNameEn: string;
  cardNameFr: string | null;
  memberFirstName: string;
  memberLastName: string;
  memberEmail: string | null;
  memberPhone: string | null;
  currencyId: number;
  currencyCode: string;
  currencySymbol: string;
}

const SELECT_ORDER = `
  SELECT o.id, o.programme_id AS "programmeId", o.account_id AS "accountId", o.member_id AS "memberId",
         o.reference_identifier AS "referenceIdentifier", o.locale,
         o.subtotal_points AS "subtotalPoints", o.discount_points AS "discountPoints", o.total_points AS "totalPoints",
         o.points_paid AS "pointsPaid", o.cash_points AS "cashPoints", o.cash_cents AS "cashCents",
         o.conversion_rate::float8 AS "conversionRate", o.shipping_address AS "shippingAddress", o.created_at AS "createdAt",
         a.reference_identifier AS "accountReference", a.masked_number AS "maskedNumber",
         cp.name_en AS "cardNameEn", cp.name_fr AS "cardNameFr",
         m.first_name AS "memberFirstName", m.last_name AS "memberLastName", m.email AS "memberEmail", m.phone AS "memberPhone",
         cur.id AS "currencyId", cur.code AS "currencyCode", cur.symbol AS "currencySymbol"
    FROM redemption_order o
    JOIN account a ON a.id = o.account_id
    JOIN card_product cp ON cp.id = a.card_product_id
    JOIN member m ON m.id = o.member_id
    JOIN programme p ON p.id = o.programme_id
    JOIN currency cur ON cur.id = p.points_currency_id`;

/** One of the member's own orders (another member's is not found), locked when `forUpdate`. */
export async function findOrderOfMember(
  db: Queryable,
  orderId: number,
  memberId: number,
  options: { forUpdate?: boolean } = {},
): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>({
    name: options.forUpdate ? 'order-of-member-for-update' : 'order-of-member',
    text: `${SELECT_ORDER} WHERE o.id = $1 AND o.member_id = $2${options.forUpdate ? ' FOR UPDATE OF o' : ''}`,
    values: [orderId, memberId],
  });
  return rows[0] ?? null;
}

export async function findOrdersByIds(db: Queryable, ids: readonly number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<OrderRow>(`${SELECT_ORDER} WHERE o.id = ANY($1::bigint[])`, [ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface OrderItemRow {
  id: number;
  orderId: number;
  orderItemNumber: string;
  saleChannelCode: 'SHOP' | 'EPBC' | 'EGIF' | 'TRAV' | 'TPPV';
  redemptionKind: string;
  productId: number | null;
  productSlug: string | null;
  nameEn: string;
  nameFr: string | null;
  quantity: number;
  unitPricePoints: number;
  unitSalePoints: number;
  promotionPoints: number;
  appliedPromotions: Array<{ promotion_code_id: number; code: string; title_en: string; title_fr: string | null; amount_points: number }>;
  pointsPaid: number;
  cashCents: number;
  trackingNumber: string | null;
  trackingUrl: string | null;
  serialNumber: string | null;
  recipientName: string | null;
  recipientEmail: string | null;
  payload: Record<string, unknown>;
  notes: string | null;
  /** The charities a donation was shared among, with their shares at checkout; empty for other items. */
  charities: Array<{ id: number; name_en: string; name_fr: string | null; points: number }>;
  statuses: Array<{ status: string; reason: string | null; created_at: string }>;
  productVariantId: number | null;
  /** What the item took from its variant's stock at checkout; a cancellation gives it back. */
  stockReserved: number;
  /** The fees the item was charged (issue 21 item 18), as at checkout. */
  fees: Array<{ code: string; name_en: string; name_fr: string | null; amount_points: number }>;
}

/** The items of orders with their status histories (oldest first), in item order. */
/** The order an order item belongs to, or null for no such item. */
/** The id of the member's order with this reference on this card; null when there is none. */
export async function findOrderIdByReference(
  db: Queryable,
  order: { referenceIdentifier: string; memberId: number; accountId: number },
): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM redemption_order WHERE reference_identifier = $1 AND member_id = $2 AND account_id = $3',
    [order.referenceIdentifier, order.memberId, order.accountId],
  );
  return rows[0]?.id ?? null;
}

export async function findOrderIdOfItem(db: Queryable, orderItemId: number): Promise<number | null> {
  const { rows } = await db.query<{ orderId: number }>('SELECT order_id AS "orderId" FROM redemption_order_item WHERE id = $1', [orderItemId]);
  return rows[0]?.orderId ?? null;
}

export async function findOrderItems(db: Queryable, orderIds: readonly number[]): Promise<OrderItemRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<OrderItemRow>({
    name: 'order-items',
    text: `SELECT i.id, i.order_id AS "orderId", i.order_item_number AS "orderItemNumber",
                  i.sale_channel_code AS "saleChannelCode", i.redemption_kind AS "redemptionKind",
                  i.product_id AS "productId", p.slug AS "productSlug", i.name_en AS "nameEn", i.name_fr AS "nameFr",
                  i.quantity, i.unit_price_points AS "unitPricePoints", i.unit_sale_points AS "unitSalePoints",
                  i.promotion_points AS "promotionPoints", i.applied_promotions AS "appliedPromotions", i.points_paid AS "pointsPaid", i.cash_cents AS "cashCents",
                  i.tracking_number AS "trackingNumber", i.tracking_url AS "trackingUrl", i.serial_number AS "serialNumber",
                  i.recipient_name AS "recipientName", i.recipient_email AS "recipientEmail", i.payload, i.notes, i.charities,
                  i.product_variant_id AS "productVariantId", i.stock_reserved AS "stockReserved",
                  COALESCE((SELECT json_agg(json_build_object('code', f.code, 'name_en', f.name_en, 'name_fr', f.name_fr,
                                                              'amount_points', f.amount_points) ORDER BY f.id)
                              FROM redemption_order_item_fee f WHERE f.order_item_id = i.id), '[]'::json) AS fees,
                  COALESCE((SELECT json_agg(json_build_object('status', s.status, 'reason', s.reason,
                                                              'created_at', to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                                            ORDER BY s.created_at, s.id)
                              FROM redemption_order_item_status s WHERE s.order_item_id = i.id), '[]'::json) AS statuses
             FROM redemption_order_item i
             LEFT JOIN product p ON p.id = i.product_id
            WHERE i.order_id = ANY($1::bigint[])
            ORDER BY i.order_id, i.id`,
    values: [orderIds],
  });
  return rows;
}

export interface PaymentTransactionRow {
  id: number;
  orderId: number;
  orderItemId: number | null;
  kind: 'charge' | 'refund';
  amountCents: number;
  currencyCode: string;
  processorReference: string;
  maskedCardNumber: string | null;
  billingAddress: Record<string, unknown> | null;
  createdAt: Date;
}

export async function findPaymentTransactions(db: Queryable, orderIds: readonly number[]): Promise<PaymentTransactionRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<PaymentTransactionRow>({
    name: 'order-payments',
    text: `SELECT id, order_id AS "orderId", order_item_id AS "orderItemId", kind, amount_cents AS "amountCents",
                  currency_code AS "currencyCode", processor_reference AS "processorReference",
                  masked_card_number AS "maskedCardNumber", billing_address AS "billingAddress", created_at AS "createdAt"
             FROM payment_transaction WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, id`,
    values: [orderIds],
  });
  return rows;
}

export interface OrderPromotionRow {
  orderId: number;
  promotionCodeId: number;
  code: string;
  titleEn: string;
  titleFr: string | null;
  amountPoints: number;
}

export async function findOrderPromotions(db: Queryable, orderIds: readonly number[]): Promise<OrderPromotionRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await db.query<OrderPromotionRow>({
    name: 'order-promotions',
    text: `SELECT order_id AS "orderId", promotion_code_id AS "promotionCodeId", code, title_en AS "titleEn",
                  title_fr AS "titleFr", amount_points AS "amountPoints"
             FROM redemption_order_promotion WHERE order_id = ANY($1::bigint[]) ORDER BY order_id, promotion_code_id`,
    values: [orderIds],
  });
  return rows;
}

/**
 * One page of the member's visible orders (spec §4, §9): since `since`, with
 * an item in one of `channels`, not declined (some item's last status is not
 * 'declined'), by creation time; and how many there are in all.
 */
export async function findOrderPage(
  db: Queryable,
  input: {
    memberId: number;
    accountId: number | null;
    since: Date;
    channels: readonly string[];
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
): Promise<{ ids: number[]; count: number }> {
  const order = input.direction === 'asc' ? 'ASC' : 'DESC';
  const { rows } = await db.query<{ id: number; count: number }>(
    `SELECT o.id, count(*) OVER ()::int AS count
       FROM redemption_order o
      WHERE o.member_id = $1 AND ($2::bigint IS NULL OR o.account_id = $2) AND o.created_at >= $3
        AND EXISTS (SELECT 1 FROM redemption_order_item i WHERE i.order_id = o.id AND i.sale_channel_code = ANY($4::text[]))
        AND EXISTS (SELECT 1 FROM redemption_order_item i
                     WHERE i.order_id = o.id
                       AND (SELECT s.status FROM redemption_order_item_status s WHERE s.order_item_id = i.id
                             ORDER BY s.created_at DESC, s.id DESC LIMIT 1) IS DISTINCT FROM 'declined')
      ORDER BY o.created_at ${order}, o.id ${order}
      LIMIT $5 OFFSET $6`,
    [input.memberId, input.accountId, input.since, input.channels, input.limit, input.offset],
  );
  if (rows.length > 0 || input.offset === 0) return { ids: rows.map((row) => row.id), count: rows[0]?.count ?? 0 };
  // A page past the last: still say how many there are.
  const counted = await findOrderPage(db, { ...input, offset: 0, limit: 1 });
  return { ids: [], count: counted.count };
}

/** The first status of items just inserted (a new order): they have no history to come after. */
export async function insertFirstItemStatus(db: Queryable, input: { itemIds: readonly number[]; status: string; at: Date }): Promise<void> {
  await db.query({
    name: 'insert-first-item-status',
    text: `INSERT INTO redemption_order_item_status (order_item_id, status, created_at)
           SELECT id, $2, $3 FROM unnest($1::bigint[]) AS id`,
    values: [input.itemIds, input.status, input.at],
  });
}

/** A later status of existing items (a cancellation). */
export async function insertItemStatus(
  db: Queryable,
  input: { itemIds: readonly number[]; status: string; reason: string | null; at: Date },
): Promise<void> {
  await db.query({
    name: 'insert-item-status',
    // Never before the item's latest status: a node whose clock runs behind the one that wrote it must still
    // make the newest status the current one (else a cancelled item would read as placed, and be refunded twice).
    text: `INSERT INTO redemption_order_item_status (order_item_id, status, reason, created_at)
           SELECT item.id, $2, $3,
                  GREATEST($4::timestamptz, (SELECT max(s.created_at) FROM redemption_order_item_status s WHERE s.order_item_id = item.id))
             FROM unnest($1::bigint[]) AS item(id)`,
    values: [input.itemIds, input.status, input.reason, input.at],
  });
}

export async function insertPaymentTransaction(
  db: Queryable,
  input: {
    orderId: number;
    orderItemId: number | null;
    kind: 'charge' | 'refund';
    amountCents: number;
    processor: string;
    processorReference: string;
    maskedCardNumber: string | null;
    cardBrand: string | null;
    billingAddress: Record<string, unknown> | null;
    at: Date;
  },
): Promise<void> {
  await db.query({
    name: 'insert-payment-transaction',
    text: `INSERT INTO payment_transaction (order_id, order_item_id, kind, amount_cents, processor, processor_reference,
                                            masked_card_number, card_brand, billing_address, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    values: [
      input.orderId,
      input.orderItemId,
      input.kind,
      input.amountCents,
      input.processor,
      input.processorReference,
      input.maskedCardNumber,
      input.cardBrand,
      input.billingAddress === null ? null : JSON.stringify(input.billingAddress),
      input.at,
    ],
  });
}
