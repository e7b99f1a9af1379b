import type { Clock } from '@application/ports/clock';
import type { CommonFailure } from '@application/ports/gateway-failure';
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
import { lastPage } from '@rewards-storefront/domain/orders/order-history';
import { bulkPayBack, closingSoonFirst, payBackClosingSoon, payBackReminder, payBackDaysLeft } from '@rewards-storefront/domain/redemptions/pay-back-window';
import {
  payWithRewardsAmountProblem,
  payWithRewardsEligibility,
  payWithRewardsPoints,
  payWithRewardsSince,
  type PayWithRewardsActivity,
} from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import { toActivity } from '@infrastructure/http-pay-with-rewards-gateway';
import { apiPayWithRewardActivity } from './redemption-api-fixtures';
import { NOT_FOUND, failed } from './failures';

const DAY_MS = 86_400_000;

/** A purchase posted `daysAgo` before `now`, as the adapter maps it. */
export function aPurchase(id: number, now: Date, daysAgo: number, overrides: Partial<PayWithRewardsActivity> = {}): PayWithRewardsActivity {
  return { ...toActivity(apiPayWithRewardActivity(id, new Date(now.getTime() - daysAgo * DAY_MS).toISOString())), ...overrides };
}

/**
 * Card purchases in memory, behaving like the programme API: the eligible
 * view holds purchases not reimbursed, the redeemed view the others, within
 * the range on `clock`, newest first, 10 a page, eligibility by the
 * domain's rules; a reimbursement debits `balances` once per purchase and
 * key. Another card is 404; `redeemerOnly` cards answer primary-only.
 */
/** The answer an Idempotency-Key got before, as the server replays it; else `run`'s, kept for the key. */
function replayed<T>(answers: Map<string, T>, key: string, run: () => T): T {
  const seen = answers.get(key);
  if (seen !== undefined) return seen;
  const result = run();
  answers.set(key, result);
  return result;
}

export class FakePayWithRewardsGateway implements PayWithRewardsGateway {
  readonly redeemRequests: Array<{ accountId: number; referenceIdentifier: string; cents: number; idempotencyKey: string }> = [];
  failure: CommonFailure | PayWithRewardsRefusal | null = null;
  readonly redeemerOnly = new Set<number>();
  readonly balances = new Map<number, number>([
    [101, 152_300],
    [102, 48_750],
    [103, 9_120],
  ]);
  readonly bulkRequests: Array<{ accountId: number; referenceIdentifiers: readonly string[]; idempotencyKey: string }> = [];
  private readonly answers = new Map<string, PayWithRewardsResult>();
  private readonly bulkAnswers = new Map<string, PayWithRewardsBulkResult>();
  private sequence = 0;

  constructor(
    private readonly clock: Clock,
    public purchases: Map<number, PayWithRewardsActivity[]> = new Map([
      [101, []],
      [102, []],
      [103, []],
    ]),
  ) {}

  async list(request: PayWithRewardsListRequest): Promise<PayWithRewardsPageResult> {
    if (this.failure) return failed(this.failure as CommonFailure);
    const purchases = this.purchases.get(request.accountId);
    if (!purchases) return NOT_FOUND;
    if (this.redeemerOnly.has(request.accountId)) return failed({ reason: 'primary-only' as const });
    const now = this.clock.now();
    const since = payWithRewardsSince(now, request.days).getTime();
    const newestFirst = purchases
      .map((purchase) => this.withEligibility(purchase, now))
      .filter((purchase) => (purchase.postedAt.getTime() >= since || purchase.closingSoon) && (purchase.redeemed !== null) === (request.view === 'redeemed'))
      .sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || b.id - a.id);
    const shown = closingSoonFirst(
      newestFirst.map((purchase) => ({ ...purchase, redeemedAt: purchase.redeemed?.at ?? null })),
      now,
    ).map(({ redeemedAt: _redeemedAt, ...purchase }) => purchase);
    return {
      ok: true,
      page: {
        activities: shown.slice((request.page - 1) * 10, request.page * 10),
        page: request.page,
        lastPage: lastPage(shown.length, 10),
        conversionRate: 0.01,
      },
    };
  }

  async redeem(request: PayWithRewardsRequest): Promise<PayWithRewardsResult> {
    this.redeemRequests.push(request);
    if (this.failure) return failed(this.failure);
    return replayed(this.answers, request.idempotencyKey, () => this.reimburse(request));
  }

  async reminder(request: { readonly accountId: number }): Promise<PayBackReminderResult> {
    if (this.failure) return failed(this.failure as CommonFailure);
    const purchases = this.purchases.get(request.accountId);
    if (!purchases) return NOT_FOUND;
    if (this.redeemerOnly.has(request.accountId)) return failed({ reason: 'primary-only' as const });
    const facts = purchases.map((purchase) => ({ ...purchase, redeemedAt: purchase.redeemed?.at ?? null }));
    return { ok: true, reminder: payBackReminder(facts, this.clock.now()) };
  }

  async redeemMany(request: PayWithRewardsBulkRequest): Promise<PayWithRewardsBulkResult> {
    this.bulkRequests.push(request);
    if (this.failure) return failed(this.failure);
    return replayed(this.bulkAnswers, request.idempotencyKey, () => this.reimburseAll(request));
  }

  /** All or nothing by the domain's plan: each purchase in full, then each reimbursed as alone. */
  private reimburseAll(request: { readonly accountId: number; readonly referenceIdentifiers: readonly string[] }): PayWithRewardsBulkResult {
    const purchases = this.purchases.get(request.accountId);
    if (!purchases) return NOT_FOUND;
    if (this.redeemerOnly.has(request.accountId)) return failed({ reason: 'primary-only' as const });
    const chosen = request.referenceIdentifiers.map((reference) => purchases.find((candidate) => candidate.referenceIdentifier === reference));
    if (chosen.some((purchase) => purchase === undefined)) return NOT_FOUND;
    const verdict = bulkPayBack(
      chosen.map((purchase) => ({
        key: purchase!.referenceIdentifier,
        amountCents: purchase!.amountCents,
        postedAt: purchase!.postedAt,
        redeemedAt: purchase!.redeemed?.at ?? null,
      })),
      this.balances.get(request.accountId) ?? 0,
      0.01,
      this.clock.now(),
    );
    if (!verdict.ok) {
      if (verdict.problem === 'not-redeemable') return failed<PayWithRewardsRefusal>({ reason: 'not-redeemable', refusal: verdict.reason });
      if (verdict.problem === 'insufficient-points') return failed<PayWithRewardsRefusal>({ reason: 'insufficient-points' });
      return failed<CommonFailure>({ reason: 'invalid', fieldErrors: [{ field: 'reference_identifiers', message: verdict.problem }] });
    }
    const receipts = verdict.plan.lines.map((line) => {
      const result = this.reimburse({ accountId: request.accountId, referenceIdentifier: line.key, cents: line.cents });
      if (!result.ok) throw new Error(`the plan allowed ${line.key}`);
      return result.receipt;
    });
    return {
      ok: true,
      receipt: { points: verdict.plan.points, cashCents: verdict.plan.cents, balance: receipts.at(-1)!.balance, receipts },
    };
  }

  private reimburse(request: {
    readonly accountId: number;
    readonly referenceIdentifier: string;
    readonly cents: number;
  }): PayWithRewardsResult {
    const purchases = this.purchases.get(request.accountId);
    const purchase = purchases?.find((candidate) => candidate.referenceIdentifier === request.referenceIdentifier);
    if (!purchases || !purchase) return NOT_FOUND;
    if (this.redeemerOnly.has(request.accountId)) return failed({ reason: 'primary-only' as const });
    const now = this.clock.now();
    const eligibility = payWithRewardsEligibility(
      { amountCents: purchase.amountCents, postedAt: purchase.postedAt, redeemedAt: purchase.redeemed?.at ?? null },
      now,
    );
    if (!eligibility.ok)
      return failed<PayWithRewardsRefusal>({
        reason: 'not-redeemable',
        refusal: eligibility.reason,
      });
    const problem = payWithRewardsAmountProblem(request.cents, purchase.amountCents, Number.MAX_SAFE_INTEGER, 0.01);
    if (problem) return failed<CommonFailure>({ reason: 'invalid', fieldErrors: [{ field: 'amount', message: problem }] });
    const points = payWithRewardsPoints(request.cents, 0.01);
    const balance = this.balances.get(request.accountId) ?? 0;
    if (balance < points) return failed<PayWithRewardsRefusal>({ reason: 'insufficient-points' });
    this.balances.set(request.accountId, balance - points);
    purchases.splice(purchases.indexOf(purchase), 1, { ...purchase, redeemed: { points, cashCents: request.cents, at: now } });
    this.sequence += 1;
    return {
      ok: true,
      receipt: {
        referenceIdentifier: `PWR260101-FAKE${this.sequence}`,
        points,
        cashCents: request.cents,
        description: purchase.description,
        balance: balance - points,
      },
    };
  }

  private withEligibility(purchase: PayWithRewardsActivity, now: Date): PayWithRewardsActivity {
    const facts = { amountCents: purchase.amountCents, postedAt: purchase.postedAt, redeemedAt: purchase.redeemed?.at ?? null };
    const eligibility = payWithRewardsEligibility(facts, now);
    return {
      ...purchase,
      isEligible: eligibility.ok,
      ineligibleReason: eligibility.ok ? null : eligibility.reason,
      daysLeft: eligibility.ok ? payBackDaysLeft(purchase.postedAt, now) : null,
      closingSoon: payBackClosingSoon(facts, now),
    };
  }
}
