import { beforeAll, describe, expect, it } from 'vitest';
import { creditPoints, debitPoints, readBalance, reversePoints, type LedgerEntry } from '../../server/ledger/point-ledger';
import { accountIdByReference } from './support/account-by-reference';
import { useTestDatabase } from './support/use-test-database';

describe('the ledger module writes debits, credits and reversals as append-only rows', () => {
  const db = useTestDatabase();
  let accountId: number;
  const at = new Date('2026-05-01T12:00:00.000Z');

  beforeAll(async () => {
    accountId = await accountIdByReference(db.pool, 'ACC-2001');
  });

  function entry(points: number, idempotencyKey: string): LedgerEntry {
    return { accountId, points, description: `test ${idempotencyKey}`, source: { type: 'redemption_order', id: 9001 }, idempotencyKey, at };
  }

  async function row(idempotencyKey: string) {
    const { rows } = await db.pool.query(
      `SELECT entry_type, points::int, description, source_type, source_id, occurred_at, recorded_at
         FROM point_ledger_entry WHERE account_id = $1 AND idempotency_key = $2`,
      [accountId, idempotencyKey],
    );
    return rows;
  }

  it('a debit writes one redeem row of minus the points, with its source and time, and answers the balance left', async () => {
    const before = await readBalance(db.pool, accountId);
    expect(await debitPoints(db.pool, entry(250, 'writer:debit'), 'order')).toBe(before - 250);
    expect(await readBalance(db.pool, accountId)).toBe(before - 250);
    expect(await row('writer:debit')).toEqual([
      {
        entry_type: 'redeem',
        points: -250,
        description: 'test writer:debit',
        source_type: 'redemption_order',
        source_id: '9001',
        occurred_at: at,
        recorded_at: at,
      },
    ]);
  });

  it('a debit of more than the balance is refused (409 INSUFFICIENT_POINTS) and writes nothing', async () => {
    const before = await readBalance(db.pool, accountId);
    await expect(debitPoints(db.pool, entry(before + 1, 'writer:overdraft'), 'order')).rejects.toMatchObject({
      statusCode: 409,
      code: 'INSUFFICIENT_POINTS',
      details: { data: { balance: before, required: before + 1 } },
    });
    expect(await row('writer:overdraft')).toEqual([]);
    expect(await readBalance(db.pool, accountId)).toBe(before);
  });

  it('a refund and a bonus add the points; a reversal takes them back', async () => {
    const before = await readBalance(db.pool, accountId);
    await creditPoints(db.pool, 'refund', entry(40, 'writer:refund'));
    await creditPoints(db.pool, 'bonus', { ...entry(15, 'writer:bonus'), source: { type: 'travel_bonus', id: 9001 } });
    await reversePoints(db.pool, { ...entry(15, 'writer:reversal'), source: { type: 'travel_bonus', id: 9001 } });
    expect(await readBalance(db.pool, accountId)).toBe(before + 40);
    expect((await row('writer:refund'))[0]).toMatchObject({ entry_type: 'refund', points: 40 });
    expect((await row('writer:bonus'))[0]).toMatchObject({ entry_type: 'bonus', points: 15, source_type: 'travel_bonus' });
    expect((await row('writer:reversal'))[0]).toMatchObject({ entry_type: 'reversal', points: -15 });
  });

  it('the same idempotency key on the same card never moves points twice', async () => {
    const before = await readBalance(db.pool, accountId);
    await expect(creditPoints(db.pool, 'refund', entry(40, 'writer:refund'))).rejects.toMatchObject({
      constraint: 'point_ledger_entry_idempotency_key',
    });
    expect(await readBalance(db.pool, accountId)).toBe(before);
  });
});
