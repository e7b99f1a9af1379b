import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { formatMoney } from '@rewards-storefront/domain/format/format-money';
import { lastPage } from '@rewards-storefront/domain/orders/order-history';
import { bulkPayBack, payBackClosingSoon, payBackReminder, payBackClosingSoonPostings, payBackDaysLeft } from '@rewards-storefront/domain/redemptions/pay-back-window';
import {
  PAY_WITH_REWARDS_MINIMUM_CENTS,
  payWithRewardsAmountProblem,
  payWithRewardsEligibility,
  payWithRewardsPoints,
  payWithRewardsSince,
  type PayWithRewardsDateRange,
  type PayWithRewardsRefusal,
} from '@rewards-storefront/domain/redemptions/pay-with-rewards';
import type { PayWithRewardActivity as Activity, PayWithRewardRedemption as Redemption, PayWithRewardBulkRedemption as BulkRedemption } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import { requireCardCapability } from '../account/card-membership';
import type { MemberRow } from '../account/member-repository';
import { insufficientPoints, readBalance, requireBalance } from '../ledger/point-ledger';
import { money } from '../orders/order-view';
import { findOpenPurchases, findPurchasePage, lockPurchase, type PurchaseRow } from '../transactions/card-redemption-repository';
import { findConversionRate, findPointsCurrency } from '../transactions/transaction-repository';
import { requireActiveCardFor } from '../transactions/card-transaction-redemption';
import { payBackPurchase, queuePayBackConfirmation } from './pay-back-steps';

/** Spec §9: 10 activities a page. */
export const ACTIVITY_PAGE_SIZE = 10;

const REFUSALS: Record<PayWithRewardsRefusal, string> = {
  'already-redeemed': 'This purchase has already been paid with rewards.',
  'below-minimum': 'Only purchases of $25 or more can be paid with rewards.',
  expired: 'This purchase can no longer be paid with rewards: the 90 days after it was posted have passed.',
};

/**
 * Pay with Rewards (spec §1, §3, §4, §5, §9): a card purchase of $25 or
 * more, posted within 90 days, reimbursed once with points, by the card's
 * primary holder. It shares the eraser's table and ledger key
 * (`card-transaction:<id>:redeem`), so a purchase is never paid back twice
 * whatever races; the purchase row is locked first and the balance row
 * last.
 */
export class PayWithRewardService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly mail: MailDispatcher,
  ) {}

  async list(
    member: MemberRow,
    input: { accountId: number; filter: 'is_eligible' | 'is_redeemed'; days: PayWithRewardsDateRange; page: number; locale: Locale },
  ): Promise<{ data: Activity[]; page: number; last_page: number; count: number; per_page: number; conversion_rate: number }> {
    await requireCardCapability(this.pool, member, input.accountId, 'pay-with-rewards');
    const now = this.clock.now();
    const rate = await findConversionRate(this.pool, input.accountId);
    const currency = await findPointsCurrency(this.pool, input.accountId);
    const redeemed = input.filter === 'is_redeemed';
    const { rows, count } = await findPurchasePage(this.pool, {
      accountId: input.accountId,
      since: payWithRewardsSince(now, input.days),
      redeemed,
      limit: ACTIVITY_PAGE_SIZE,
      offset: (input.page - 1) * ACTIVITY_PAGE_SIZE,
      closingSoon: { ...payBackClosingSoonPostings(now), minimumCents: PAY_WITH_REWARDS_MINIMUM_CENTS },
    });
    return {
      data: rows.map((row) => {
        const redemption = row.redemption;
        const facts = { amountCents: row.amountCents, postedAt: row.postedAt, redeemedAt: redemption?.at ?? null };
        const eligibility = payWithRewardsEligibility(facts, now);
        return {
          id: row.id,
          reference_identifier: row.reference,
          description: input.locale === 'fr-CA' ? (row.descriptionFr ?? row.descriptionEn) : row.descriptionEn,
          transaction_amount: money(row.amountCents),
          currency_code: 'CAD' as const,
          posted_date: row.postedAt.toISOString(),
          transaction_date: row.transactionAt.toISOString(),
          is_eligible: eligibility.ok,
          ineligible_reason: eligibility.ok ? null : eligibility.reason,
          days_left: eligibility.ok ? payBackDaysLeft(row.postedAt, now) : null,
          closing_soon: payBackClosingSoon(facts, now),
          redeemed_amount: redemption
            ? {
                program_amount: redemption.points,
                fiat_amount: money(redemption.cashCents),
                currency: {
                  id: currency.id,
                  name: input.locale === 'fr-CA' ? (currency.nameFr ?? currency.nameEn) : currency.nameEn,
                  symbol: currency.symbol,
                },
                redeemed_at: redemption.at.toISOString(),
                reference_identifier: redemption.reference,
              }
            : null,
          conversion_rate: rate,
        };
      }),
      page: input.page,
      last_page: lastPage(count, ACTIVITY_PAGE_SIZE),
      count,
      per_page: ACTIVITY_PAGE_SIZE,
      conversion_rate: rate,
    };
  }

  /** How many purchases can still be paid back and until when (the earliest deadline), or null (issue 26 sign-in notice). */
  async reminder(member: MemberRow, accountId: number): Promise<{ data: { count: number; until: string } | null }> {
    await requireCardCapability(this.pool, member, accountId, 'pay-with-rewards');
    const now = this.clock.now();
    const open = await findOpenPurchases(this.pool, {
      accountId,
      since: payWithRewardsSince(now, 90),
      minimumCents: PAY_WITH_REWARDS_MINIMUM_CENTS,
    });
    const reminder = payBackReminder(
      open.map((purchase) => ({ ...purchase, redeemedAt: null })),
      now,
    );
    return { data: reminder && { count: reminder.count, until: reminder.until.toISOString() } };
  }

  async redeem(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; reference: string; amount: number; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: Redemption }>> {
    const answer = await runIdempotent<{ data: Redemption }>(
      this.pool,
      { memberId: member.id, key: input.idempotencyKey, hash: input.hash },
      async (client) => {
        await requireActiveCardFor(client, member, session, input.accountId, 'pay-with-rewards');
        const purchase = await lockPurchase(client, input.accountId, input.reference);
        if (!purchase) throw ApiError.notFound('No such purchase on this card.');
        const now = this.clock.now();
        const eligibility = payWithRewardsEligibility(
          { amountCents: purchase.amountCents, postedAt: purchase.postedAt, redeemedAt: purchase.redemption?.at ?? null },
          now,
        );
        if (!eligibility.ok) {
          throw new ApiError(409, 'PURCHASE_NOT_REDEEMABLE', REFUSALS[eligibility.reason], { data: { reason: eligibility.reason } });
        }
        const cents = Math.round(input.amount * 100);
        const rate = await findConversionRate(client, input.accountId);
        const problem =
          Math.abs(cents - input.amount * 100) > 1e-6
            ? 'invalid'
            : payWithRewardsAmountProblem(cents, purchase.amountCents, Number.MAX_SAFE_INTEGER, rate);
        if (problem) {
          const message =
            problem === 'invalid'
              ? 'must be dollars with at most two decimals'
              : problem === 'above-maximum'
                ? `must be at most the purchase (${(purchase.amountCents / 100).toFixed(2)})`
                : 'must be at least 25.00: Pay with Rewards starts at $25';
          throw ApiError.validation([{ field: 'amount', message }]);
        }
        const points = payWithRewardsPoints(cents, rate);
        await requireBalance(client, input.accountId, points, 'redemption');

        const redemption = await payBackPurchase(client, member, session, { accountId: input.accountId, purchase, cents, points, rate, now }, input.locale);
        await queuePayBackConfirmation(client, member, input.locale, {
          reference: redemption.reference_identifier,
          title: input.locale === 'fr-CA' ? `Payer avec vos récompenses, ${redemption.description}` : `Pay with Rewards, ${redemption.description}`,
          lines: [],
          points,
          cents,
        });
        return { statusCode: 201, body: { data: redemption } };
      },
    );
    this.mail.kick();
    return answer;
  }

  /**
   * Pays back several purchases in full, all or nothing (issue 26), in one
   * transaction under the Idempotency-Key: the purchases are locked in
   * reference order (two overlapping requests queue instead of
   * deadlocking), then judged together by the domain (each eligible, none
   * twice, the total within the balance); each is then recorded and debited
   * as a single payment is, with the same ledger key, so a purchase paid
   * meanwhile by the single path refuses the whole request. Any refusal
   * rolls everything back.
   */
  async redeemMany(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; references: readonly string[]; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: BulkRedemption }>> {
    const answer = await runIdempotent<{ data: BulkRedemption }>(
      this.pool,
      { memberId: member.id, key: input.idempotencyKey, hash: input.hash },
      async (client) => {
        await requireActiveCardFor(client, member, session, input.accountId, 'pay-with-rewards');
        const repeated = input.references.find((reference, index) => input.references.indexOf(reference) !== index);
        if (repeated !== undefined)
          throw ApiError.validation([{ field: 'reference_identifiers', message: `must name each purchase once (${repeated} is repeated)` }]);
        const purchases = new Map<string, PurchaseRow>();
        for (const reference of [...input.references].sort()) {
          const purchase = await lockPurchase(client, input.accountId, reference);
          if (!purchase) throw ApiError.notFound(`No such purchase on this card: ${reference}.`);
          purchases.set(reference, purchase);
        }
        const now = this.clock.now();
        const rate = await findConversionRate(client, input.accountId);
        const ordered = input.references.map((reference) => purchases.get(reference)!);
        const verdict = bulkPayBack(
          ordered.map((purchase) => ({
            key: purchase.reference,
            amountCents: purchase.amountCents,
            postedAt: purchase.postedAt,
            redeemedAt: purchase.redemption?.at ?? null,
          })),
          await readBalance(client, input.accountId),
          rate,
          now,
        );
        if (!verdict.ok) {
          if (verdict.problem === 'not-redeemable')
            throw new ApiError(409, 'PURCHASE_NOT_REDEEMABLE', `${verdict.key}: ${REFUSALS[verdict.reason]}`, {
              data: { reason: verdict.reason, reference_identifier: verdict.key },
            });
          if (verdict.problem === 'insufficient-points') throw insufficientPoints('redemption', verdict.balance, verdict.points);
          // 'empty' and 'duplicate' were refused above (the document's minItems, the repeated reference).
          throw ApiError.validation([{ field: 'reference_identifiers', message: 'must name each purchase once' }]);
        }
        const redemptions: Redemption[] = [];
        for (const [index, line] of verdict.plan.lines.entries()) {
          const purchase = ordered[index]!;
          redemptions.push(
            await payBackPurchase(client, member, session, { accountId: input.accountId, purchase, cents: line.cents, points: line.points, rate, now }, input.locale),
          );
        }
        const balance = redemptions.at(-1)!.balance;
        await queuePayBackConfirmation(client, member, input.locale, {
          // The first purchase's number names the message; each purchase's own is beside it below.
          reference: redemptions[0]!.reference_identifier,
          title:
            input.locale === 'fr-CA' ? `Payer avec vos récompenses, ${redemptions.length} achats` : `Pay with Rewards, ${redemptions.length} purchases`,
          lines: redemptions.map((redemption): [string, string] => [
            `${redemption.description} (${redemption.reference_identifier})`,
            formatMoney(redemption.cash.amount_cents, input.locale),
          ]),
          points: verdict.plan.points,
          cents: verdict.plan.cents,
        });
        return {
          statusCode: 201,
          body: { data: { code: 'success', points: verdict.plan.points, cash: money(verdict.plan.cents), balance, redemptions } },
        };
      },
    );
    this.mail.kick();
    return answer;
  }
}
