import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdByReference } from './support/account-by-reference';
import { useTestDatabase } from './support/use-test-database';

describe('the points ledger is append-only and never negative', () => {
  const db = useTestDatabase();
  let accountId: number;

  beforeAll(async () => {
    accountId = await accountIdByReference(db.pool, 'ACC-2001');
  });

  async function balance(): Promise<number> {
    const { rows } = await db.pool.query<{ total: number }>(
      'SELECT COALESCE(sum(points), 0)::bigint AS total FROM point_ledger_entry WHERE account_id = $1',
      [accountId],
    );
    return rows[0]!.total;
  }

  it('ledger entries cannot be updated', async () => {
    await expect(db.pool.query('UPDATE point_ledger_entry SET points = points + 1 WHERE account_id = $1', [accountId])).rejects.toThrow(
      /append-only/,
    );
  });

  it('ledger entries cannot be deleted', async () => {
    await expect(db.pool.query('DELETE FROM point_ledger_entry WHERE account_id = $1', [accountId])).rejects.toThrow(/append-only/);
  });

  it('the ledger cannot be truncated', async () => {
    await expect(db.pool.query('TRUNCATE point_ledger_entry')).rejects.toThrow(/append-only/);
  });

  it('a debit that would take the balance below zero is refused by the database', async () => {
    const before = await balance();
    await expect(
      db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points) VALUES ($1, 'redeem', $2)", [
        accountId,
        -(before + 1),
      ]),
    ).rejects.toThrow(/account_points_balance_not_negative/);
    expect(await balance()).toBe(before);
  });

  it('concurrent debits that together exceed the balance: only the ones that fit succeed', async () => {
    const before = await balance();
    const debit = Math.floor(before / 2) + 1;
    const attempts = await Promise.allSettled(
      [1, 2, 3].map(() =>
        db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points) VALUES ($1, 'redeem', $2)", [accountId, -debit]),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === 'fulfilled')).toHaveLength(1);
    expect(await balance()).toBe(before - debit);
  });

  it('the balance projection equals the ledger sum and cannot be written directly', async () => {
    const { rows } = await db.pool.query<{ points: number }>('SELECT points FROM account_points_balance WHERE account_id = $1', [accountId]);
    expect(rows[0]!.points).toBe(await balance());
    await expect(db.pool.query('UPDATE account_points_balance SET points = 1000000 WHERE account_id = $1', [accountId])).rejects.toThrow(
      /derived from point_ledger_entry/,
    );
  });

  it('an entry’s sign must match its type (an earn cannot be negative)', async () => {
    await expect(
      db.pool.query("INSERT INTO point_ledger_entry (account_id, entry_type, points) VALUES ($1, 'earn', -5)", [accountId]),
    ).rejects.toThrow(/point_ledger_entry_sign/);
  });
});
