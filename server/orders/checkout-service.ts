import type { Locale } from '@rewards-storefront/domain/locale/locale';
import type { BinRange, CheckoutRequest, CheckoutResult } from '@openapi/schemas';
import type { Pool, PoolClient } from 'pg';
import { actingAgentOf } from '../auth/acting-agent';
import { declareActingAgent } from '../auth/acting-agent-repository';
import type { SessionClaims } from '../auth/token-service';
import type { Clock } from '../clock';
import { ApiError } from '../http/api-error';
import { runIdempotent, type IdempotentAnswer } from '../idempotency/idempotency';
import type { MailDispatcher } from '../mail/mail-dispatcher';
import type { MemberRow } from '../account/member-repository';
import { findBinRanges } from '../payment/bin-range-repository';
import type { PaymentIntent, PaymentIntents } from '../payment/payment-intents';
import type { PaymentProcessor } from '../payment/payment-processor';
import { failpoint } from '../testing/failpoint';
import { CheckoutPayment } from './checkout-payment';
import { prepareCheckout } from './checkout-validation';
import { OrderPlacement } from './order-placement';
import type { OrderService } from './order-service';
import { newReferenceIdentifier } from './reference-number';

/**
 * Places orders (POST /shoppingCart/checkout, spec §2 checkout, §4 placement
 * result, §5 rules; decisions §8), in three steps around one Idempotency-Key:
 * the checks and price (checkout-validation.ts), the cash part
 * (checkout-payment.ts) and the placement (order-placement.ts). A cash part
 * is authorized first, outside any transaction. Then one transaction claims
 * the key, locks the cart row (a cart becomes at most one order), checks
 * everything again, writes the order and attaches the authorization to it,
 * closes the cart and queues the confirmation email, takes the stock of
 * counted variants with conditional UPDATEs in variant order (more than is
 * left refuses the order: 409 INSUFFICIENT_STOCK), and debits the points
 * through the ledger with the card's balance row locked last (concurrent
 * checkouts on one card queue there, and the projection's CHECK is the last
 * line). Only after COMMIT is the authorization captured; a refused order
 * voids it at once, and the recovery sweep settles whatever a crash left
 * between the steps.
 */
export class CheckoutService {
  private readonly payment: CheckoutPayment;
  private readonly placement: OrderPlacement;

  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    payments: PaymentProcessor,
    orders: OrderService,
    private readonly mail: MailDispatcher,
    intents: PaymentIntents,
  ) {
    this.payment = new CheckoutPayment(pool, clock, intents, payments.name);
    this.placement = new OrderPlacement(orders);
  }

  /** The programme's accepted card ranges (GET /member/program/binrange). */
  async binRanges(member: MemberRow): Promise<BinRange[]> {
    const ranges = await findBinRanges(this.pool, member.programmeId);
    return ranges.map((range) => ({ start: range.start, end: range.end, card_brand: range.cardBrand }));
  }

  async checkout(
    member: MemberRow,
    session: SessionClaims,
    input: { body: CheckoutRequest; idempotencyKey: string; hash: string; locale: Locale },
  ): Promise<IdempotentAnswer<{ data: CheckoutResult }>> {
    // Outside any transaction or lock: the cash part is authorized (or the key's earlier authorization found) first.
    const intent = await this.payment.authorize(member, input);
    let placedHere = false;
    let answer: IdempotentAnswer<{ data: CheckoutResult }>;
    try {
      answer = await runIdempotent<{ data: CheckoutResult }>(
        this.pool,
        { memberId: member.id, key: input.idempotencyKey, hash: input.hash },
        async (client) => {
          placedHere = true;
          await declareActingAgent(client, actingAgentOf(session));
          const placed = await this.place(client, member, session, input.body, input.locale, intent);
          await failpoint('order-written', input.idempotencyKey);
          return { statusCode: 201, body: { data: placed } };
        },
      );
    } catch (error) {
      // This request's own order was refused and rolled back: its authorization will never be captured.
      if (intent && placedHere && error instanceof ApiError && error.statusCode < 500) await this.payment.voidRefused(intent);
      throw error;
    }
    if (intent) {
      await failpoint('order-committed', input.idempotencyKey);
      await this.payment.capture(intent, input.idempotencyKey);
    }
    this.mail.kick();
    return answer;
  }

  /** Inside the key's transaction: checked again under locks, paid, written, debited. */
  private async place(
    client: PoolClient,
    member: MemberRow,
    session: SessionClaims,
    body: CheckoutRequest,
    locale: Locale,
    intent: PaymentIntent | null,
  ): Promise<CheckoutResult> {
    const prepared = await prepareCheckout(client, this.clock, member, body, { lock: true });
    const reference = newReferenceIdentifier(prepared.now);
    // The cash part was authorized before this transaction: here it is only checked and attached.
    this.payment.requireAuthorized(prepared.split, intent);
    const placement = { prepared, member, session, body, locale, reference };
    const orderId = await this.placement.write(client, placement);
    const charged = await this.payment.attach(client, { orderId, split: prepared.split, intent, body, now: prepared.now });
    const order = await this.placement.finish(client, placement, orderId, charged);
    return { id: orderId, code: 'success', reference_identifier: reference, order };
  }
}
