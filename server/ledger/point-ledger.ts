import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';

/**
 * The points ledger (decisions §8): the only writer of `point_ledger_entry`
 * rows outside the demo seed. The database keeps the ledger append-only and
 * the card's balance (`account_points_balance`, a projection its trigger
 * updates) never below zero; this module locks that balance for a debit,
 * refuses a debit the card cannot cover, and turns the projection's CHECK
 * into the same refusal, so a service never writes a ledger row by hand.
 */

/** What caused an entry: a row of another table (its `source_type` and id). */
export type LedgerSource = 'redemption_order' | 'annual_fee_eraser' | 'pay_with_rewards' | 'travel_bonus';

/** One entry, its points a magnitude: the operation gives the sign. */
export interface LedgerEntry {
  accountId: number;
  points: number;
  description: string;
  source: { type: LedgerSource; id: number };
  /** Unique per card: the same cause never moves points twice. */
  idempotencyKey: string;
  /** When it happened; it is also recorded then. */
  at: Date;
  /**
   * When it posts, if later than `at` (the Elite travel credit, a miles
   * transfer): pending until then on the points statement, though the
   * balance counts it at once. Absent: posted when recorded.
   */
  postsAt?: Date;
}

/** What a debit pays for, which the refusal names. */
export type DebitPurpose = 'order' | 'redemption' | 'annual-fee';

const SHORT_OF_POINTS: Record<DebitPurpose, string> = {
  order: 'There are not enough points on this card for this order.',
  redemption: 'There are not enough points on this card for this redemption.',
  'annual-fee': 'There are not enough points on this card to erase this annual fee.',
};

/** The refusal of a debit the card cannot cover (409 INSUFFICIENT_POINTS). */
export function insufficientPoints(purpose: DebitPurpose, balance: number, required: number): ApiError {
  return new ApiError(409, 'INSUFFICIENT_POINTS', SHORT_OF_POINTS[purpose], { data: { balance, required } });
}

/** The projection's CHECK: the balance would go below zero. */
const OVERDRAFT_CONSTRAINT = 'account_points_balance_not_negative';

/** Locks the card's balance row and answers its points: concurrent debits of one card queue here. */
export async function lockBalance(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ points: number }>({
    name: 'lock-balance',
    text: 'SELECT points FROM account_points_balance WHERE account_id = $1 FOR UPDATE',
    values: [accountId],
  });
  return rows[0]?.points ?? 0;
}

/** The card's balance now, without a lock (a first check before anything is charged). */
export async function readBalance(db: Queryable, accountId: number): Promise<number> {
  const { rows } = await db.query<{ points: number }>({
    name: 'read-balance',
    text: 'SELECT points FROM account_points_balance WHERE account_id = $1',
    values: [accountId],
  });
  return rows[0]?.points ?? 0;
}

/** A first look without a lock, so a card short of points is refused before anything is charged or written. */
export async function requireBalance(db: Queryable, accountId: number, points: number, purpose: DebitPurpose): Promise<void> {
  const seen = await readBalance(db, accountId);
  if (seen < points) throw insufficientPoints(purpose, seen, points);
}

/**
 * Takes points from the card (a `redeem` entry), last in its transaction:
 * the balance row is locked and read again, a card that cannot cover the
 * debit is refused, and the projection's CHECK refuses it the same way.
 * Answers the balance left.
 */
export async function debitPoints(db: Queryable, entry: LedgerEntry, purpose: DebitPurpose): Promise<number> {
  const balance = await lockBalance(db, entry.accountId);
  if (balance < entry.points) throw insufficientPoints(purpose, balance, entry.points);
  try {
    await appendEntry(db, 'redeem', -entry.points, entry);
  } catch (error) {
    if ((error as { constraint?: string }).constraint === OVERDRAFT_CONSTRAINT) throw insufficientPoints(purpose, balance, entry.points);
    throw error;
  }
  return balance - entry.points;
}

/** Gives points to the card: a `refund` of a cancelled redemption, or a `bonus` it earned. */
export async function creditPoints(db: Queryable, entryType: 'refund' | 'bonus', entry: LedgerEntry): Promise<void> {
  await appendEntry(db, entryType, entry.points, entry);
}

/** Takes back points an earlier entry gave (a `reversal`, e.g. the bonus of a cancelled booking). */
export async function reversePoints(db: Queryable, entry: LedgerEntry): Promise<void> {
  await appendEntry(db, 'reversal', -entry.points, entry);
}

async function appendEntry(db: Queryable, entryType: 'redeem' | 'refund' | 'bonus' | 'reversal', points: number, entry: LedgerEntry): Promise<void> {
  await db.query({
    name: 'append-ledger-entry',
    text: `INSERT INTO point_ledger_entry (account_id, entry_type, points, description, source_type, source_id, idempotency_key,
                                           occurred_at, recorded_at, posts_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9)`,
    values: [
      entry.accountId,
      entryType,
      points,
      entry.description,
      entry.source.type,
      String(entry.source.id),
      entry.idempotencyKey,
      entry.at,
      entry.postsAt ?? null,
    ],
  });
}
