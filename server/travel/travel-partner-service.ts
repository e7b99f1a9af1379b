import { formatPoints } from '@rewards-storefront/domain/format/format-points';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { ELITE_TRAVEL_BONUS_PERCENT, eliteTravelBonus } from '@rewards-storefront/domain/redemptions/travel-bonus';
import { travelBookingEligibility, type TravelBookingRefusal } from '@rewards-storefront/domain/redemptions/travel-booking-eligibility';
import type { Pool } from 'pg';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { findCardTier } from '../account/account-repository';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';
import { creditPoints, readBalance } from '../ledger/point-ledger';
import { delayedPostingDate } from '@rewards-storefront/domain/points/points-statement';
import { placeRedemptionOrder } from '../redemptions/redemption-order';
import { findConversionRate } from '../transactions/transaction-repository';
import { TRAVEL_OFFERS, type TravelOffer } from './travel-booking-service';

const DAY_MS = 86_400_000;

/** The sandbox partner's names (decisions §3); a configured partner is named by its address's host. */
const SANDBOX_PARTNER_NAME = { 'en-CA': 'Demo Travel', 'fr-CA': 'Voyages Démo' } as const;

/** What the storefront and the partner know of the travel partner (GET /member/ascenda/partner). */
export interface TravelPartnerConfig {
  name: { 'en-CA': string; 'fr-CA': string };
  travel_url: string;
  vacation_urls: { 'en-CA': string; 'fr-CA': string };
  sale_channel_codes: Array<'TRAV' | 'TPPV'>;
  elite_bonus_percent: number;
  /** Where the partner sends the member back to confirm a trip with points (a store path, `{lang}`-less). */
  checkout_path: string;
}

/** The trip a booking is for, as the partner quoted it. */
export interface TravelQuote {
  offer_code: string;
  item_name: string;
  product_type: TravelOffer['productType'];
  origin: string | null;
  destination: string;
  start_date: string;
  end_date: string;
  points: number;
  bonus_points: number;
}

export interface TravelValidation {
  account_id: number;
  may_book: boolean;
  reason: TravelBookingRefusal | null;
  balance: number;
  booking: TravelQuote;
}

export interface TravelCheckoutBody {
  data: {
    order_id: number;
    reference_identifier: string;
    booking_status: 'confirmed';
    booking: TravelQuote;
    balance: number;
  };
}

/** The store path the partner sends a member back to, to confirm a trip with points. */
export const TRAVEL_CHECKOUT_PATH = '/travel-miles';

function offerOf(code: string): TravelOffer {
  const offer = TRAVEL_OFFERS.find((candidate) => candidate.code === code);
  if (!offer) throw ApiError.validation([{ field: 'offer_code', message: 'is not a trip the travel partner offers' }]);
  return offer;
}

function quoteOf(offer: TravelOffer, tier: string, locale: Locale, now: Date): TravelQuote {
  const day = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);
  return {
    offer_code: offer.code,
    item_name: offer.name[locale === 'fr-CA' ? 1 : 0],
    product_type: offer.productType,
    origin: offer.origin,
    destination: offer.destination,
    start_date: day(offer.startsInDays),
    end_date: day(offer.startsInDays + offer.days),
    points: offer.points,
    bonus_points: eliteTravelBonus(offer.points, tier),
  };
}

/**
 * The travel partner calls of spec §7 (`/member/ascenda/…`; cancel is
 * TravelCancellationService): the partner's configuration, whether the
 * member may book a trip on a card, and the checkout that pays it with
 * points. The sandbox partner (decisions §3) sends the member back to the
 * store with the trip chosen; the store asks validate-member, then checkout,
 * with the member's own session, so access, ownership and the acting agent
 * are those of every member call.
 *
 * Always holds (decisions §8): a booking is an order of one TRAV (flights)
 * or TPPV item debited once per Idempotency-Key, the balance row locked
 * last (placeRedemptionOrder), never below zero; an Elite card gets 20% back
 * as one `bonus` ledger entry keyed to the order; another member's card is a
 * 404; a read-only agent is refused before anything (x-access write).
 */
export class TravelPartnerService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly mail: MailDispatcher,
    private readonly partners: { travelUrl: string; vacationUrls: { 'en-CA': string; 'fr-CA': string }; sandbox: boolean },
  ) {}

  partner(): TravelPartnerConfig {
    const host = this.partners.sandbox ? null : new URL(this.partners.travelUrl, 'http://partner.invalid').host;
    return {
      name: host === null ? { ...SANDBOX_PARTNER_NAME } : { 'en-CA': host, 'fr-CA': host },
      travel_url: this.partners.travelUrl,
      vacation_urls: { ...this.partners.vacationUrls },
      sale_channel_codes: ['TRAV', 'TPPV'],
      elite_bonus_percent: ELITE_TRAVEL_BONUS_PERCENT,
      checkout_path: TRAVEL_CHECKOUT_PATH,
    };
  }

  async validateMember(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; offerCode: string; locale: Locale },
  ): Promise<TravelValidation> {
    const offer = offerOf(input.offerCode);
    const card = await requireCardCapability(this.pool, member, input.accountId, 'redeem');
    const balance = await readBalance(this.pool, input.accountId);
    const eligibility = travelBookingEligibility({
      cardActive: card.status === 'ACTIVE',
      canWrite: session.loginAs === null || session.loginAs.adminAccessLevel === 'write',
      balance,
      points: offer.points,
    });
    return {
      account_id: input.accountId,
      may_book: eligibility.ok,
      reason: eligibility.ok ? null : eligibility.reason,
      balance,
      booking: quoteOf(offer, await findCardTier(this.pool, input.accountId), input.locale, this.clock.now()),
    };
  }

  async checkout(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; offerCode: string; locale: Locale; idempotencyKey: string; hash: string },
  ): Promise<IdempotentAnswer<TravelCheckoutBody>> {
    const offer = offerOf(input.offerCode);
    const answer = await runIdempotent<TravelCheckoutBody>(
      this.pool,
      { memberId: member.id, key: input.idempotencyKey, hash: input.hash },
      async (client) => {
        await declareActingAgent(client, actingAgentOf(session));
        const card = await requireCardCapability(client, member, input.accountId, 'redeem');
        if (card.status !== 'ACTIVE') throw ApiError.conflict('ACCOUNT_NOT_ACTIVE', 'This card is on hold or cancelled.');
        const now = this.clock.now();
        const quote = quoteOf(offer, await findCardTier(client, input.accountId), input.locale, now);
        const traveller = [{ first_name: member.firstName, last_name: member.lastName }];
        const t = input.locale === 'fr-CA';
        const placed = await placeRedemptionOrder(client, {
          member,
          adminId: session.loginAs?.adminId ?? null,
          accountId: input.accountId,
          locale: input.locale,
          now,
          kind: offer.productType,
          channel: offer.productType === 'flight' ? 'TRAV' : 'TPPV',
          name: offer.name,
          points: offer.points,
          conversionRate: await findConversionRate(client, input.accountId),
          productId: null,
          payload: {
            product_type: offer.productType,
            booking_status: 'confirmed',
            item_number: `${offer.productType.slice(0, 3).toUpperCase()}-${now.getTime().toString(36).toUpperCase()}`,
            origin: offer.origin,
            destination: offer.destination,
            start_date: quote.start_date,
            end_date: quote.end_date,
            [offer.productType === 'hotel' ? 'guests' : offer.productType === 'car' ? 'drivers' : 'passengers']: traveller,
            partner: offer.site === 'vacation' ? 'sandbox-vacations' : 'sandbox-travel',
            offer_code: offer.code,
            elite_bonus_points: quote.bonus_points,
          },
          consents: {},
          status: 'confirmed',
          referencePrefix: 'T',
          email: {
            facts: [[t ? 'Points utilisés' : 'Points used', formatPoints(offer.points, input.locale)]],
            expectation:
              quote.bonus_points > 0
                ? t
                  ? `En tant que titulaire de carte Élite, vous récupérez ${formatPoints(quote.bonus_points, input.locale)} (20\u00a0%) en crédit voyage, porté à votre relevé dans un délai de 48 à 72 heures.`
                  : `As an Elite cardholder you get ${formatPoints(quote.bonus_points, input.locale)} (20%) back as a travel statement credit, posted within 48 to 72 hours.`
                : null,
          },
        });
        if (quote.bonus_points > 0) {
          await creditPoints(client, 'bonus', {
            accountId: input.accountId,
            points: quote.bonus_points,
            description: `Elite travel bonus: ${placed.reference}`,
            source: { type: 'travel_bonus', id: placed.orderId },
            idempotencyKey: `order:${placed.orderId}:elite-travel-bonus`,
            at: now,
            postsAt: delayedPostingDate('travel_credit', now),
          });
        }
        return {
          statusCode: 201,
          body: {
            data: {
              order_id: placed.orderId,
              reference_identifier: placed.reference,
              booking_status: 'confirmed' as const,
              booking: quote,
              balance: placed.balance + quote.bonus_points,
            },
          },
        };
      },
    );
    this.mail.kick();
    return answer;
  }
}
