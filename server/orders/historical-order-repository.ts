import type { Queryable } from '../database/queryable';

export interface HistoricalOrderRow {
  id: number;
  referenceIdentifier: string;
  orderedAt: Date;
  programCurrency: string;
  totalAmount: number;
  paidAmount: number;
  cashAmountCents: number;
  fiatCurrency: string;
  items: Array<{ description_en: string; description_fr: string | null; program_amount: number; order_item_status: string }>;
}

/**
 * One page of a member's historical orders (or of one of their cards),
 * newest first, each with its items in their order, and how many there are
 * in all (also for a page past the last).
 */
export async function findHistoricalOrderPage(
  db: Queryable,
  input: { memberId: number; accountId: number | null; limit: number; offset: number },
): Promise<{ rows: HistoricalOrderRow[]; count: number }> {
  const [page, total] = await Promise.all([
    db.query<HistoricalOrderRow>(
      `SELECT o.id::int AS id, o.reference_identifier AS "referenceIdentifier", o.ordered_at AS "orderedAt",
              o.program_currency AS "programCurrency", o.total_amount::int AS "totalAmount", o.paid_amount::int AS "paidAmount",
              o.cash_amount_cents::int AS "cashAmountCents", o.fiat_currency AS "fiatCurrency",
              COALESCE((SELECT jsonb_agg(jsonb_build_object('description_en', i.description_en, 'description_fr', i.description_fr,
                                                            'program_amount', i.program_amount, 'order_item_status', i.order_item_status)
                                         ORDER BY i.position)
                          FROM historical_order_item i WHERE i.historical_order_id = o.id), '[]'::jsonb) AS items
         FROM historical_order o
        WHERE o.member_id = $1 AND ($2::bigint IS NULL OR o.account_id = $2)
        ORDER BY o.ordered_at DESC, o.id DESC
        LIMIT $3 OFFSET $4`,
      [input.memberId, input.accountId, input.limit, input.offset],
    ),
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM historical_order WHERE member_id = $1 AND ($2::bigint IS NULL OR account_id = $2)',
      [input.memberId, input.accountId],
    ),
  ]);
  return { rows: page.rows, count: total.rows[0]?.count ?? 0 };
}
