import type { QueryResult } from 'pg';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../database/queryable';
import { ApiError } from '../http/api-error';
import { debitPoints, insufficientPoints, type LedgerEntry } from './point-ledger';

const ENTRY: LedgerEntry = {
  accountId: 7,
  points: 300,
  description: 'Order R1',
  source: { type: 'redemption_order', id: 42 },
  idempotencyKey: 'order:42:redeem',
  at: new Date('2026-05-01T12:00:00Z'),
};

/** A connection whose balance row holds `balance` points and whose ledger INSERT fails with `insertError`, if any. */
function connection(balance: number, insertError?: Error): Queryable & { statements: string[] } {
  const statements: string[] = [];
  const query = async (statement: string | { text: string }) => {
    const text = typeof statement === 'string' ? statement : statement.text;
    statements.push(text);
    if (text.includes('INSERT INTO point_ledger_entry') && insertError) throw insertError;
    return { rows: text.includes('account_points_balance') ? [{ points: balance }] : [], rowCount: 1 } as unknown as QueryResult;
  };
  return { statements, query: query as Queryable['query'] };
}

function refusalOf(error: unknown): { statusCode: number; code: string; data: unknown } {
  const refused = error as ApiError;
  return { statusCode: refused.statusCode, code: refused.code, data: refused.details.data };
}

describe('a debit the card cannot cover is refused as INSUFFICIENT_POINTS', () => {
  it('a balance short of the debit is refused before any ledger row is written', async () => {
    const db = connection(299);
    const error = await debitPoints(db, ENTRY, 'order').catch((caught: unknown) => caught);
    expect(refusalOf(error)).toEqual({ statusCode: 409, code: 'INSUFFICIENT_POINTS', data: { balance: 299, required: 300 } });
    expect(db.statements.some((text) => text.includes('INSERT'))).toBe(false);
  });

  it('a balance equal to the debit pays it and leaves zero', async () => {
    const db = connection(300);
    expect(await debitPoints(db, ENTRY, 'order')).toBe(0);
    expect(db.statements[0]).toMatch(/FOR UPDATE/);
  });

  it("the projection's overdraft CHECK is the same refusal, with the balance read under the lock", async () => {
    const overdraft = Object.assign(new Error('violates check constraint'), { constraint: 'account_points_balance_not_negative' });
    const error = await debitPoints(connection(500, overdraft), ENTRY, 'redemption').catch((caught: unknown) => caught);
    expect(refusalOf(error)).toEqual({ statusCode: 409, code: 'INSUFFICIENT_POINTS', data: { balance: 500, required: 300 } });
    expect((error as Error).message).toBe('There are not enough points on this card for this redemption.');
  });

  it('any other database failure is not taken for a refusal', async () => {
    const other = Object.assign(new Error('duplicate key'), { constraint: 'point_ledger_entry_idempotency_key' });
    await expect(debitPoints(connection(500, other), ENTRY, 'order')).rejects.toBe(other);
  });

  it('the refusal names what the points were for', () => {
    expect(insufficientPoints('order', 1, 2).message).toBe('There are not enough points on this card for this order.');
    expect(insufficientPoints('annual-fee', 1, 2).message).toBe('There are not enough points on this card to erase this annual fee.');
  });
});
