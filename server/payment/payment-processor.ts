import { randomUUID } from 'node:crypto';
import { CHECKOUT_SERVER_MESSAGES } from '@rewards-storefront/domain/checkout/checkout-result';
import { cardDigits } from '@rewards-storefront/domain/payment/credit-card';
import type { Pool } from 'pg';
import {
  findAuthorization,
  findRefundOfKey,
  insertAuthorizationOnce,
  insertRefund,
  lockCharge,
  markAuthorizationCaptured,
  refundedCents,
  voidAuthorizationOfKey,
  type AuthorizationRow,
} from './sandbox-card-repository';

/**
 * An authorization of the cash part. The card's number, expiry and CVV are
 * handed to the processor and never kept (PCI DSS 3.3/3.5).
 */
export interface AuthorizationRequest {
  /** The caller's idempotency key: the same key answers the same authorization, never a second one. */
  idempotencyKey: string;
  amountCents: number;
  currencyCode: 'CAD';
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  cardholderName: string;
  /** The storefront's fraud-check session. */
  fraudSessionId: string;
}

export interface RefundRequest {
  /** The caller's key of this refund (one per cancelled order item). */
  idempotencyKey: string;
  /** The processor's reference of the charge refunded. */
  chargeReference: string;
  amountCents: number;
  currencyCode: 'CAD';
}

export type AuthorizationResult =
  | { ok: true; processorReference: string }
  /** `message` is the processor's text, which the storefront maps (spec §8). */
  | { ok: false; reason: 'declined' | 'fraud'; message: string }
  /** The key's authorization was voided (or the key voided before any authorization): nothing is charged. */
  | { ok: false; reason: 'voided' };

/**
 * The payment processor of the cash part (decisions §3, §8): the bank's
 * processor and fraud check in production, the sandbox below in the
 * reference deployment. Chosen by configuration (PAYMENT_PROCESSOR).
 *
 * Every call is keyed by the caller's idempotency key, as card processors
 * expect: authorize, capture and void may be repeated after a crash and
 * answer as the first call did.
 */
export interface PaymentProcessor {
  readonly name: string;
  /** Holds the amount on the card; nothing is charged until the capture. */
  authorize(request: AuthorizationRequest): Promise<AuthorizationResult>;
  /** Charges what the key's authorization holds. Fails if it was voided. */
  capture(request: { idempotencyKey: string }): Promise<void>;
  /** Releases the key's authorization; a key not yet authorized is voided ahead, so a late authorization is refused. */
  voidAuthorization(request: { idempotencyKey: string }): Promise<void>;
  /**
   * Refunds (part of) a captured charge, under the caller's key: the same key
   * answers the same refund (its reference), never a second one. Fails when
   * the charge is not captured (yet) or the refunds would pass its amount.
   */
  refund(request: RefundRequest): Promise<{ processorReference: string }>;
}

/** The sandbox's documented test cards (README): each in the programme's bin ranges except the last. */
export const SANDBOX_TEST_CARDS = {
  approved: '4512340000000003',
  approvedMastercard: '5454545454545454',
  declined: '4512340000000011',
  fraud: '4512340000000029',
  /** The processor cancels the authorization before it can be captured (as an issuer's reversal would): nothing is held. */
  cancelled: '4512340000000037',
  outsideBinRange: '4111111111111111',
} as const;

const DECLINE_MESSAGES = {
  declined: CHECKOUT_SERVER_MESSAGES.paymentError,
  fraud: CHECKOUT_SERVER_MESSAGES.fraudDetected,
} as const;

/**
 * The sandbox processor: approves every card but three: the declined test card
 * ('error performing payment authorization transaction'), the fraud test
 * card ('suspicious fraud transaction detected') and the cancelled test card,
 * whose authorization the processor voids at once (the caller is told
 * 'voided', as for a key voided ahead). It keeps its own books in
 * sandbox_card_authorization, keyed by the caller's idempotency key and
 * committed before it answers, as a real processor's are: the same key
 * answers the same authorization even after the caller crashed. It keeps the
 * card's last four digits, never the number, expiry or CVV.
 */
export class SandboxPaymentProcessor implements PaymentProcessor {
  readonly name = 'sandbox';

  constructor(private readonly pool: Pool) {}

  async authorize(request: AuthorizationRequest): Promise<AuthorizationResult> {
    const digits = cardDigits(request.cardNumber);
    const declineReason = digits === SANDBOX_TEST_CARDS.declined ? 'declined' : digits === SANDBOX_TEST_CARDS.fraud ? 'fraud' : null;
    const status = declineReason ? 'declined' : digits === SANDBOX_TEST_CARDS.cancelled ? 'voided' : 'authorized';
    await insertAuthorizationOnce(this.pool, {
      idempotencyKey: request.idempotencyKey,
      reference: `sbx_ch_${randomUUID()}`,
      amountCents: request.amountCents,
      currencyCode: request.currencyCode,
      status,
      cardLastFour: digits.slice(-4),
      declineReason,
    });
    const row = await this.find(request.idempotencyKey);
    if (row.status === 'voided') return { ok: false, reason: 'voided' };
    if (row.amountCents !== request.amountCents) {
      throw new Error(`sandbox processor: idempotency key ${request.idempotencyKey} was used for another amount`);
    }
    if (row.status === 'declined') {
      const reason = row.declineReason ?? 'declined';
      return { ok: false, reason, message: DECLINE_MESSAGES[reason] };
    }
    return { ok: true, processorReference: row.reference };
  }

  async capture(request: { idempotencyKey: string }): Promise<void> {
    if (!(await markAuthorizationCaptured(this.pool, request.idempotencyKey))) throw new Error(`sandbox processor: no authorization to capture under ${request.idempotencyKey}`);
  }

  async voidAuthorization(request: { idempotencyKey: string }): Promise<void> {
    if (!(await voidAuthorizationOfKey(this.pool, request.idempotencyKey, `sbx_void_${randomUUID()}`))) {
      const row = await this.find(request.idempotencyKey);
      if (row.status === 'captured') throw new Error(`sandbox processor: ${request.idempotencyKey} was captured and cannot be voided`);
    }
  }

  /**
   * Keyed like its authorizations, in one transaction under the charge's row
   * lock: a key seen before answers its refund (the same amount, or an
   * error), a new one is refused unless the charge is captured and its
   * refunds stay within what it captured.
   */
  async refund(request: RefundRequest): Promise<{ processorReference: string }> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const charge = await lockCharge(client, request.chargeReference);
      if (!charge) throw new Error(`sandbox processor: no charge ${request.chargeReference} to refund`);
      const seen = await findRefundOfKey(client, request.idempotencyKey);
      if (seen) {
        if (seen.amountCents !== request.amountCents || seen.authorizationId !== Number(charge.id)) {
          throw new Error(`sandbox processor: refund key ${request.idempotencyKey} was used for another refund`);
        }
        await client.query('COMMIT');
        return { processorReference: seen.reference };
      }
      if (charge.status !== 'captured') throw new Error(`sandbox processor: charge ${request.chargeReference} is ${charge.status}, not captured`);
      if ((await refundedCents(client, charge.id)) + request.amountCents > charge.amountCents) {
        throw new Error(`sandbox processor: refunds of ${request.chargeReference} would pass its ${charge.amountCents} cents`);
      }
      const reference = `sbx_re_${randomUUID()}`;
      await insertRefund(client, { idempotencyKey: request.idempotencyKey, reference, authorizationId: charge.id, amountCents: request.amountCents });
      await client.query('COMMIT');
      return { processorReference: reference };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  private async find(idempotencyKey: string): Promise<AuthorizationRow> {
    return (await findAuthorization(this.pool, idempotencyKey))!;
  }
}
