import { randomUUID } from 'node:crypto';
import { cardDigits } from '@rewards-storefront/domain/payment/credit-card';
import type { Pool, PoolClient } from 'pg';
import { failpoint } from '../testing/failpoint';
import {
  attachIntentToOrder,
  findIntent,
  findIntentOfKey,
  insertIntentOnce,
  intentsToCapture,
  markIntentCaptured,
  markIntentSettled,
  markUnattachedIntentVoided,
  recordAuthorization,
  unconfirmedVoids,
  voidAbandonedIntents,
  type PaymentIntent,
} from './payment-intent-repository';
import type { AuthorizationRequest, PaymentProcessor } from './payment-processor';

export type { PaymentIntent, PaymentIntentStatus } from './payment-intent-repository';

export interface IntentOwner {
  memberId: number;
  idempotencyKey: string;
  shoppingCartId: number;
  accountId: number;
}

/**
 * The cash part of an order as a payment intent (decisions §8): created →
 * authorized → captured, or voided (or declined by the processor). Each
 * state is committed before the next processor call, so a crash anywhere
 * leaves a row the recovery sweep can finish; the processor is called under
 * the intent's processor key, so asking again answers the first
 * authorization.
 */
export class PaymentIntents {
  constructor(
    private readonly pool: Pool,
    private readonly processor: PaymentProcessor,
  ) {}

  /**
   * The key's intent, authorized at the processor: found (a retry of the key)
   * or created for `amountCents`. A retry never authorizes a second time.
   */
  async authorize(owner: IntentOwner, amountCents: number, card: Omit<AuthorizationRequest, 'idempotencyKey' | 'amountCents'> & { brand: string | null }): Promise<PaymentIntent> {
    let intent = await this.findOrCreate(owner, amountCents, card);
    await failpoint('intent-created', owner.idempotencyKey);
    if (intent.status !== 'created') return intent;
    const { brand: _brand, ...cardDetails } = card;
    const result = await this.processor.authorize({ ...cardDetails, idempotencyKey: intent.processorKey, amountCents: intent.amountCents });
    await failpoint('processor-authorized', owner.idempotencyKey);
    await recordAuthorization(
      this.pool,
      intent.id,
      result.ok
        ? { status: 'authorized', processorReference: result.processorReference }
        : result.reason === 'voided'
          ? { status: 'voided' }
          : { status: 'declined', reason: result.reason, message: result.message },
    );
    intent = (await findIntent(this.pool, intent.id))!;
    await failpoint('intent-authorized', owner.idempotencyKey);
    return intent;
  }

  /**
   * Ties the authorized intent to its order, in the order's transaction: the
   * intent is the order's once that commits, and the sweep never voids it.
   * False when the intent is no longer authorized (the sweep voided it).
   */
  async attachToOrder(client: PoolClient, intentId: number, orderId: number): Promise<boolean> {
    return attachIntentToOrder(client, intentId, orderId);
  }

  /** Charges the intent of a committed order (again, harmlessly, if it was). */
  async capture(intentId: number, idempotencyKey: string | null = null): Promise<void> {
    const intent = await findIntent(this.pool, intentId);
    if (!intent || intent.status !== 'authorized' || intent.orderId === null) return;
    await this.processor.capture({ idempotencyKey: intent.processorKey });
    if (idempotencyKey) await failpoint('processor-captured', idempotencyKey);
    await markIntentCaptured(this.pool, intentId);
  }

  /**
   * Voids an intent that has no order (its order's transaction rolled back
   * with a refusal). The intent is marked voided first, so a late attempt to
   * attach it to an order fails; then the processor releases the hold.
   */
  async voidUnattached(intentId: number): Promise<void> {
    const processorKey = await markUnattachedIntentVoided(this.pool, intentId);
    if (processorKey !== null) await this.settleVoid(intentId, processorKey);
  }

  /**
   * The recovery sweep: captures the authorizations of committed orders,
   * voids those left `voidAfterMs` without an order (their node died or gave
   * up), and finishes voids the processor has not confirmed. Safe on several
   * nodes at once: every step is conditional and the processor calls are
   * keyed. Answers how many intents it settled.
   */
  async sweep(voidAfterMs: number, onError: (error: unknown) => void = () => undefined): Promise<number> {
    let settled = 0;
    for (const id of await intentsToCapture(this.pool)) {
      // One failing processor call must not hold up the others: it is tried again on the next pass.
      await this.capture(id).then(() => (settled += 1), onError);
    }
    const abandoned = await voidAbandonedIntents(this.pool, voidAfterMs);
    const unconfirmed = await unconfirmedVoids(this.pool);
    const toVoid = new Map([...abandoned, ...unconfirmed].map((row) => [row.id, row.processorKey]));
    for (const [id, processorKey] of toVoid) {
      await this.settleVoid(id, processorKey).then(() => (settled += 1), onError);
    }
    return settled;
  }

  private async settleVoid(intentId: number, processorKey: string): Promise<void> {
    await this.processor.voidAuthorization({ idempotencyKey: processorKey });
    await markIntentSettled(this.pool, intentId);
  }

  private async findOrCreate(owner: IntentOwner, amountCents: number, card: { cardNumber: string; brand: string | null }): Promise<PaymentIntent> {
    await insertIntentOnce(this.pool, {
      memberId: owner.memberId,
      idempotencyKey: owner.idempotencyKey,
      processorKey: `pi_${randomUUID()}`,
      shoppingCartId: owner.shoppingCartId,
      accountId: owner.accountId,
      amountCents,
      processor: this.processor.name,
      cardLastFour: cardDigits(card.cardNumber).slice(-4),
      cardBrand: card.brand,
    });
    return (await findIntentOfKey(this.pool, owner.memberId, owner.idempotencyKey))!;
  }
}
