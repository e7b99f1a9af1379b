import { eraserEligibility, eraserPoints } from '@rewards-storefront/domain/account/annual-fee-eraser';
import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { pointsToCashCents } from '@rewards-storefront/domain/points/points-to-cash';
import type { EraserRedemption } from '@openapi/schemas';
import type { Pool } from 'pg';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import type { MemberRow } from '../account/member-repository';
import { requireBalance } from '../ledger/point-ledger';
import { money } from '../orders/order-view';
import { lockAnnualFee } from './card-redemption-repository';
import { redeemCardTransaction, requireActiveCardFor } from './card-transaction-redemption';
import { findConversionRate, findPointsCurrency } from './transaction-repository';

/**
 * The annual-fee eraser (spec §1, §8, §9): one annual fee of the card paid
 * back with points, within 90 days of its posting (the domain's rule on the
 * server's clock), once, by the card's primary holder.
 *
 * Always holds: the fee's row is locked first, so two redemptions of one fee
 * queue and the second finds it redeemed (and the unique redemption row and
 * the ledger's idempotency key refuse it again); the card's balance row is
 * locked last, just for the debit; the Idempotency-Key replays the answer.
 */
export class EraserService {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  async checkout(
    member: MemberRow,
    session: SessionClaims,
    input: { accountId: number; feeId: number; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: EraserRedemption }>> {
    return runIdempotent(this.pool, { memberId: member.id, key: input.idempotencyKey, hash: input.hash }, async (client) => {
      await requireActiveCardFor(client, member, session, input.accountId, 'erase-annual-fee');
      const fee = await lockAnnualFee(client, input.accountId, input.feeId);
      if (!fee) throw ApiError.notFound('No such annual fee on this card.');
      const now = this.clock.now();
      const eligibility = eraserEligibility(fee, now);
      if (!eligibility.ok) {
        const message =
          eligibility.reason === 'expired'
            ? 'This annual fee can no longer be erased: the 90 days after it was posted have passed.'
            : 'This annual fee has already been erased.';
        throw new ApiError(409, 'ANNUAL_FEE_NOT_REDEEMABLE', message, { data: { reason: eligibility.reason } });
      }
      const rate = await findConversionRate(client, input.accountId);
      const points = eraserPoints(fee.amountCents, rate);
      // A card short of points is refused before anything is written (a first read without a lock).
      await requireBalance(client, input.accountId, points, 'annual-fee');

      const { redemptionId, reference, balance } = await redeemCardTransaction(client, {
        kind: 'annual_fee_eraser',
        transaction: fee,
        accountId: input.accountId,
        member,
        session,
        points,
        cashCents: pointsToCashCents(points, rate),
        rate,
        now,
      });
      const currency = await findPointsCurrency(client, input.accountId);
      const description = input.locale === 'fr-CA' ? (fee.descriptionFr ?? fee.descriptionEn) : fee.descriptionEn;
      return {
        statusCode: 201,
        body: {
          data: {
            id: redemptionId,
            code: 'success',
            reference_identifier: reference,
            card_transaction_id: fee.id,
            points,
            cash: money(fee.amountCents),
            description,
            currency: {
              id: currency.id,
              name: input.locale === 'fr-CA' ? (currency.nameFr ?? currency.nameEn) : currency.nameEn,
              symbol: currency.symbol,
            },
            balance,
          },
        },
      };
    });
  }
}
