import type { Queryable } from '../database/queryable';
import type { Pool } from 'pg';
import { withTransaction } from '../database/create-pool';

/** Expired rows one attempt removes at most: more than arrive meanwhile, so the table stays near one window's worth. */
const PRUNE_BATCH = 100;

export interface AttemptReservation {
  /** The reserved rows, by key. */
  ids: Map<string, string>;
  /** Per key, the other rows: when each was written and whether its check is still in flight. */
  others: Map<string, { attemptedAt: Date; inFlight: boolean }[]>;
}

/**
 * Writes one attempt row per key before anything is checked (`inFlight` for
 * keys whose outcome decides whether the row stays), prunes a batch of rows
 * (of any key) that have left the longest window, then reads every other row
 * of those keys. Insert then read, each its own statement: the read sees
 * every insert committed before it, its own included, so of attempts arriving
 * together each sees all those before it and they can never all pass (they
 * can only over-count one another), on one node or many.
 */
export async function reserveAttempts(
  db: Queryable,
  input: { keys: { key: string; inFlight: boolean }[]; now: Date; keptSeconds: number },
): Promise<AttemptReservation> {
  const { rows } = await db.query<{ id: string; key: string }>({
    name: 'attempt-reserve',
    text: `INSERT INTO sign_in_attempt (account_key, attempted_at, in_flight)
           SELECT key, $2, in_flight FROM unnest($1::text[], $3::boolean[]) AS reserved(key, in_flight)
           RETURNING id, account_key AS key`,
    values: [input.keys.map((entry) => entry.key), input.now, input.keys.map((entry) => entry.inFlight)],
  });
  await db.query({
    name: 'sign-in-attempt-prune',
    // SKIP LOCKED: concurrent sign-ins never wait for, or deadlock on, each other's pruning.
    text: `DELETE FROM sign_in_attempt WHERE id IN (
             SELECT id FROM sign_in_attempt
              WHERE attempted_at <= $1::timestamptz - make_interval(secs => $2)
              LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`,
    values: [input.now, input.keptSeconds],
  });
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  const others = await db.query<{ key: string; attemptedAt: Date; inFlight: boolean }>({
    name: 'attempt-others',
    text: `SELECT account_key AS key, attempted_at AS "attemptedAt", in_flight AS "inFlight" FROM sign_in_attempt
            WHERE account_key = ANY($1::text[]) AND NOT (id = ANY($2::bigint[]))`,
    values: [[...ids.keys()], [...ids.values()]],
  });
  const byKey = new Map<string, { attemptedAt: Date; inFlight: boolean }[]>([...ids.keys()].map((key) => [key, []]));
  for (const row of others.rows) byKey.get(row.key)?.push({ attemptedAt: row.attemptedAt, inFlight: row.inFlight });
  return { ids, others: byKey };
}

/** Forgets reserved attempts that must not count (refused, or never checked). */
export async function discardAttempts(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query({ name: 'attempt-discard', text: 'DELETE FROM sign_in_attempt WHERE id = ANY($1::bigint[])', values: [ids] });
}

/** An in-flight attempt whose check failed: it now counts as a failure. */
export async function markAttemptFailed(db: Queryable, id: string): Promise<void> {
  await db.query({ name: 'attempt-failed', text: 'UPDATE sign_in_attempt SET in_flight = false WHERE id = $1', values: [id] });
}

/** A successful sign-in starts the account's count again. */
export async function clearSignInAttempts(db: Queryable, accountKey: string): Promise<void> {
  await db.query({ name: 'sign-in-attempt-clear', text: 'DELETE FROM sign_in_attempt WHERE account_key = $1', values: [accountKey] });
}


/**
 * A client address's reservation, decided under a transaction-scoped
 * advisory lock on the address key: attempts from one address queue for the
 * lock (on every API node: the lock is the database's), each sees every
 * earlier one's outcome, and the row is written in flight only when `admit`
 * says so. Strict, unlike insert-then-read, so waiting attempts cannot all
 * see each other and wait for nobody.
 */
export async function reserveAddressAttempt<D>(
  pool: Pool,
  input: { key: string; now: Date; admit: (rows: { attemptedAt: Date; inFlight: boolean }[]) => { decision: D; reserve: boolean } },
): Promise<{ decision: D; id: string | null }> {
  return withTransaction(pool, async (client) => {
    await client.query({ name: 'attempt-address-lock', text: 'SELECT pg_advisory_xact_lock(hashtextextended($1, 22))', values: [input.key] });
    const { rows } = await client.query<{ attemptedAt: Date; inFlight: boolean }>({
      name: 'attempt-address-rows',
      text: 'SELECT attempted_at AS "attemptedAt", in_flight AS "inFlight" FROM sign_in_attempt WHERE account_key = $1',
      values: [input.key],
    });
    const { decision, reserve } = input.admit(rows);
    if (!reserve) return { decision, id: null };
    const inserted = await client.query<{ id: string }>({
      name: 'attempt-address-insert',
      text: 'INSERT INTO sign_in_attempt (account_key, attempted_at, in_flight) VALUES ($1, $2, true) RETURNING id',
      values: [input.key, input.now],
    });
    return { decision, id: (inserted.rows[0] as { id: string }).id };
  });
}
