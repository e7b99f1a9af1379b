import type { Pool, PoolClient } from 'pg';
import type { CheckoutRequest } from '@openapi/schemas';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { isKnownKey } from '../idempotency/idempotency-repository';
import type { MemberRow } from '../account/member-repository';
import type { PaymentIntent, PaymentIntents } from '../payment/payment-intents';
import { prepareCheckout, type PreparedCheckout } from './checkout-validation';
import { insertPaymentTransaction } from './order-repository';

/** The cash part authorized for this key is not the one this cart now needs. */
function cartChanged(): ApiError {
  return ApiError.conflict('CART_CHANGED', 'The cart changed while the order was being placed; please review it and place the order again.');
}

/** The key's card authorization was voided (its first attempt never became an order): the card is not charged. */
function paymentCancelled(): ApiError {
  return ApiError.conflict(
    'PAYMENT_CANCELLED',
    'The card payment of this attempt was cancelled before the order was placed, and the card was not charged; place the order again.',
  );
}

/**
 * The cash part of a checkout (spec §5 split pay; decisions §8): authorized
 * first, outside any transaction, as a payment intent keyed to the
 * Idempotency-Key (payment/payment-intents.ts); checked and attached to the
 * order inside its transaction; captured only after COMMIT.
 */
export class CheckoutPayment {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly intents: PaymentIntents,
    private readonly processorName: string,
  ) {}

  /**
   * The payment intent of a cash part, authorized: null when the key was
   * seen before (its answer is replayed), when the order has no cash part,
   * or when the order will be refused anyway (the refusal is then given,
   * and stored, by the order's transaction). The checks are the placement's,
   * read without locks.
   */
  async authorize(member: MemberRow, input: { body: CheckoutRequest; idempotencyKey: string }): Promise<PaymentIntent | null> {
    const card = input.body.payment_details;
    if (!card) return null;
    if (await isKnownKey(this.pool, member.id, input.idempotencyKey)) return null;
    let quote: PreparedCheckout;
    const client = await this.pool.connect();
    try {
      quote = await prepareCheckout(client, this.clock, member, input.body, { lock: false });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode < 500) return null;
      throw error;
    } finally {
      client.release();
    }
    if (quote.split.cashCents === 0) return null;
    return this.intents.authorize(
      { memberId: member.id, idempotencyKey: input.idempotencyKey, shoppingCartId: quote.cart.id, accountId: quote.cart.accountId },
      quote.split.cashCents,
      {
        currencyCode: 'CAD',
        cardNumber: card.credit_card_number,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
        cvv: card.cvv,
        cardholderName: `${card.first_name} ${card.last_name}`,
        fraudSessionId: input.body.kount_session_id,
        brand: card.card_type ?? null,
      },
    );
  }

  /** Inside the order's transaction: the cash part this cart needs was authorized for this key, and still is. */
  requireAuthorized(split: PreparedCheckout['split'], intent: PaymentIntent | null): void {
    if (split.cashCents === 0) return;
    if (intent?.status === 'declined') {
      throw new ApiError(402, 'PAYMENT_DECLINED', intent.declineMessage ?? '', { data: { reason: intent.declineReason ?? 'declined' } });
    }
    if (!intent || intent.amountCents !== split.cashCents) throw cartChanged();
    if (intent.status !== 'authorized') throw paymentCancelled();
  }

  /**
   * Attaches the authorization to the order and records the charge; false
   * when the order has no cash part. Refuses the order when the recovery
   * sweep voided the authorization meanwhile, so it is never placed unpaid.
   */
  async attach(
    client: PoolClient,
    input: { orderId: number; split: PreparedCheckout['split']; intent: PaymentIntent | null; body: CheckoutRequest; now: Date },
  ): Promise<boolean> {
    const { intent } = input;
    if (input.split.cashCents === 0 || intent === null) return false;
    if (!(await this.intents.attachToOrder(client, intent.id, input.orderId))) throw paymentCancelled();
    await insertPaymentTransaction(client, {
      orderId: input.orderId,
      orderItemId: null,
      kind: 'charge',
      amountCents: input.split.cashCents,
      processor: this.processorName,
      processorReference: intent.processorReference!,
      maskedCardNumber: `•••• ${intent.cardLastFour}`,
      cardBrand: intent.cardBrand,
      billingAddress: input.body.payment_details?.billing_address ? { ...input.body.payment_details.billing_address } : null,
      at: input.now,
    });
    return true;
  }

  /** After COMMIT: captures the authorization; if this fails, the recovery sweep captures it. */
  async capture(intent: PaymentIntent, idempotencyKey: string): Promise<void> {
    await this.intents.capture(intent.id, idempotencyKey).catch(() => undefined);
  }

  /** A refused order's own authorization will never be captured: voided at once. */
  async voidRefused(intent: PaymentIntent): Promise<void> {
    await this.intents.voidUnattached(intent.id);
  }
}
