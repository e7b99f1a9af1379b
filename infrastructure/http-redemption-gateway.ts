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
  TravelCheckoutRefusal,
  TravelBookingRequest,
  TravelCheckoutRequest,
  TravelCheckoutResult,
  TravelPartnerResult,
  TravelQuote,
  TravelValidationResult,
  VerificationResult,
} from '@application/ports/redemption-gateway';
import { travelBookingRefusalOf } from '@rewards-storefront/domain/redemptions/travel-booking-eligibility';
import type { ExternalRedemptionProduct, RedemptionReceipt } from '@rewards-storefront/domain/redemptions/external-redemption';
import { pointValue } from '@rewards-storefront/domain/points/value-per-point';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ProgrammeApiClient } from './openapi-client';
import { POINTS_DEBIT_REFUSALS, refusalIn, type RefusalTable } from './refusal-table';

/** The consents the member ticked on the form (spec §5 consent boxes); the form sends nothing until both are. */
const CONSENTS = { program_rules: true, irreversible_redemption: true };

const REFUSALS: RefusalTable<RedemptionRefusal> = {
  ...POINTS_DEBIT_REFUSALS,
  '403 CARD_NOT_ELIGIBLE': { reason: 'card-not-eligible' },
  '400 CONSENT_REQUIRED': { reason: 'consent-required' },
  '422 ACCOUNT_NOT_VERIFIED': { reason: 'account-not-verified' },
  '422 ACCOUNT_VERIFICATION_REQUIRED': { reason: 'verification-required' },
};

function refusal(status: number, code: string): RedemptionRefusal | null {
  return refusalIn(REFUSALS, status, code);
}

/**
 * RedemptionGateway over the external redemption calls (GET …/external-
 * redemption-product-group/{code}/external-redemption-product, POST
 * /member/external-redemption-product/checkout), the financial redemption
 * calls (POST /member/account/{id}/financial-redemption and …/verify) and
 * the travel token (GET /member/account/{id}/jwt).
 */
export class HttpRedemptionGateway implements RedemptionGateway {
  constructor(
    private readonly client: ProgrammeApiClient,
    private readonly programSlug: string,
  ) {}

  products(request: ExternalProductsRequest): Promise<ExternalProductsResult> {
    return callApi(
      () =>
        this.client.GET('/member/program/{slug}/external-redemption-product-group/{code}/external-redemption-product', {
          params: {
            path: { slug: this.programSlug, code: request.group },
            query: { account_id: request.accountId, locale: request.locale },
          },
        }),
      (data) => ({ ok: true, products: data.data.products.map((product) => toProduct(product, data.data.group)) }),
    );
  }

  redeem(request: ExternalRedemptionRequest): Promise<RedemptionResult> {
    return callApi(
      () =>
        this.client.POST('/member/external-redemption-product/checkout', {
          params: { header: { 'Idempotency-Key': request.idempotencyKey } },
          body: {
            external_redemption_product_id: request.productId,
            account_id: request.accountId,
            investments: { fields: request.fields.map((field) => ({ id: field.id, value: field.value })), amount: request.points },
            consents: CONSENTS,
            locale: request.locale,
          },
        }),
      (data) => ({ ok: true, receipt: toReceipt(data.data) }),
      refusal,
    );
  }

  verifyFinancialAccount(request: FinancialAccountVerificationRequest): Promise<VerificationResult> {
    return callApi(
      () =>
        this.client.POST('/member/account/{id}/financial-redemption/verify', {
          params: { path: { id: request.accountId } },
          body: { investment: { currency_id: 1, account_number: request.accountNumber, product: request.productId } },
        }),
      (data) => ({ ok: true, verificationId: data.data.verification_id, maskedAccountNumber: data.data.masked_account_number }),
      refusal,
    );
  }

  redeemFinancialReward(request: FinancialRedemptionRequest): Promise<RedemptionResult> {
    return callApi(
      () =>
        this.client.POST('/member/account/{id}/financial-redemption', {
          params: { path: { id: request.accountId }, header: { 'Idempotency-Key': request.idempotencyKey } },
          body: {
            data: {
              currency_id: 1,
              investments: {
                product_id: request.productId,
                amount: request.points,
                account_number: request.accountNumber,
                ...(request.verificationId === null ? {} : { verification_id: request.verificationId }),
              },
            },
            consents: CONSENTS,
            locale: request.locale,
          },
        }),
      (data) => ({ ok: true, receipt: toReceipt(data.data) }),
      refusal,
    );
  }

  travelToken(accountId: number): Promise<TravelTokenResult> {
    return callApi(
      () => this.client.GET('/member/account/{id}/jwt', { params: { path: { id: accountId } } }),
      (data) => ({ ok: true, token: data.data.token, travelUrl: data.data.travel_url, vacationUrls: { ...data.data.vacation_urls } }),
    );
  }

  cardRatio(accountId: number): Promise<CardRatioResult> {
    return callApi(
      () => this.client.GET('/member/account/{id}/ratio', { params: { path: { id: accountId } } }),
      (data) => ({ ok: true, conversionRate: data.data.conversion_rate }),
    );
  }

  redemptionValues(accountId: number): Promise<RedemptionValuesResult> {
    return callApi(
      () => this.client.GET('/member/account/{id}/redemption-values', { params: { path: { id: accountId } } }),
      ({ data }) => ({
        ok: true,
        cashBack: pointValue(data.cash_back.cents, data.cash_back.points),
        mileValueHundredthsOfCent: data.mile_reference_value_hundredths_cent,
        ways: data.ways.map((way) => ({
          kind: way.kind,
          value: pointValue(way.cents, way.points),
          slug: way.slug,
          name: way.name === null ? null : { ...way.name },
        })),
      }),
    );
  }

  travelPartner(): Promise<TravelPartnerResult> {
    return callApi(
      () => this.client.GET('/member/ascenda/partner'),
      ({ data }) => ({
        ok: true,
        partner: {
          name: { ...data.name },
          travelUrl: data.travel_url,
          vacationUrls: { ...data.vacation_urls },
          eliteBonusPercent: data.elite_bonus_percent,
        },
      }),
    );
  }

  validateTravelBooking(request: TravelBookingRequest): Promise<TravelValidationResult> {
    return callApi(
      () =>
        this.client.POST('/member/ascenda/validate-member', {
          params: { query: { locale: request.locale } },
          body: { account_id: request.accountId, offer_code: request.offerCode },
        }),
      ({ data }) => ({ ok: true, refusal: travelBookingRefusalOf(data.reason), balance: data.balance, quote: toTravelQuote(data.booking) }),
      (status, _code, details) => (status === 400 && isUnknownOffer(details.fieldErrors) ? { reason: 'unknown-offer' as const } : null),
    );
  }

  checkoutTravelBooking(request: TravelCheckoutRequest): Promise<TravelCheckoutResult> {
    return callApi(
      () =>
        this.client.POST('/member/ascenda/checkout', {
          params: { query: { locale: request.locale }, header: { 'Idempotency-Key': request.idempotencyKey } },
          body: { account_id: request.accountId, offer_code: request.offerCode },
        }),
      ({ data }) => ({
        ok: true,
        orderId: data.order_id,
        reference: data.reference_identifier,
        balance: data.balance,
        quote: toTravelQuote(data.booking),
      }),
      (status, code, details): TravelCheckoutRefusal | null =>
        status === 400 && isUnknownOffer(details.fieldErrors) ? { reason: 'unknown-offer' } : refusalIn(POINTS_DEBIT_REFUSALS, status, code),
    );
  }
}

function isUnknownOffer(fieldErrors: ReadonlyArray<{ readonly field: string }>): boolean {
  return fieldErrors.some((error) => error.field === 'offer_code');
}

export function toTravelQuote(api: Api.TravelQuote): TravelQuote {
  return {
    offerCode: api.offer_code,
    itemName: api.item_name,
    productType: api.product_type,
    origin: api.origin,
    destination: api.destination,
    startDate: api.start_date,
    endDate: api.end_date,
    points: api.points,
    bonusPoints: api.bonus_points,
  };
}

export function toProduct(api: Api.ExternalRedemptionProduct, group: Api.ExternalRedemptionProductGroup): ExternalRedemptionProduct {
  return {
    id: api.id,
    slug: api.slug,
    kind: group.kind,
    title: api.title,
    description: api.description,
    terms: api.terms,
    partnerName: api.partner_name,
    currencyName: api.currency_name,
    milesPerPoint: api.miles_per_point,
    conversionRate: api.conversion_rate,
    minPoints: api.min_points,
    maxPoints: api.max_points,
    isAllowed: api.is_allowed,
    fields: api.custom_fields.map((field) => ({ id: field.id, code: field.code, title: field.title, pattern: field.validation_regex })),
  };
}

export function toReceipt(api: Api.RedemptionResult): RedemptionReceipt {
  return {
    orderId: api.id,
    referenceIdentifier: api.reference_identifier,
    kind: api.kind,
    title: api.title,
    points: api.points,
    cashCents: api.cash?.amount_cents ?? null,
    miles: api.miles,
    maskedAccountNumber: api.masked_account_number,
    balance: api.balance,
  };
}
