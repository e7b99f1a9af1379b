import type { CommonFailure } from '@application/ports/gateway-failure';
import type {
  ExternalProductsRequest,
  ExternalProductsResult,
  ExternalRedemptionRequest,
  FinancialAccountVerificationRequest,
  FinancialRedemptionRequest,
  RedemptionGateway,
  RedemptionRefusal,
  RedemptionResult,
  TravelTokenResult,
  CardRatioResult,
  RedemptionValuesResult,
  RedemptionWayOffer,
  TravelBookingRequest,
  TravelCheckoutRequest,
  TravelCheckoutResult,
  TravelPartner,
  TravelPartnerResult,
  TravelQuote,
  TravelValidationResult,
  VerificationResult,
} from '@application/ports/redemption-gateway';
import type { ExternalRedemptionGroup, ExternalRedemptionProduct } from '@rewards-storefront/domain/redemptions/external-redemption';
import { canTransferMiles, milesFor } from '@rewards-storefront/domain/redemptions/miles-transfer';
import { maskAccountNumber, matchesAccountPattern } from '@rewards-storefront/domain/redemptions/partner-account-number';
import { pointsToCashCents } from '@rewards-storefront/domain/points/points-to-cash';
import { pointValue, pointValueOfMiles, pointValueOfRate } from '@rewards-storefront/domain/points/value-per-point';
import { eliteTravelBonus } from '@rewards-storefront/domain/redemptions/travel-bonus';
import { travelBookingEligibility } from '@rewards-storefront/domain/redemptions/travel-booking-eligibility';
import { toProduct } from '@infrastructure/http-redemption-gateway';
import { API_GROUPS, apiAirline, apiDirectDeposit, apiExternalProduct } from './redemption-api-fixtures';
import { NOT_FOUND, failed } from './failures';

/**
 * The ways to redeem of a demo card, unordered as the server sends them: the catalogues' best values, cash at one
 * cent a point and, for a card that may transfer miles, the three airlines at 1.5 cents a mile.
 */
export function demoRedemptionWays(withMiles: boolean): RedemptionWayOffer[] {
  const cash = pointValueOfRate(0.01);
  const named = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
  const airlines: RedemptionWayOffer[] = [
    { kind: 'miles', value: pointValueOfMiles(0.8, 150), slug: 'aurora-air', name: named('Aurora Air miles', 'Milles Aurora Air') },
    { kind: 'miles', value: pointValueOfMiles(1, 150), slug: 'maple-airways', name: named('Maple Airways miles', 'Milles Maple Airways') },
    { kind: 'miles', value: pointValueOfMiles(0.5, 150), slug: 'northern-skies', name: named('Northern Skies miles', 'Milles Northern Skies') },
  ];
  return [
    { kind: 'merchandise', value: pointValue(13_399, 10_000), slug: 'espresso-machine', name: named('Espresso Machine', 'Machine à espresso') },
    { kind: 'gift_card', value: pointValue(2_500, 2_250), slug: 'coffee-egift-card', name: named('Coffee eGift Card', 'Carte-cadeau électronique Café') },
    { kind: 'financial_reward', value: pointValue(2_500, 2_500), slug: 'mortgage-prepayment', name: named('Mortgage Prepayment', 'Remboursement anticipé hypothécaire') },
    ...(withMiles ? airlines : []),
    { kind: 'cash_back', value: cash, slug: 'cash-back', name: null },
    { kind: 'direct_deposit', value: cash, slug: 'direct-deposit', name: null },
    { kind: 'pay_with_rewards', value: cash, slug: null, name: null },
    { kind: 'annual_fee_eraser', value: cash, slug: null, name: null },
  ];
}

/** The demo groups' products as the adapter maps them (cash back 1, direct deposit 2, airlines 3 to 5). */
export function demoProducts(): Map<ExternalRedemptionGroup, ExternalRedemptionProduct[]> {
  return new Map([
    ['cash-back', [toProduct(apiExternalProduct(1), API_GROUPS['cash-back'])]],
    ['direct-deposit', [toProduct(apiDirectDeposit(2), API_GROUPS['direct-deposit'])]],
    [
      'travel-miles',
      [
        toProduct(apiAirline(3, 'Aurora Air', '[0-9]{9}'), API_GROUPS['travel-miles']),
        toProduct(apiAirline(4, 'Maple Airways', '[A-Z]{2}[0-9]{7}', { miles_per_point: 1 }), API_GROUPS['travel-miles']),
        toProduct(apiAirline(5, 'Northern Skies', '[0-9]{10}', { miles_per_point: 0.5 }), API_GROUPS['travel-miles']),
      ],
    ],
  ]);
}

/** A financial reward of the fake: its pattern and whether it needs verification. */
export interface FakeFinancialReward {
  readonly id: number;
  readonly name: string;
  readonly pattern: string;
  readonly needsVerification: boolean;
}

/**
 * Redemptions in memory, behaving like the programme API: products per
 * group with `isAllowed` from the card's type (`cardTypes`), a redemption
 * debits `balances` once per key (a key replays its first answer), miles
 * refused to other cards, fields checked against their patterns, financial
 * rewards verified first when they need it (numbers ending 0000 are
 * unknown, as the sandbox partner says). Another card is 404. Records
 * requests; `failure` makes every call fail.
 */
export class FakeRedemptionGateway implements RedemptionGateway {
  readonly redeemRequests: ExternalRedemptionRequest[] = [];
  readonly financialRequests: FinancialRedemptionRequest[] = [];
  failure: CommonFailure | RedemptionRefusal | null = null;
  readonly balances = new Map<number, number>([
    [101, 152_300],
    [102, 48_750],
    [103, 9_120],
  ]);
  readonly cardTypes = new Map<number, string>([
    [101, 'elite'],
    [102, 'premier_world'],
    [103, 'cash'],
  ]);
  readonly financialRewards: FakeFinancialReward[] = [
    { id: 900, name: 'Mortgage Prepayment', pattern: '[0-9]{7}', needsVerification: true },
    { id: 901, name: 'RRSP Contribution', pattern: '[0-9]{5,20}', needsVerification: false },
  ];
  private readonly answers = new Map<string, { body: string; result: RedemptionResult }>();
  private readonly verifications = new Map<number, { accountId: number; productId: number; accountNumber: string }>();
  private sequence = 0;

  constructor(readonly groups: Map<ExternalRedemptionGroup, ExternalRedemptionProduct[]> = demoProducts()) {}

  async products(request: ExternalProductsRequest): Promise<ExternalProductsResult> {
    if (this.failure) return failed(this.failure as CommonFailure);
    const cardType = this.cardTypes.get(request.accountId);
    if (cardType === undefined) return NOT_FOUND;
    const products = this.groups.get(request.group) ?? [];
    return {
      ok: true,
      products: products.map((product) => ({ ...product, isAllowed: product.kind !== 'miles_transfer' || canTransferMiles(cardType) })),
    };
  }

  async redeem(request: ExternalRedemptionRequest): Promise<RedemptionResult> {
    this.redeemRequests.push(request);
    return this.once(request.idempotencyKey, { ...request, idempotencyKey: '' }, () => {
      const cardType = this.cardTypes.get(request.accountId);
      const product = [...this.groups.values()].flat().find((candidate) => candidate.id === request.productId);
      if (cardType === undefined || !product) return NOT_FOUND;
      if (product.kind === 'miles_transfer' && !canTransferMiles(cardType))
        return failed<RedemptionRefusal>({ reason: 'card-not-eligible' });
      const fieldErrors = product.fields
        .filter((field) => !matchesAccountPattern(request.fields.find((value) => value.id === field.id)?.value ?? '', field.pattern))
        .map((field) => ({ field: `investments.fields.${field.code}`, message: `Invalid ${product.partnerName} account number` }));
      if (request.points < product.minPoints)
        fieldErrors.push({ field: 'investments.amount', message: 'Redemption amount must be equal to or more than' });
      if (fieldErrors.length > 0) return failed<CommonFailure>({ reason: 'invalid', fieldErrors });
      const account = request.fields[0]?.value.trim() ?? null;
      const isMiles = product.kind === 'miles_transfer';
      return this.debit(request.accountId, request.points, {
        kind: product.kind,
        title: product.title,
        cashCents: isMiles ? null : pointsToCashCents(request.points, 0.01),
        miles: isMiles ? milesFor(request.points, product.milesPerPoint ?? 1) : null,
        maskedAccountNumber: account === null ? null : product.kind === 'direct_deposit' ? `•••••${account}` : maskAccountNumber(account),
      });
    });
  }

  async verifyFinancialAccount(request: FinancialAccountVerificationRequest): Promise<VerificationResult> {
    if (this.failure) return failed(this.failure);
    const reward = this.financialRewards.find((candidate) => candidate.id === request.productId);
    if (!this.cardTypes.has(request.accountId) || !reward) return NOT_FOUND;
    if (!matchesAccountPattern(request.accountNumber, reward.pattern)) {
      return failed<CommonFailure>({
        reason: 'invalid',
        fieldErrors: [{ field: 'investment.account_number', message: `Invalid ${reward.name} account number` }],
      });
    }
    if (request.accountNumber.trim().endsWith('0000')) return failed<RedemptionRefusal>({ reason: 'account-not-verified' });
    this.sequence += 1;
    this.verifications.set(this.sequence, { ...request, accountNumber: request.accountNumber.trim() });
    return { ok: true, verificationId: this.sequence, maskedAccountNumber: maskAccountNumber(request.accountNumber) };
  }

  async redeemFinancialReward(request: FinancialRedemptionRequest): Promise<RedemptionResult> {
    this.financialRequests.push(request);
    return this.once(request.idempotencyKey, { ...request, idempotencyKey: '' }, () => {
      const reward = this.financialRewards.find((candidate) => candidate.id === request.productId);
      if (!this.cardTypes.has(request.accountId) || !reward) return NOT_FOUND;
      if (request.points < 2_500) {
        return failed<CommonFailure>({
          reason: 'invalid',
          fieldErrors: [{ field: 'data.investments.amount', message: 'Redemption amount must be equal to or more than 2500 Points' }],
        });
      }
      const verification = request.verificationId === null ? undefined : this.verifications.get(request.verificationId);
      const verified =
        verification?.accountId === request.accountId &&
        verification.productId === reward.id &&
        verification.accountNumber === request.accountNumber.trim();
      if (reward.needsVerification && !verified) return failed<RedemptionRefusal>({ reason: 'verification-required' });
      return this.debit(request.accountId, request.points, {
        kind: 'financial_reward',
        title: reward.name,
        cashCents: pointsToCashCents(request.points, 0.01),
        miles: null,
        maskedAccountNumber: maskAccountNumber(request.accountNumber),
      });
    });
  }

  async travelToken(accountId: number): Promise<TravelTokenResult> {
    if (this.failure) return failed(this.failure as CommonFailure);
    if (!this.cardTypes.has(accountId)) return NOT_FOUND;
    return {
      ok: true,
      token: `travel-token-${accountId}`,
      travelUrl: '/sandbox/travel-partner/authenticate',
      vacationUrls: { 'en-CA': '/sandbox/vacations/en', 'fr-CA': '/sandbox/vacations/fr' },
    };
  }

  /** Dollars per point of each card (the programme's 0.01 unless a test says otherwise). */
  readonly ratios = new Map<number, number>([
    [101, 0.01],
    [102, 0.01],
    [103, 0.01],
  ]);
  ratioRequests = 0;

  async cardRatio(accountId: number): Promise<CardRatioResult> {
    this.ratioRequests += 1;
    if (this.failure) return failed(this.failure as CommonFailure);
    const rate = this.ratios.get(accountId);
    return rate === undefined ? NOT_FOUND : { ok: true, conversionRate: rate };
  }

  /** What a point is worth per card, as the demo programme answers for its Elite card (101) and its Cash Rewards card (103, no miles). */
  readonly values = new Map<number, readonly RedemptionWayOffer[]>([
    [101, demoRedemptionWays(true)],
    [102, demoRedemptionWays(true)],
    [103, demoRedemptionWays(false)],
  ]);

  async redemptionValues(accountId: number): Promise<RedemptionValuesResult> {
    if (this.failure) return failed(this.failure as CommonFailure);
    const ways = this.values.get(accountId);
    return ways === undefined ? NOT_FOUND : { ok: true, cashBack: pointValueOfRate(0.01), mileValueHundredthsOfCent: 150, ways };
  }

  /** The travel partner's trips, as the sandbox partner quotes them. */
  readonly travelOffers = new Map<string, Omit<TravelQuote, 'bonusPoints'>>([
    [
      'hotel-quebec',
      {
        offerCode: 'hotel-quebec',
        itemName: 'Hotel in Québec City, 2 nights',
        productType: 'hotel',
        origin: null,
        destination: 'Québec, QC',
        startDate: '2026-03-22',
        endDate: '2026-03-24',
        points: 24_000,
      },
    ],
    [
      'flight-yul-yvr',
      {
        offerCode: 'flight-yul-yvr',
        itemName: 'Flight Montréal (YUL) – Vancouver (YVR)',
        productType: 'flight',
        origin: 'YUL',
        destination: 'YVR',
        startDate: '2026-03-31',
        endDate: '2026-04-07',
        points: 32_000,
      },
    ],
  ]);
  readonly travelCheckouts: Array<{ accountId: number; offerCode: string; idempotencyKey: string }> = [];
  private readonly travelAnswers = new Map<string, { body: string; result: TravelCheckoutResult }>();

  /** The travel partner's configuration (the sandbox partner's unless a test says otherwise). */
  partner: TravelPartner = {
    name: { 'en-CA': 'Demo Travel', 'fr-CA': 'Voyages Démo' },
    travelUrl: '/sandbox/travel-partner/authenticate',
    vacationUrls: { 'en-CA': '/sandbox/vacations/en', 'fr-CA': '/sandbox/vacations/fr' },
    eliteBonusPercent: 20,
  };

  async travelPartner(): Promise<TravelPartnerResult> {
    if (this.failure) return failed(this.failure as CommonFailure);
    return { ok: true, partner: this.partner };
  }

  private quoteOf(accountId: number, offerCode: string): TravelQuote | null {
    const offer = this.travelOffers.get(offerCode);
    return offer ? { ...offer, bonusPoints: eliteTravelBonus(offer.points, this.cardTypes.get(accountId) ?? '') } : null;
  }

  async validateTravelBooking(request: TravelBookingRequest): Promise<TravelValidationResult> {
    if (this.failure) return failed(this.failure as CommonFailure);
    if (!this.cardTypes.has(request.accountId)) return NOT_FOUND;
    const quote = this.quoteOf(request.accountId, request.offerCode);
    if (!quote) return failed({ reason: 'unknown-offer' as const });
    const balance = this.balances.get(request.accountId) ?? 0;
    const eligibility = travelBookingEligibility({ cardActive: true, canWrite: true, balance, points: quote.points });
    return { ok: true, refusal: eligibility.ok ? null : eligibility.reason, balance, quote };
  }

  async checkoutTravelBooking(request: TravelCheckoutRequest): Promise<TravelCheckoutResult> {
    this.travelCheckouts.push({ accountId: request.accountId, offerCode: request.offerCode, idempotencyKey: request.idempotencyKey });
    if (this.failure) return failed(this.failure as CommonFailure);
    const text = JSON.stringify([request.accountId, request.offerCode]);
    const seen = this.travelAnswers.get(request.idempotencyKey);
    if (seen) return seen.body === text ? seen.result : failed({ reason: 'key-reused' as const });
    if (!this.cardTypes.has(request.accountId)) return NOT_FOUND;
    const quote = this.quoteOf(request.accountId, request.offerCode);
    if (!quote) return failed({ reason: 'unknown-offer' as const });
    const balance = this.balances.get(request.accountId) ?? 0;
    if (balance < quote.points) return failed({ reason: 'insufficient-points' as const });
    this.balances.set(request.accountId, balance - quote.points + quote.bonusPoints);
    this.sequence += 1;
    const result: TravelCheckoutResult = {
      ok: true,
      orderId: 7_000 + this.sequence,
      reference: `T-FAKE-${this.sequence}`,
      balance: balance - quote.points + quote.bonusPoints,
      quote,
    };
    this.travelAnswers.set(request.idempotencyKey, { body: text, result });
    return result;
  }

  private once(key: string, body: object, run: () => RedemptionResult): RedemptionResult {
    if (this.failure) return failed(this.failure);
    const seen = this.answers.get(key);
    const text = JSON.stringify(body);
    if (seen) return seen.body === text ? seen.result : failed<RedemptionRefusal>({ reason: 'key-reused' });
    const result = run();
    this.answers.set(key, { body: text, result });
    return result;
  }

  private debit(
    accountId: number,
    points: number,
    receipt: Pick<
      import('@rewards-storefront/domain/redemptions/external-redemption').RedemptionReceipt,
      'kind' | 'title' | 'cashCents' | 'miles' | 'maskedAccountNumber'
    >,
  ): RedemptionResult {
    const balance = this.balances.get(accountId) ?? 0;
    if (balance < points) return failed<RedemptionRefusal>({ reason: 'insufficient-points' });
    this.balances.set(accountId, balance - points);
    this.sequence += 1;
    return {
      ok: true,
      receipt: {
        ...receipt,
        orderId: this.sequence,
        referenceIdentifier: `R260101-FAKE${String(this.sequence).padStart(4, '0')}`,
        points,
        balance: balance - points,
      },
    };
  }
}
