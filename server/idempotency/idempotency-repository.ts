import type { Queryable } from '../database/queryable';

/** A member's Idempotency-Key and the hash of the request it stands for. */
export interface KeyedRequest {
  memberId: number;
  key: string;
  hash: string;
}

export interface IdempotencyRecord {
  requestHash: string;
  statusCode: number | null;
  responseBody: unknown;
}

/**
 * Inserts the key's row; answers its id, or undefined when the key has one.
 * A concurrent insert of the same key waits for the other transaction.
 */
export async function claimKey(db: Queryable, request: KeyedRequest): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>({
    name: 'idempotency-claim',
    text: `INSERT INTO idempotency_record (member_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
           ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING id`,
    values: [request.memberId, request.key, request.hash],
  });
  return rows[0]?.id;
}

/** Stores the answer of a claimed key. */
export async function completeKey(db: Queryable, recordId: number, statusCode: number, body: unknown): Promise<void> {
  await db.query({
    name: 'idempotency-complete',
    text: 'UPDATE idempotency_record SET status_code = $2, response_body = $3, completed_at = now() WHERE id = $1',
    values: [recordId, statusCode, JSON.stringify(body)],
  });
}

/** Stores a refusal under the key after its work rolled back (unless another request stored one first). */
export async function storeRefusal(db: Queryable, request: KeyedRequest, statusCode: number, body: unknown): Promise<void> {
  await db.query(
    `INSERT INTO idempotency_record (member_id, idempotency_key, request_hash, status_code, response_body, completed_at)
     VALUES ($1, $2, $3, $4, $5, now()) ON CONFLICT (member_id, idempotency_key) DO NOTHING`,
    [request.memberId, request.key, request.hash, statusCode, JSON.stringify(body)],
  );
}

export async function findRecord(db: Queryable, memberId: number, key: string): Promise<IdempotencyRecord | undefined> {
  const { rows } = await db.query<IdempotencyRecord>(
    `SELECT request_hash AS "requestHash", status_code AS "statusCode", response_body AS "responseBody"
       FROM idempotency_record WHERE member_id = $1 AND idempotency_key = $2`,
    [memberId, key],
  );
  return rows[0];
}

/** Deletes the keys first used more than `retentionHours` ago; answers how many. */
export async function deleteKeysOlderThan(db: Queryable, retentionHours: number): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM idempotency_record WHERE created_at < now() - make_interval(hours => $1::int)', [retentionHours]);
  return rowCount ?? 0;
}

/** Whether the member sent this Idempotency-Key before (its answer will be replayed, or is being made). */
export async function isKnownKey(db: Queryable, memberId: number, key: string): Promise<boolean> {
  const known = await db.query('SELECT 1 FROM idempotency_record WHERE member_id = $1 AND idempotency_key = $2', [memberId, key]);
  return known.rowCount !== 0;
}
