import type pg from 'pg';

/**
 * The id of a seeded card by its reference (ACC-…, README's demo cards):
 * suites name cards the way the README does and need the id for the API.
 */
export async function accountIdByReference(pool: pg.Pool, reference: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM account WHERE reference_identifier = $1', [reference]);
  if (!rows[0]) throw new Error(`no card ${reference}`);
  return rows[0].id;
}
