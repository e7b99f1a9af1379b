import type { PrimaryOnly } from '@application/ports/transaction-gateway';

/** 403 PRIMARY_CARDHOLDER_ONLY: the member only redeems on this card (an authorized redeemer's own calls are refused it). */
export function primaryOnly(status: number, code: string): PrimaryOnly | null {
  return status === 403 && code === 'PRIMARY_CARDHOLDER_ONLY' ? { reason: 'primary-only' } : null;
}
