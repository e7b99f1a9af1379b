import type {
  PayBackReminderResult,
  PayWithRewardsBulkRequest,
  PayWithRewardsBulkResult,
  PayWithRewardsGateway,
  PayWithRewardsListRequest,
  PayWithRewardsPageResult,
  PayWithRewardsRefusal,
  PayWithRewardsRequest,
  PayWithRewardsResult,
} from '@application/ports/pay-with-rewards-gateway';
import { payWithRewardsRefusalOf, type PayWithRewardsActivity } from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import type * as Api from '@openapi/schemas';
import { callApi } from './call-api';
import type { ErrorDetails } from './gateway-failure';
import type { ProgrammeApiClient } from './openapi-client';
import { primaryOnly } from './primary-only';
import { POINTS_DEBIT_REFUSALS, refusalIn } from './refusal-table';

/** The reason a 409 PURCHASE_NOT_REDEEMABLE names in its `data`, when it is one the store knows. */
function purchaseRefusalOf(data: unknown): ReturnType<typeof payWithRewardsRefusalOf> {
  const reason = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['reason'] : null;
  return payWithRewardsRefusalOf(reason);
}

/** Why paying back one purchase or several was refused. */
function payBackRefusal(status: number, code: string, details: ErrorDetails): PayWithRewardsRefusal | null {
  if (status === 409 && code === 'PURCHASE_NOT_REDEEMABLE') return { reason: 'not-redeemable', refusal: purchaseRefusalOf(details.data) };
  return primaryOnly(status, code) ?? refusalIn(POINTS_DEBIT_REFUSALS, status, code);
}

/**
 * PayWithRewardsGateway over GET and POST /member/account/{id}/pay-with-reward;
 * a refused purchase carries the reason the server names (`data.reason`),
 * never its English message: the member reads the store's own message.
 */
export class HttpPayWithRewardsGateway implements PayWithRewardsGateway {
  constructor(private readonly client: ProgrammeApiClient) {}

  list(request: PayWithRewardsListRequest): Promise<PayWithRewardsPageResult> {
    return callApi(
      () =>
        this.client.GET('/member/account/{id}/pay-with-reward', {
          params: {
            path: { id: request.accountId },
            query: {
              filter: request.view === 'redeemed' ? 'is_redeemed' : 'is_eligible',
              date_filter: String(request.days) as '7',
              page: request.page,
              locale: request.locale,
            },
          },
        }),
      (data) => ({
        ok: true,
        page: { activities: data.data.map(toActivity), page: data.page, lastPage: data.last_page, conversionRate: data.conversion_rate },
      }),
      primaryOnly,
    );
  }

  redeem(request: PayWithRewardsRequest): Promise<PayWithRewardsResult> {
    return callApi(
      () =>
        this.client.POST('/member/account/{id}/pay-with-reward', {
          params: { path: { id: request.accountId }, header: { 'Idempotency-Key': request.idempotencyKey } },
          body: {
            reference_identifier: request.referenceIdentifier,
            amount: request.cents / 100,
            currency_code: 'CAD',
            locale: request.locale,
          },
        }),
      (data) => ({
        ok: true,
        receipt: {
          referenceIdentifier: data.data.reference_identifier,
          points: data.data.points,
          cashCents: data.data.cash.amount_cents,
          description: data.data.description,
          balance: data.data.balance,
        },
      }),
      payBackRefusal,
    );
  }

  reminder(request: { readonly accountId: number }): Promise<PayBackReminderResult> {
    return callApi(
      () => this.client.GET('/member/account/{id}/pay-with-reward/reminder', { params: { path: { id: request.accountId } } }),
      (data) => ({ ok: true, reminder: data.data && { count: data.data.count, until: new Date(data.data.until) } }),
      primaryOnly,
    );
  }

  redeemMany(request: PayWithRewardsBulkRequest): Promise<PayWithRewardsBulkResult> {
    return callApi(
      () =>
        this.client.POST('/member/account/{id}/pay-with-reward/bulk', {
          params: { path: { id: request.accountId }, header: { 'Idempotency-Key': request.idempotencyKey } },
          body: { reference_identifiers: [...request.referenceIdentifiers], locale: request.locale },
        }),
      (data) => ({
        ok: true,
        receipt: {
          points: data.data.points,
          cashCents: data.data.cash.amount_cents,
          balance: data.data.balance,
          receipts: data.data.redemptions.map((redemption) => ({
            referenceIdentifier: redemption.reference_identifier,
            points: redemption.points,
            cashCents: redemption.cash.amount_cents,
            description: redemption.description,
            balance: redemption.balance,
          })),
        },
      }),
      payBackRefusal,
    );
  }
}

export function toActivity(api: Api.PayWithRewardActivity): PayWithRewardsActivity {
  return {
    id: api.id,
    referenceIdentifier: api.reference_identifier,
    description: api.description,
    amountCents: api.transaction_amount.amount_cents,
    postedAt: new Date(api.posted_date),
    isEligible: api.is_eligible,
    ineligibleReason: api.ineligible_reason,
    daysLeft: api.days_left,
    closingSoon: api.closing_soon,
    redeemed:
      api.redeemed_amount === null
        ? null
        : {
            points: api.redeemed_amount.program_amount,
            cashCents: api.redeemed_amount.fiat_amount.amount_cents,
            at: new Date(api.redeemed_amount.redeemed_at),
          },
  };
}
