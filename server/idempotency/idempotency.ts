import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { ApiError, type ErrorBody } from '../http/api-error';
import { releaseKeysOfSettledIntents } from '../payment/payment-intent-repository';
import { claimKey, completeKey, deleteKeysOlderThan, findRecord, storeRefusal, type KeyedRequest } from './idempotency-repository';

/** What an idempotent operation answers: replayed as is for the same key. */
export interface IdempotentAnswer<Body = unknown> {
  statusCode: number;
  body: Body;
}

/** The card fields no stored value may be derived from (PCI DSS 3.3/3.5): the last four digits stand for the number. */
const CARD_SECRETS = ['credit_card_number', 'cvv', 'expiry_month', 'expiry_year'] as const;

/**
 * The body a key stands for, without card data: `payment_details` keeps the
 * last four digits of the number and its other fields (name, card type,
 * billing address), never the number, CVV or expiry. An unkeyed hash of
 * those would be brute-forced in minutes (a card number has few unknown
 * digits), so they are left out rather than hashed.
 */
export function withoutCardData(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const details = (body as { payment_details?: unknown }).payment_details;
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return body;
  const kept: Record<string, unknown> = { ...(details as Record<string, unknown>) };
  const number = kept.credit_card_number;
  for (const field of CARD_SECRETS) delete kept[field];
  if (typeof number === 'string') kept.card_last_four = number.replace(/\D/g, '').slice(-4);
  return { ...body, payment_details: kept };
}

/**
 * The request a key stands for: method, path and body without card data,
 * hashed. The query (locale) is left out, so asking again in the other
 * language replays the first answer instead of being refused.
 */
export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256').update(JSON.stringify([method, path, withoutCardData(body) ?? null])).digest('hex');
}

/**
 * Runs `work` once per (member, Idempotency-Key) (decisions §8).
 *
 * The first request inserts the key's row at the start of its transaction;
 * `work` runs in that transaction and its answer is stored in the row before
 * COMMIT, so the key, the order and the debit commit together or not at all.
 * A concurrent request with the same key blocks on that uncommitted row
 * (INSERT … ON CONFLICT waits for the other transaction), then finds it
 * committed and replays the stored answer: one order, one debit, identical
 * answers. If the first transaction rolled back, the waiting request's
 * insert succeeds and it runs the operation itself.
 *
 * A refusal (an ApiError below 500) rolls the work back and is then stored,
 * so the same key replays the same refusal. Unexpected errors are not
 * stored: the client may retry the key. A key sent again with another
 * request is 422 IDEMPOTENCY_KEY_REUSED.
 */
export async function runIdempotent<Body>(
  pool: Pool,
  request: KeyedRequest,
  work: (client: PoolClient) => Promise<IdempotentAnswer<Body>>,
): Promise<IdempotentAnswer<Body>> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const recordId = await claimKey(client, request);
    if (recordId === undefined) {
      await client.query('ROLLBACK');
      // On this connection: borrowing a second one while holding this could starve the pool under a burst of replays.
      return (await replay(client, request)) as IdempotentAnswer<Body>;
    }
    try {
      const answer = await work(client);
      await completeKey(client, recordId, answer.statusCode, answer.body);
      await client.query('COMMIT');
      return answer;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      if (error instanceof ApiError && error.statusCode < 500) {
        await storeRefusal(client, request, error.statusCode, error.toBody());
      }
      throw error;
    }
  } finally {
    client.release();
  }
}

async function replay(db: PoolClient, request: KeyedRequest): Promise<IdempotentAnswer> {
  const record = await findRecord(db, request.memberId, request.key);
  if (record && record.requestHash !== request.hash) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for another request; use a new key for a new attempt.', {
      errors: [{ field: 'idempotency-key', message: 'was already used for another request' }],
    });
  }
  if (!record || record.statusCode === null) {
    throw ApiError.conflict('IDEMPOTENCY_REQUEST_IN_PROGRESS', 'A request with this Idempotency-Key is still being processed; try again shortly.');
  }
  if (record.statusCode >= 400) {
    const body = record.responseBody as ErrorBody;
    throw new ApiError(record.statusCode, body.code, body.message, {
      ...(body.errors ? { errors: body.errors } : {}),
      ...(body.data !== undefined ? { data: body.data } : {}),
    });
  }
  return { statusCode: record.statusCode, body: record.responseBody };
}

/** How long an Idempotency-Key is kept (decisions §8): 24 hours, as Stripe keeps them. */
export const DEFAULT_IDEMPOTENCY_KEY_RETENTION_HOURS = 24;

/**
 * Forgets the Idempotency-Keys first used more than `retentionHours` ago
 * (the stored answers go with them) and frees the settled payment intents of
 * those keys, so a key used again after that is a new request (the contract
 * says what that does). Answers how many keys were forgotten.
 */
export async function sweepExpiredIdempotencyKeys(pool: Pool, retentionHours: number): Promise<number> {
  const forgotten = await deleteKeysOlderThan(pool, retentionHours);
  await releaseKeysOfSettledIntents(pool, retentionHours);
  return forgotten;
}
