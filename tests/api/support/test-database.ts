import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPool } from '../../../server/database/create-pool';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDatabase').adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated and seeded database of its own (a copy of the run's template). */
export async function createTestDatabase(options: { fromTemplate?: boolean } = {}): Promise<TestDatabase> {
  const { adminUrl, templateDatabase } = inject('testDatabase');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await admin((client) =>
    client.query(
      options.fromTemplate === false
        ? `CREATE DATABASE ${client.escapeIdentifier(name)}`
        : `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(templateDatabase)}`,
    ),
  );
  const url = withDatabase(adminUrl, name);
  const pool = createPool({ connectionString: url, max: 5 });
  let dropped = false;
  return {
    url,
    pool,
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`));
    },
  };
}
