import type { Account, Profile } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

describe('member accounts and profile', () => {
  const t = useTestApp();

  async function accountsOf(userAccount: string): Promise<Account[]> {
    const token = await login(t.app, userAccount);
    const response = await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: Account[] }>().data;
  }

  async function memberId(userAccount: string): Promise<number> {
    const { rows } = await t.db.pool.query<{ id: number }>('SELECT id FROM member WHERE user_account = $1', [userAccount]);
    return rows[0]!.id;
  }

  it('a member sees only the cards they belong to: elite never sees marie’s card', async () => {
    const elite = await accountsOf('elite');
    const marie = await accountsOf('marie');
    const eliteIds = new Set(elite.map((account) => account.id));
    expect(marie).toHaveLength(1);
    expect(eliteIds.has(marie[0]!.id)).toBe(false);
    const eliteId = await memberId('elite');
    for (const account of elite) {
      expect(account.account_members.some((member) => member.member_id === eliteId)).toBe(true);
    }
  });

  it('elite has three usable cards plus one where Alex is not primary and one CANCELED card', async () => {
    const elite = await accountsOf('elite');
    const eliteId = await memberId('elite');
    const isPrimary = (account: Account) =>
      account.account_members.some((member) => member.member_id === eliteId && member.is_primary);
    const usable = elite.filter((account) => isPrimary(account) && account.status.code === 'ACTIVE');
    expect(usable.map((account) => account.account_type.translated_name['en-CA'])).toEqual([
      'Elite',
      'Premier World',
      'Cash Rewards',
    ]);
    expect(usable.map((account) => account.pooled_balance)).toEqual([152_300, 48_750, 9_120]);
    expect(elite.filter((account) => !isPrimary(account))).toHaveLength(1);
    expect(elite.filter((account) => account.status.code === 'CANCELED')).toHaveLength(1);
  });

  it('balances are the sums of the ledger entries, and follow new entries', async () => {
    const elite = await accountsOf('elite');
    for (const account of elite) {
      const { rows } = await t.db.pool.query<{ total: number }>(
        'SELECT COALESCE(sum(points), 0)::bigint AS total FROM point_ledger_entry WHERE account_id = $1',
        [account.id],
      );
      expect(account.pooled_balance).toBe(rows[0]!.total);
      expect(account.last_balance).toBe(rows[0]!.total);
    }
    const cash = elite.find((account) => account.account_type.card_type === 'cash')!;
    await t.db.pool.query(
      "INSERT INTO point_ledger_entry (account_id, entry_type, points, description) VALUES ($1, 'redeem', -120, 'test')",
      [cash.id],
    );
    const after = (await accountsOf('elite')).find((account) => account.id === cash.id)!;
    expect(after.pooled_balance).toBe(cash.pooled_balance - 120);
  });

  it('each account carries its card type, tier, bilingual name, points currency, card art and masked number', async () => {
    const [elite] = await accountsOf('elite');
    expect(elite).toMatchObject({
      reference_identifier: 'ACC-1001',
      status: { code: 'ACTIVE' },
      account_type: {
        card_type: 'elite',
        tier: 'elite',
        account_category: 'personal',
        translated_name: { 'en-CA': 'Elite', 'fr-CA': 'Élite' },
        currency: { id: 1, name: 'Points', symbol: 'pts' },
        image_url: '/media/cards/elite.svg',
      },
      mediums: [{ name_on_medium: 'ALEX MARTIN', masked_medium_number: '**** 4821' }],
    });
    const [select] = await accountsOf('select');
    expect(select?.account_type.account_category).toBe('nga');
    const [business] = await accountsOf('business');
    expect(business?.account_type.account_category).toBe('aib');
    const [onHold] = await accountsOf('onhold');
    expect(onHold?.status.code).toBe('ON HOLD');
  });

  it('the profile is the signed-in member’s own, with the preferred language', async () => {
    const token = await login(t.app, 'marie');
    const response = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const profile = response.json<{ data: Profile }>().data;
    expect(profile).toMatchObject({
      first_name: 'Marie',
      last_name: 'Tremblay',
      preferredLanguage: 'fr-CA',
      admin_id: null,
      admin_access_level: null,
      account_type: 'personal',
      tiers: [{ code: 'essential', name: { 'en-CA': 'Essential', 'fr-CA': 'Essentiel' } }],
    });
  });

  it('a member who has not accepted the programme rules gets 403 PENDING_ACTIONS on member calls', async () => {
    const token = await login(t.app, 'pending');
    for (const url of ['/api/v1/member/account', '/api/v1/member/profile', '/api/v1/member/product']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      const body = errorBody(response);
      expect(body.code).toBe('PENDING_ACTIONS');
      expect(body.data).toEqual([{ id: expect.any(Number), type: 'accept_program_rules' }]);
    }
  });

  it('a pending member can still refresh and sign out', async () => {
    const token = await login(t.app, 'pending');
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(token) })).statusCode).toBe(204);
  });

  it('once the pending action is completed the member calls are served', async () => {
    const token = await login(t.app, 'pending');
    await t.db.pool.query(
      "UPDATE member_pending_action SET completed_at = now() WHERE member_id = (SELECT id FROM member WHERE user_account = 'pending')",
    );
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) })).statusCode).toBe(200);
  });
});
