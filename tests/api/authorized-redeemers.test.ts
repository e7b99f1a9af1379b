import { randomUUID } from 'node:crypto';
import type { AuthorizedRedeemer, Account } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountIdByReference } from './support/account-by-reference';
import { loginAsSession } from './support/admin-console';
import { Shopper, productWhere } from './support/shop';
import { errorBody } from './support/test-app';
import { API_RELATIONS } from '../fakes/account-api-fixtures';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

describe('authorized redeemers on a card (/member/account/{id}/authorized-redeemer)', () => {
  let platinum: number;

  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');
  const marie = useSignedInShopper(t, 'marie');
  beforeAll(async () => {
    platinum = await accountIdByReference(t.db.pool, 'ACC-1004');
  });

  const list = async (shopper: Shopper, accountId = shopper.accountId, locale = 'en-CA') => {
    const response = await shopper.request('GET', `/member/account/${accountId}/authorized-redeemer?locale=${locale}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: AuthorizedRedeemer[] }>().data;
  };
  const add = (shopper: Shopper, body: object, accountId = shopper.accountId) =>
    shopper.request('POST', `/member/account/${accountId}/authorized-redeemer`, body);
  const MARIE = { first_name: 'Marie', last_name: 'Tremblay', email: 'Marie.Tremblay@example.com', relation_code: 'sibling' };

  it('lists the relations in either language', async () => {
    const english = await elite().request('GET', '/member/authorized-redeemer-relations');
    // The fakes answer the same list (API_RELATIONS): this keeps them the API's.
    expect(english.json<{ data: unknown[] }>().data).toEqual(API_RELATIONS);
    const french = await elite().request('GET', '/member/authorized-redeemer-relations?locale=fr-CA');
    expect(french.json<{ data: Array<{ name: string }> }>().data[4]!.name).toBe('Frère ou sœur');
  });

  it('lists the seeded redeemer of the Elite card: Jordan, without online access', async () => {
    expect(await list(elite())).toEqual([
      expect.objectContaining({
        first_name: 'Jordan',
        last_name: 'Martin',
        relation: { code: 'spouse', name: 'Spouse' },
        has_online_access: false,
      }),
    ]);
    expect((await list(elite(), elite().accountId, 'fr-CA'))[0]!.relation.name).toBe('Conjoint ou conjointe');
  });

  it('an added member can redeem on the card and do nothing else there; once removed, not even that', async () => {
    const created = await add(elite(), MARIE);
    expect(created.statusCode, created.body).toBe(201);
    const redeemer = created.json<{ data: AuthorizedRedeemer }>().data;
    expect(redeemer).toMatchObject({
      first_name: 'Marie',
      email: 'Marie.Tremblay@example.com',
      relation: { code: 'sibling' },
      has_online_access: true,
    });
    expect((await list(elite())).map((entry) => entry.id)).toContain(redeemer.id);

    const accounts = (await marie().request('GET', '/member/account')).json<{ data: Account[] }>().data;
    const shared = accounts.find((account) => account.id === elite().accountId);
    expect(shared?.account_members).toContainEqual({ member_id: expect.any(Number), is_primary: false });

    const onElite = new Shopper(t.app, marie().token, elite().accountId);
    const product = await productWhere(t.db.pool, "c.slug = 'merchandise'");
    await onElite.add(product);
    for (const [method, url, body] of [
      ['GET', `/member/account/${elite().accountId}/transaction`, undefined],
      ['POST', `/member/account/${elite().accountId}/download`, {}],
      ['GET', `/member/account/${elite().accountId}/authorized-redeemer`, undefined],
      ['POST', `/member/account/${elite().accountId}/authorized-redeemer`, { ...MARIE, email: 'x@example.com' }],
      ['DELETE', `/member/account/${elite().accountId}/authorized-redeemer/${redeemer.id}`, undefined],
    ] as const) {
      const response = await onElite.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorBody(response).code).toBe('PRIMARY_CARDHOLDER_ONLY');
    }
    const fee = await t.db.pool.query<{ id: number }>("SELECT id FROM card_transaction WHERE reference_identifier = 'CT-1001-0007'");
    const eraser = await onElite.request(
      'POST',
      '/member/purchase-eraser/checkout',
      { account_id: elite().accountId, card_transaction_id: fee.rows[0]!.id },
      { 'idempotency-key': randomUUID() },
    );
    expect(eraser.statusCode).toBe(403);

    expect((await elite().request('DELETE', `/member/account/${elite().accountId}/authorized-redeemer/${redeemer.id}`)).statusCode).toBe(204);
    expect((await list(elite())).map((entry) => entry.id)).not.toContain(redeemer.id);
    expect((await onElite.request('GET', `/shoppingCart?account_id=${elite().accountId}`)).statusCode).toBe(404);
    const after = (await marie().request('GET', '/member/account')).json<{ data: Account[] }>().data;
    expect(after.map((account) => account.id)).not.toContain(elite().accountId);
    expect((await elite().request('DELETE', `/member/account/${elite().accountId}/authorized-redeemer/${redeemer.id}`)).statusCode).toBe(404);
  });

  it('names a person who is not a member yet, once per card', async () => {
    const body = { first_name: 'Sam', last_name: 'Martin', email: 'sam.martin@example.com', relation_code: 'child' };
    const created = await add(elite(), body);
    expect(created.json<{ data: AuthorizedRedeemer }>().data).toMatchObject({ first_name: 'Sam', has_online_access: false });
    const twice = await add(elite(), { ...body, email: 'SAM.MARTIN@example.com' });
    expect(twice.statusCode).toBe(409);
    expect(errorBody(twice).code).toBe('AUTHORIZED_REDEEMER_EXISTS');
  });

  it('refuses bad input with 400 naming the field: the holder’s own email, an unknown relation, blanks, a bad email', async () => {
    for (const [body, field] of [
      [{ ...MARIE, email: 'alex.martin@example.com' }, 'email'],
      [{ ...MARIE, relation_code: 'neighbour' }, 'relation_code'],
      [{ ...MARIE, first_name: '  ' }, 'first_name'],
      [{ ...MARIE, email: 'marie' }, 'email'],
      [{ ...MARIE, nickname: 'M' }, 'nickname'],
    ] as const) {
      const response = await add(elite(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(errorBody(response).errors)).toContain(field);
    }
  });

  it('another member’s card answers 404 on every call, and a redeemer of another card too', async () => {
    expect((await marie().request('GET', `/member/account/${elite().accountId}/authorized-redeemer`)).statusCode).toBe(404);
    expect((await add(marie(), MARIE, elite().accountId)).statusCode).toBe(404);
    const [jordan] = await list(elite());
    expect((await marie().request('DELETE', `/member/account/${elite().accountId}/authorized-redeemer/${jordan!.id}`)).statusCode).toBe(404);
    const other = await add(marie(), { first_name: 'Luc', last_name: 'Tremblay', email: 'luc@example.com', relation_code: 'parent' });
    const otherId = other.json<{ data: AuthorizedRedeemer }>().data.id;
    expect((await elite().request('DELETE', `/member/account/${elite().accountId}/authorized-redeemer/${otherId}`)).statusCode).toBe(404);
  });

  it('Alex, a redeemer on Jordan’s Platinum card, may redeem there but not manage its redeemers', async () => {
    const response = await elite().request('GET', `/member/account/${platinum}/authorized-redeemer`);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('PRIMARY_CARDHOLDER_ONLY');
    expect((await elite().request('GET', `/shoppingCart?account_id=${platinum}`)).statusCode).toBe(200);
  });

  it('a read-only admin may list but not change them', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const auditor = new Shopper(t.app, token, elite().accountId);
    expect((await auditor.request('GET', `/member/account/${elite().accountId}/authorized-redeemer`)).statusCode).toBe(200);
    const refused = await add(auditor, { ...MARIE, email: 'another@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
    const [jordan] = await list(elite());
    expect((await auditor.request('DELETE', `/member/account/${elite().accountId}/authorized-redeemer/${jordan!.id}`)).statusCode).toBe(403);
  });
});
