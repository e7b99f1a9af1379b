import type { BinRange } from '@rewards-storefront/domain/payment/credit-card';
import type { Queryable } from '../database/queryable';

export interface BinRangeRow extends BinRange {
  cardBrand: 'visa' | 'mastercard' | 'amex';
}

/** The programme's accepted card ranges, in order. */
export async function findBinRanges(db: Queryable, programmeId: number): Promise<BinRangeRow[]> {
  const { rows } = await db.query<BinRangeRow>({
    name: 'bin-ranges',
    text: `SELECT range_start AS start, range_end AS "end", card_brand AS "cardBrand"
             FROM bin_range WHERE programme_id = $1 ORDER BY range_start`,
    values: [programmeId],
  });
  return rows;
}
