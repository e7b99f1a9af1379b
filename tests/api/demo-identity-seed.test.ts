import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITY_MEMBERS } from '../../server/database/seed/demo-identity';
import { useTestDatabase } from './support/use-test-database';

describe('the identity demo data (README: registration cardholders, locked, flagged, northshore)', () => {
  const db = useTestDatabase();

  it('gives each member one active card as primary holder, whose ledger sums to the demo balance', async () => {
    const { rows } = await db.pool.query<{
      login: string;
      reference: string;
      status: string;
      primary: boolean;
      balance: number;
      projection: number;
    }>(
      `SELECT m.user_account AS login, a.reference_identifier AS reference, a.status, am.is_primary AS primary,
              (SELECT sum(points)::int FROM point_ledger_entry e WHERE e.account_id = a.id) AS balance,
              (SELECT points::int FROM account_points_balance b WHERE b.account_id = a.id) AS projection
         FROM member m JOIN account_member am ON am.member_id = m.id JOIN account a ON a.id = am.account_id
        WHERE m.user_account = ANY($1) ORDER BY m.id`,
      [DEMO_IDENTITY_MEMBERS.map((member) => member.login)],
    );
    expect(rows.map((row) => row.login)).toEqual(DEMO_IDENTITY_MEMBERS.map((member) => member.login));
    for (const [index, row] of rows.entries()) {
      const member = DEMO_IDENTITY_MEMBERS[index]!;
      expect(row).toEqual({
        login: member.login,
        reference: member.card.reference,
        status: 'ACTIVE',
        primary: true,
        balance: member.card.balance,
        projection: member.card.balance,
      });
    }
  });

  it('keeps no card number or birth date in clear, only digests of what the bank has on file', async () => {
    const { rows } = await db.pool.query<{ name: string; value_digest: string }>('SELECT name, value_digest FROM member_identity_fact');
    expect(rows.length).toBe(3 * 3 + 2 * 2);
    for (const row of rows) expect(row.value_digest).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('4512');
  });

  it('leaves the other demo balances as documented: elite’s Elite card still has 152,300 points', async () => {
    const { rows } = await db.pool.query<{ points: number }>(
      "SELECT sum(points)::int AS points FROM point_ledger_entry WHERE account_id = (SELECT id FROM account WHERE reference_identifier = 'ACC-1001')",
    );
    expect(rows[0]!.points).toBe(152_300);
  });

  it('holds the locked and the flagged member, and gives the cardholders no online access yet', async () => {
    const { rows } = await db.pool.query<{ login: string; hold: string | null; password: boolean }>(
      `SELECT user_account AS login, access_hold AS hold, password_hash IS NOT NULL AS password FROM member WHERE user_account = ANY($1) ORDER BY id`,
      [DEMO_IDENTITY_MEMBERS.map((member) => member.login)],
    );
    expect(rows).toEqual([
      { login: 'cardholder-7001', hold: null, password: false },
      { login: 'cardholder-7002', hold: null, password: false },
      { login: 'cardholder-7003', hold: null, password: false },
      { login: 'northshore', hold: null, password: true },
      { login: 'locked', hold: 'locked', password: true },
      { login: 'flagged', hold: 'fraud', password: true },
    ]);
  });
});
