import pg from 'pg';
import { PreparingClient } from './preparing-client';

const INT8_OID = 20;

/**
 * node-postgres returns bigint columns as strings because they can exceed
 * JavaScript's safe integers. Ids and point amounts stay far below 2^53, so
 * they are parsed to numbers here - and a value that would lose precision is
 * an error rather than a silently wrong balance.
 */
function parseBigint(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) {
    throw new RangeError(`bigint value ${value} is outside the safe integer range`);
  }
  return parsed;
}

const typeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? parseBigint
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export interface PoolOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  /**
   * Prepare parameterised statements once per connection (default). Off for a pooler that cannot keep named
   * statements (PgBouncer in transaction mode before 1.21, or without `max_prepared_statements`).
   */
  prepareStatements?: boolean;
}

export function createPool({ connectionString, max = 10, applicationName = 'programme-api', prepareStatements = true }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: applicationName,
    types: typeParsers,
    // Parameterised statements are prepared once per connection (preparing-client.ts).
    ...(prepareStatements ? { Client: PreparingClient } : {}),
    // Fail fast instead of queueing forever when the database is unreachable.
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash
  // the process; the pool replaces it on the next checkout.
  pool.on('error', (error) => {
    console.error('[database] idle connection error:', error.message);
  });
  return pool;
}

/** Runs `work` in a transaction on one pooled connection. */
export async function withTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
