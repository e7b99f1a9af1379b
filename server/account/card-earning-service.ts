import { EARNING_WINDOW_DAYS } from '@rewards-storefront/domain/catalogue/points-goal';
import type { Pool } from 'pg';
import type { CardEarning } from '@openapi/schemas';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { findCardMembership } from './card-membership-repository';
import { sumEarnedPoints } from './card-earning-repository';
import type { MemberRow } from './member-repository';

const DAY_MS = 86_400_000;

/**
 * GET /member/account/{id}/earning (issue 26 item 2): what the card earned
 * over the window the wishlist's points goals estimate from (the domain's
 * `EARNING_WINDOW_DAYS`), ending now. Any member of the card may read it;
 * another member's card is a 404, as for every card operation.
 */
export class CardEarningService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async earning(member: MemberRow, accountId: number): Promise<CardEarning> {
    const card = await findCardMembership(this.pool, member.id, accountId);
    if (!card) throw ApiError.notFound('No such card for this member.');
    const to = this.clock.now();
    const from = new Date(to.getTime() - EARNING_WINDOW_DAYS * DAY_MS);
    const earned = await sumEarnedPoints(this.pool, accountId, from, to);
    return { account_id: accountId, window_days: EARNING_WINDOW_DAYS, earned_points: earned, from: from.toISOString(), to: to.toISOString() };
  }
}
