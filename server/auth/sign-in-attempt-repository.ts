import type { Queryable } from '../database/queryable';

/** Expired rows one attempt removes at most: more than arrive meanwhile, so the table stays near one window's worth. */
const PRUNE_BATCH = 100;

/**
 * Writes an attempt on an account (or from a client address: the key says
 * which) before its password is checked, prunes a batch of attempts (of any
 * key) that have left the window, and returns the moments of the key's other
 * attempts (concurrent ones included, so parallel guesses count against each
 * other). Three statements on purpose:
 * the read must see every insert committed before it, its own included.
 */
export async function beginSignInAttempt(
  db: Queryable,
  input: { accountKey: string; now: Date; windowSeconds: number },
): Promise<{ id: string; earlierAttempts: Date[] }> {
  const { rows } = await db.query<{ id: string }>({
    name: 'sign-in-attempt-insert',
    text: 'INSERT INTO sign_in_attempt (account_key, attempted_at) VALUES ($1, $2) RETURNING id',
    values: [input.accountKey, input.now],
  });
  const id = (rows[0] as { id: string }).id;
  await db.query({
    name: 'sign-in-attempt-prune',
    // SKIP LOCKED: concurrent sign-ins never wait for, or deadlock on, each other's pruning.
    text: `DELETE FROM sign_in_attempt WHERE id IN (
             SELECT id FROM sign_in_attempt
              WHERE attempted_at <= $1::timestamptz - make_interval(secs => $2)
              LIMIT ${PRUNE_BATCH} FOR UPDATE SKIP LOCKED)`,
    values: [input.now, input.windowSeconds],
  });
  const earlier = await db.query<{ attemptedAt: Date }>({
    name: 'sign-in-attempt-earlier',
    text: 'SELECT attempted_at AS "attemptedAt" FROM sign_in_attempt WHERE account_key = $1 AND id <> $2',
    values: [input.accountKey, id],
  });
  return { id, earlierAttempts: earlier.rows.map((row) => row.attemptedAt) };
}

/**
 * Forgets an attempt that must not count: one refused before its password
 * was checked (it must not extend the pause).
 */
export async function discardSignInAttempt(db: Queryable, id: string): Promise<void> {
  await db.query({ name: 'sign-in-attempt-discard', text: 'DELETE FROM sign_in_attempt WHERE id = $1', values: [id] });
}

/** A successful sign-in starts the account's count again. */
export async function clearSignInAttempts(db: Queryable, accountKey: string): Promise<void> {
  await db.query({ name: 'sign-in-attempt-clear', text: 'DELETE FROM sign_in_attempt WHERE account_key = $1', values: [accountKey] });
}

/** The moments of the failures recorded under a key (a client address's), whether or not still in a window. */
export async function recordedSignInFailures(db: Queryable, accountKey: string): Promise<Date[]> {
  const { rows } = await db.query<{ attemptedAt: Date }>({
    name: 'sign-in-failures-of-key',
    text: 'SELECT attempted_at AS "attemptedAt" FROM sign_in_attempt WHERE account_key = $1',
    values: [accountKey],
  });
  return rows.map((row) => row.attemptedAt);
}

/** A password check that failed, counted under a key (a client address's); pruned with the other attempts. */
export async function recordSignInFailure(db: Queryable, input: { accountKey: string; now: Date }): Promise<void> {
  await db.query({
    name: 'sign-in-failure-record',
    text: 'INSERT INTO sign_in_attempt (account_key, attempted_at) VALUES ($1, $2)',
    values: [input.accountKey, input.now],
  });
}
