import { describe, expect, it } from 'vitest';
import { createPool, withTransaction } from '../../server/database/create-pool';
import { useTestDatabase } from './support/use-test-database';

/**
 * The pool prepares every parameterised statement once per connection
 * (server/database/preparing-client.ts), so PostgreSQL parses and plans a
 * member's or a catalogue call's SQL once instead of on every request.
 */
describe('parameterised statements are prepared once per connection', () => {
  const db = useTestDatabase();

  async function preparedOnConnection(run: (query: (text: string, values?: unknown[]) => Promise<unknown[]>) => Promise<void>): Promise<string[]> {
    return withTransaction(db.pool, async (client) => {
      await run(async (text, values) => (await client.query(text, values)).rows);
      const { rows } = await client.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements ORDER BY prepare_time');
      return rows.map((row) => row.statement);
    });
  }

  it('a statement with values is prepared, once, and answers as before every time', async () => {
    const text = 'SELECT slug FROM programme WHERE slug = $1 /* prepared once */';
    const prepared = await preparedOnConnection(async (query) => {
      for (let time = 0; time < 3; time += 1) expect(await query(text, ['demo'])).toEqual([{ slug: 'demo' }]);
      expect(await query(text, ['nobody'])).toEqual([]);
    });
    expect(prepared.filter((statement) => statement === text)).toHaveLength(1);
  });

  it('a statement without values, or several in one text, is sent as it is', async () => {
    const single = 'SELECT 1 AS one /* not prepared */';
    const several = 'SELECT 1 AS one; SELECT 2 AS two /* a script */';
    const prepared = await preparedOnConnection(async (query) => {
      expect(await query(single)).toEqual([{ one: 1 }]);
      expect(await query(single, [])).toEqual([{ one: 1 }]);
      await query(several);
    });
    expect(prepared.filter((statement) => statement.includes('not prepared') || statement.includes('a script'))).toEqual([]);
  });

  it('a statement that names itself keeps its own name', async () => {
    await withTransaction(db.pool, async (client) => {
      await client.query({ name: 'named-by-its-caller', text: 'SELECT $1::int AS n', values: [7] });
      const { rows } = await client.query<{ name: string }>("SELECT name FROM pg_prepared_statements WHERE statement = 'SELECT $1::int AS n'");
      expect(rows.map((row) => row.name)).toEqual(['named-by-its-caller']);
    });
  });

  it('a query config with values is prepared too, and bad values are still refused by the database', async () => {
    const text = 'SELECT $1::int + 1 AS next /* config form */';
    await withTransaction(db.pool, async (client) => {
      expect((await client.query({ text, values: [41] })).rows).toEqual([{ next: 42 }]);
      await expect(client.query({ text, values: ['not a number'] })).rejects.toThrow(/invalid input syntax for type integer/);
    });
    await withTransaction(db.pool, async (client) => {
      expect((await client.query({ text, values: [1] })).rows).toEqual([{ next: 2 }]);
    });
  });

  it('a pool told not to prepare (DATABASE_PREPARE_STATEMENTS=false, for a pooler without named statements) sends each as it is', async () => {
    const pool = createPool({ connectionString: db.url, max: 1, prepareStatements: false });
    try {
      const text = 'SELECT slug FROM programme WHERE slug = $1 /* pool without preparing */';
      expect((await pool.query(text, ['demo'])).rows).toEqual([{ slug: 'demo' }]);
      expect((await pool.query(text, ['demo'])).rows).toEqual([{ slug: 'demo' }]);
      const { rows } = await pool.query('SELECT count(*)::int AS prepared FROM pg_prepared_statements');
      expect(rows).toEqual([{ prepared: 0 }]);
    } finally {
      await pool.end();
    }
  });
});
