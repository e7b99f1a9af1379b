import { randomUUID } from 'node:crypto';
import { CHECKOUT_SERVER_MESSAGES } from '@domain/checkout/checkout-result';
import { cardDigits } from '@domain/payment/credit-card';

/** A card charge to authorize and capture. */
export interface ChargeRequest {
  amountCents: number;
  currencyCode: 'CAD';
  cardNumber: string;
  expiryMonth: number;
  expiryYear: number;
  cvv: string;
  cardholderName: string;
  /** The storefront's fraud-check session. */
  fraudSessionId: string;
  /** Our reference for the charge (idempotent at the processor). */
  reference: string;
}

export type ChargeResult =
  | { ok: true; processorReference: string }
  /** `message` is the processor's text, which the storefront maps (spec §8). */
  | { ok: false; reason: 'declined' | 'fraud'; message: string };

/**
 * The payment processor of the cash part (decisions §3): the bank's
 * processor and fraud check in production, the sandbox below in the
 * reference deployment. Chosen by configuration (PAYMENT_PROCESSOR).
 */
export interface PaymentProcessor {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds (part of) an earlier charge. */
  refund(request: { processorReference: string; amountCents: number; reference: string }): Promise<{ processorReference: string }>;
}

/** The sandbox's documented test cards (README): each in the programme's bin ranges except the last. */
export const SANDBOX_TEST_CARDS = {
  approved: '4512340000000003',
  approvedMastercard: '5454545454545454',
  declined: '4512340000000011',
  fraud: '4512340000000029',
  outsideBinRange: '4111111111111111',
} as const;

/**
 * The sandbox processor: approves every card but two: the declined test card
 * ('error performing payment authorization transaction') and the fraud test
 * card ('suspicious fraud transaction detected'). It keeps nothing; the
 * server records the charge in payment_transaction.
 */
export class SandboxPaymentProcessor implements PaymentProcessor {
  readonly name = 'sandbox';

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const digits = cardDigits(request.cardNumber);
    if (digits === SANDBOX_TEST_CARDS.declined) {
      return { ok: false, reason: 'declined', message: CHECKOUT_SERVER_MESSAGES.paymentError };
    }
    if (digits === SANDBOX_TEST_CARDS.fraud) {
      return { ok: false, reason: 'fraud', message: CHECKOUT_SERVER_MESSAGES.fraudDetected };
    }
    return { ok: true, processorReference: `sbx_ch_${randomUUID()}` };
  }

  async refund(): Promise<{ processorReference: string }> {
    return { processorReference: `sbx_re_${randomUUID()}` };
  }
}
