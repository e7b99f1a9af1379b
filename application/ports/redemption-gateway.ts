import type { ExternalRedemptionGroup, ExternalRedemptionProduct, RedemptionReceipt } from '@rewards-storefront/domain/redemptions/external-redemption';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { TravelBookingRefusal } from '@rewards-storefront/domain/redemptions/travel-booking-eligibility';
import type { TravelProductType } from '@rewards-storefront/domain/itinerary/itinerary';
import type { RedemptionWay } from '@rewards-storefront/domain/points/redemption-ways';
import type { PointValue } from '@rewards-storefront/domain/points/value-per-point';
import type { GatewayFailure } from './gateway-failure';
import type { PointsDebitRefusal } from './points-debit-refusal';

/**
 * Why a redemption was refused: a debit's refusals; the card may not
 * redeem this product (miles: spec §6); the consents were not given; the
 * partner does not know the account or it was not verified first
 * (financial rewards).
 */
export type RedemptionRefusal =
  | PointsDebitRefusal
  | { readonly reason: 'card-not-eligible' }
  | { readonly reason: 'consent-required' }
  | { readonly reason: 'account-not-verified' }
  | { readonly reason: 'verification-required' };

export type ExternalProductsResult = { readonly ok: true; readonly products: readonly ExternalRedemptionProduct[] } | GatewayFailure;
export type RedemptionResult = { readonly ok: true; readonly receipt: RedemptionReceipt } | GatewayFailure<RedemptionRefusal>;
export type VerificationResult =
  { readonly ok: true; readonly verificationId: number; readonly maskedAccountNumber: string } | GatewayFailure<RedemptionRefusal>;
export type TravelTokenResult =
  | { readonly ok: true; readonly token: string; readonly travelUrl: string; readonly vacationUrls: Readonly<Record<Locale, string>> }
  | GatewayFailure;

/** A card's points-to-dollar ratio (spec §7 GET /member/account/{id}/ratio): dollars per point. */
export type CardRatioResult = { readonly ok: true; readonly conversionRate: number } | GatewayFailure;

/**
 * A way the card can redeem and a point's value there (issue 26 item 1):
 * `slug` is the product's (catalogues, miles partners) or the group's code
 * (cash back, direct deposit); `name` the product or partner, null for cash.
 */
export interface RedemptionWayOffer extends RedemptionWay {
  readonly slug: string | null;
  readonly name: Readonly<Record<Locale, string>> | null;
}

/** Every way a card can redeem with its value, unordered, and the value of cash back (GET /member/account/{id}/redemption-values). */
export type RedemptionValuesResult =
  | {
      readonly ok: true;
      readonly cashBack: PointValue;
      /** The programme's reference value of one airline mile, in hundredths of a cent (150: 1.5 cents). */
      readonly mileValueHundredthsOfCent: number;
      readonly ways: readonly RedemptionWayOffer[];
    }
  | GatewayFailure;

/** The travel partner (spec §7 GET /member/ascenda/partner): its name, its sites and where it sends members back. */
export interface TravelPartner {
  readonly name: Readonly<Record<Locale, string>>;
  readonly travelUrl: string;
  readonly vacationUrls: Readonly<Record<Locale, string>>;
  readonly eliteBonusPercent: number;
}

/** A trip of the travel partner as it quotes it in points (dates are the trip's days, YYYY-MM-DD). */
export interface TravelQuote {
  readonly offerCode: string;
  readonly itemName: string;
  readonly productType: TravelProductType;
  readonly origin: string | null;
  readonly destination: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly points: number;
  readonly bonusPoints: number;
}

export type TravelPartnerResult = { readonly ok: true; readonly partner: TravelPartner } | GatewayFailure;
/** Whether the card may book the trip (validate-member): `refusal` says why not. */
export type TravelValidationResult =
  | { readonly ok: true; readonly refusal: TravelBookingRefusal | null; readonly balance: number; readonly quote: TravelQuote }
  | GatewayFailure<{ readonly reason: 'unknown-offer' }>;
export type TravelCheckoutRefusal = PointsDebitRefusal | { readonly reason: 'unknown-offer' };
export type TravelCheckoutResult =
  | { readonly ok: true; readonly orderId: number; readonly reference: string; readonly balance: number; readonly quote: TravelQuote }
  | GatewayFailure<TravelCheckoutRefusal>;

/** What every redemption of points names: the card, the product, the points, the language of the answer, and the attempt's key (the same for a retry of that attempt). */
export interface PointsRedemptionRequest {
  readonly accountId: number;
  readonly productId: number;
  readonly points: number;
  readonly locale: Locale;
  readonly idempotencyKey: string;
}

/** The products of one group, with whether card `accountId` may redeem each. */
export interface ExternalProductsRequest {
  readonly group: ExternalRedemptionGroup;
  readonly accountId: number;
  readonly locale: Locale;
}

/** The partner's check of the account a financial reward would go into, before it is redeemed. */
export interface FinancialAccountVerificationRequest {
  readonly accountId: number;
  readonly productId: number;
  readonly accountNumber: string;
}

/** The partner's trip `offerCode`, booked with card `accountId`. */
export interface TravelBookingRequest {
  readonly accountId: number;
  readonly offerCode: string;
  readonly locale: Locale;
}

/** A booking of the trip, with the partner's attempt id as its key. */
export interface TravelCheckoutRequest extends TravelBookingRequest {
  readonly idempotencyKey: string;
}

/** One external redemption, with the product's fields as the member filled them. */
export interface ExternalRedemptionRequest extends PointsRedemptionRequest {
  readonly fields: ReadonlyArray<{ readonly id: number; readonly value: string }>;
}

/** One financial reward redemption into an account at the partner. */
export interface FinancialRedemptionRequest extends PointsRedemptionRequest {
  readonly accountNumber: string;
  readonly verificationId: number | null;
}

/**
 * Redemptions outside the cart (spec §7 external redemption, financial
 * redemption, travel token).
 *
 * Contract: the products of a group say whether the card may redeem each;
 * a redemption debits its points once, whatever the number of attempts
 * with one key, and answers the confirmation; the consents of spec §5 are
 * always given (the member ticked them); another member's card is
 * `not-found`; a card short of points is `insufficient-points`; miles from
 * other cards than Elite or Premier World are `card-not-eligible`. Never
 * throws for HTTP or network failures.
 */
export interface RedemptionGateway {
  products(request: ExternalProductsRequest): Promise<ExternalProductsResult>;
  redeem(request: ExternalRedemptionRequest): Promise<RedemptionResult>;
  verifyFinancialAccount(request: FinancialAccountVerificationRequest): Promise<VerificationResult>;
  redeemFinancialReward(request: FinancialRedemptionRequest): Promise<RedemptionResult>;
  travelToken(accountId: number): Promise<TravelTokenResult>;
  /** The card's conversion ratio, from its programme's configuration; another member's card is `not-found`. */
  cardRatio(accountId: number): Promise<CardRatioResult>;
  /** What a point of card `accountId` is worth in every way it can redeem; another member's card is `not-found`. */
  redemptionValues(accountId: number): Promise<RedemptionValuesResult>;
  /** The travel partner's configuration. */
  travelPartner(): Promise<TravelPartnerResult>;
  /** Whether card `accountId` may book the partner's trip `offerCode`; a trip it does not offer is `unknown-offer`. */
  validateTravelBooking(request: TravelBookingRequest): Promise<TravelValidationResult>;
  /** Books the trip with the card's points, once per `idempotencyKey` (the partner's attempt id). */
  checkoutTravelBooking(request: TravelCheckoutRequest): Promise<TravelCheckoutResult>;
}
