import type { PointsDebitRefusal } from '@application/ports/points-debit-refusal';

/** A port's own refusals, by the status and code the API answers each with (`'409 INSUFFICIENT_POINTS'`). */
export type RefusalTable<S> = Readonly<Record<string, S>>;

/** The refusal `table` names for an error answer; null leaves it to the common mapping. */
export function refusalIn<S>(table: RefusalTable<S>, status: number, code: string): S | null {
  return table[`${status} ${code}`] ?? null;
}

/** How the API refuses any debit of a card's points (spec §8), whatever the call pays for. */
export const POINTS_DEBIT_REFUSALS: RefusalTable<PointsDebitRefusal> = {
  '409 INSUFFICIENT_POINTS': { reason: 'insufficient-points' },
  '409 ACCOUNT_NOT_ACTIVE': { reason: 'account-not-active' },
  '409 IDEMPOTENCY_REQUEST_IN_PROGRESS': { reason: 'in-progress' },
  '422 IDEMPOTENCY_KEY_REUSED': { reason: 'key-reused' },
};
