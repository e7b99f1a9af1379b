import type { Pool } from 'pg';
import { ApiError } from '../http/api-error';
import { findConversionRate, findPointsCurrency } from '../transactions/transaction-repository';
import { findCardMembership } from './card-membership-repository';
import type { MemberRow } from './member-repository';

export interface CardRatio {
  account_id: number;
  conversion_rate: number;
  points_currency_id: number;
  fiat_currency_code: 'CAD';
}

/**
 * GET /member/account/{id}/ratio (spec §7): the rate, in dollars per point,
 * that every conversion of the card uses on the server (eraser, Pay with
 * Rewards, redemption orders: `findConversionRate`), so the storefront's
 * previews and the server's debits agree. Any member of the card may read
 * it (a redeemer converts too); another member's card is a 404, as for
 * every card operation.
 */
export class CardRatioService {
  constructor(private readonly pool: Pool) {}

  async ratio(member: MemberRow, accountId: number): Promise<CardRatio> {
    const card = await findCardMembership(this.pool, member.id, accountId);
    if (!card) throw ApiError.notFound('No such card for this member.');
    const [rate, currency] = await Promise.all([findConversionRate(this.pool, accountId), findPointsCurrency(this.pool, accountId)]);
    return { account_id: accountId, conversion_rate: rate, points_currency_id: currency.id, fiat_currency_code: 'CAD' };
  }
}
