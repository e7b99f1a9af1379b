import { pointValue, pointValueOfMiles, pointValueOfRate, type PointValue } from '@rewards-storefront/domain/points/value-per-point';
import type { RedemptionWayKind } from '@rewards-storefront/domain/points/redemption-ways';
import type { Pool } from 'pg';
import type { RedemptionValues, RedemptionValueWay } from '@openapi/schemas';
import { findCardMembership } from '../account/card-membership-repository';
import type { MemberRow } from '../account/member-repository';
import { ApiError } from '../http/api-error';
import { findConversionRate } from '../transactions/transaction-repository';
import { findCardType } from './external-redemption-repository';
import { findBestCatalogueValues, findExternalWays, findMileReferenceValue } from './redemption-value-repository';

/** The catalogues whose products are ways to redeem, and the way each is. */
const CATALOGUE_WAYS: Record<string, RedemptionWayKind> = {
  merchandise: 'merchandise',
  'gift-cards': 'gift_card',
  'financial-rewards': 'financial_reward',
};

function way(kind: RedemptionWayKind, value: PointValue, slug: string | null, name: [string, string] | null): RedemptionValueWay {
  return { kind, cents: value.cents, points: value.points, slug, name: name === null ? null : { 'en-CA': name[0], 'fr-CA': name[1] } };
}

/**
 * GET /member/account/{id}/redemption-values (issue 26 item 1): what a point
 * of the card is worth in every way it can redeem, each as the exact cents
 * over points it comes from (the domain's `PointValue`): the catalogues'
 * best retail value, the card's conversion rate for cash back, direct
 * deposit, Pay with Rewards and the annual-fee eraser, and each airline
 * partner's miles at the programme's reference value of a mile. The server
 * gives the facts it alone holds; ranking and wording are the domain's, in
 * the storefront. Another member's card is a 404, as for every card call.
 */
export class RedemptionValueService {
  constructor(private readonly pool: Pool) {}

  async values(member: MemberRow, accountId: number): Promise<RedemptionValues> {
    const card = await findCardMembership(this.pool, member.id, accountId);
    if (!card) throw ApiError.notFound('No such card for this member.');
    const [rate, cardType, mileValue, catalogues] = await Promise.all([
      findConversionRate(this.pool, accountId),
      findCardType(this.pool, accountId),
      findMileReferenceValue(this.pool, member.programmeId),
      findBestCatalogueValues(this.pool, member.programmeId, Object.keys(CATALOGUE_WAYS)),
    ]);
    const external = await findExternalWays(this.pool, member.programmeId, cardType);
    const cash = pointValueOfRate(rate);
    const ways: RedemptionValueWay[] = [];
    for (const row of catalogues) {
      const kind = CATALOGUE_WAYS[row.catalogSlug];
      if (kind) ways.push(way(kind, pointValue(row.cents, row.points), row.slug, [row.nameEn, row.nameFr]));
    }
    // One line per cash group (its products all convert at the card's rate), one per airline partner.
    const cashGroups = new Set<string>();
    for (const row of external) {
      if (row.kind === 'miles_transfer') {
        if (row.milesPerPoint !== null) ways.push(way('miles', pointValueOfMiles(row.milesPerPoint, mileValue), row.slug, [row.titleEn, row.titleFr]));
      } else if (!cashGroups.has(row.groupCode)) {
        cashGroups.add(row.groupCode);
        ways.push(way(row.kind, cash, row.groupCode, null));
      }
    }
    ways.push(way('pay_with_rewards', cash, null, null), way('annual_fee_eraser', cash, null, null));
    return {
      account_id: accountId,
      cash_back: { cents: cash.cents, points: cash.points },
      mile_reference_value_hundredths_cent: mileValue,
      ways,
    };
  }
}
