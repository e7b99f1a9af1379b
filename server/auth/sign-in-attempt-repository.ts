import type { Queryable } from '../database/queryable';

/**
 * Writes an attempt on an account before its password is checked, prunes the
 * account's attempts that have left the window, and returns the moments of
 * the others still in it (concurrent attempts included, so parallel guesses
 * count against each other).
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
    text: "DELETE FROM sign_in_attempt WHERE account_key = $1 AND attempted_at <= $2::timestamptz - make_interval(secs => $3)",
    values: [input.accountKey, input.now, input.windowSeconds],
  });
  const earlier = await db.query<{ attemptedAt: Date }>({
    name: 'sign-in-attempt-earlier',
    text: 'SELECT attempted_at AS "attemptedAt" FROM sign_in_attempt WHERE account_key = $1 AND id <> $2',
    values: [input.accountKey, id],
  });
  return { id, earlierAttempts: earlier.rows.map((row) => row.attemptedAt) };
}

/** Forgets an attempt that was refused before its password was checked (it must not extend the pause). */
export async function discardSignInAttempt(db: Queryable, id: string): Promise<void> {
  await db.query({ name: 'sign-in-attempt-discard', text: 'DELETE FROM sign_in_attempt WHERE id = $1', values: [id] });
}

/** A successful sign-in starts the account's count again. */
export async function clearSignInAttempts(db: Queryable, accountKey: string): Promise<void> {
  await db.query({ name: 'sign-in-attempt-clear', text: 'DELETE FROM sign_in_attempt WHERE account_key = $1', values: [accountKey] });
}
