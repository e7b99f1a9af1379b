import { randomUUID } from 'node:crypto';
import type { CheckoutResult as Order } from '@openapi/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { CANADIAN_ADDRESS, cardOf, productWhere, Shopper } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

interface Stamp {
  acting_member_id: number | null;
  admin_id: number | null;
  login_as_session_id: string | null;
}

/**
 * Issue 22 item 4: every debit and change says who acted — the member, or
 * the admin with the login-as session — and the admin audit log records those
 * calls as "changed".
 */
describe('every debit and change records the acting agent', () => {
  let adminAsElite: Shopper;
  let loginAsSessionId: string;
  let adminId: number;
  let eliteId: number;

  const t = useTestApp();
  beforeAll(async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'elite');
    adminAsElite = new Shopper(t.app, token, await cardOf(t.db.pool, 'elite', 'elite'));
    const { rows } = await t.db.pool.query<{ id: string; admin_id: number; member_id: number }>(
      `SELECT s.id, s.admin_id, s.member_id FROM login_as_session s JOIN admin_user a ON a.id = s.admin_id
        WHERE a.user_account = 'admin' ORDER BY s.started_at DESC LIMIT 1`,
    );
    loginAsSessionId = rows[0]!.id;
    adminId = rows[0]!.admin_id;
    eliteId = rows[0]!.member_id;
  });

  const byAdmin = (): Stamp => ({ acting_member_id: eliteId, admin_id: adminId, login_as_session_id: loginAsSessionId });

  async function stamps(sql: string, values: unknown[]): Promise<Stamp[]> {
    const { rows } = await t.db.pool.query<Stamp>(sql, values);
    return rows.map((row) => ({ acting_member_id: row.acting_member_id, admin_id: row.admin_id, login_as_session_id: row.login_as_session_id }));
  }

  async function auditKinds(operation: string): Promise<string[]> {
    const { rows } = await t.db.pool.query<{ kind: string }>(
      'SELECT kind FROM admin_audit_entry WHERE login_as_session_id = $1 AND operation = $2 ORDER BY id',
      [loginAsSessionId, operation],
    );
    return rows.map((row) => row.kind);
  }

  it('an order placed and cancelled by an admin: the order, its debit, its refund and its cancelled statuses name the admin and the session', async () => {
    const product = await productWhere(t.db.pool, "c.slug = 'merchandise' AND NOT p.has_splitpay AND p.price_points BETWEEN 2000 AND 20000");
    const cart = await adminAsElite.add(product);
    const placed = await adminAsElite.checkout(adminAsElite.checkoutBody(cart));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<{ data: Order }>().data;
    const { rows } = await t.db.pool.query<{ id: number }>('SELECT id FROM redemption_order WHERE reference_identifier = $1', [order.reference_identifier]);
    const orderId = rows[0]!.id;
    const cancelled = await adminAsElite.request('PUT', `/member/orderCancel/${orderId}`, undefined, { 'idempotency-key': randomUUID() });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    expect(await stamps('SELECT member_id AS acting_member_id, admin_id, login_as_session_id FROM redemption_order WHERE id = $1', [orderId])).toEqual([byAdmin()]);
    expect(
      await stamps(`SELECT acting_member_id, admin_id, login_as_session_id FROM point_ledger_entry WHERE source_id = $1 ORDER BY id`, [String(orderId)]),
    ).toEqual([byAdmin(), byAdmin()]);
    const statuses = await stamps(
      `SELECT s.acting_member_id, s.admin_id, s.login_as_session_id FROM redemption_order_item_status s
         JOIN redemption_order_item i ON i.id = s.order_item_id WHERE i.order_id = $1 ORDER BY s.id`,
      [orderId],
    );
    expect(statuses.length).toBeGreaterThanOrEqual(2);
    expect(statuses).toEqual(statuses.map(() => byAdmin()));
    expect(await auditKinds('checkout')).toEqual(['changed']);
    expect(await auditKinds('cancelOrder')).toEqual(['changed']);
  });

  it('Pay with Rewards by an admin: the redemption and its debit name the admin and the session', async () => {
    const paid = await adminAsElite.request(
      'POST',
      `/member/account/${adminAsElite.accountId}/pay-with-reward`,
      { reference_identifier: 'CT-1001-0001', amount: 25, currency_code: 'CAD' },
      { 'idempotency-key': randomUUID() },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const reference = paid.json<{ data: { reference_identifier: string } }>().data.reference_identifier;
    const redemption = await stamps(
      'SELECT acting_member_id, admin_id, login_as_session_id FROM card_transaction_redemption WHERE reference_identifier = $1',
      [reference],
    );
    expect(redemption).toEqual([byAdmin()]);
    const debits = await stamps(
      `SELECT acting_member_id, admin_id, login_as_session_id FROM point_ledger_entry
        WHERE account_id = $1 AND entry_type = 'redeem' ORDER BY id DESC LIMIT 1`,
      [adminAsElite.accountId],
    );
    expect(debits).toEqual([byAdmin()]);
    expect(await auditKinds('redeemPayWithReward')).toEqual(['changed']);
  });

  it('profile and address changes by an admin name the admin and the session, deletions included', async () => {
    const profile = await adminAsElite.request('PUT', '/member/profile', { has_marketing_enabled: false });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(
      await stamps(
        'SELECT member_id AS acting_member_id, admin_id, login_as_session_id FROM member_profile_change WHERE member_id = $1 ORDER BY id DESC LIMIT 1',
        [eliteId],
      ),
    ).toEqual([byAdmin()]);

    const created = await adminAsElite.request('POST', '/address', { ...CANADIAN_ADDRESS, address1: '1 Acting Agent Road' });
    expect(created.statusCode, created.body).toBe(201);
    const addressId = created.json<{ data: { id: number } }>().data.id;
    expect((await adminAsElite.request('PUT', `/address/${addressId}`, { ...CANADIAN_ADDRESS, address1: '2 Acting Agent Road' })).statusCode).toBe(200);
    expect((await adminAsElite.request('DELETE', `/address/${addressId}`)).statusCode).toBe(200);
    const { rows } = await t.db.pool.query<Stamp & { action: string }>(
      'SELECT action, acting_member_id, admin_id, login_as_session_id FROM member_address_change WHERE address_id = $1 ORDER BY id',
      [addressId],
    );
    expect(rows.map((row) => row.action)).toEqual(['created', 'updated', 'deleted']);
    for (const row of rows) {
      expect({ acting_member_id: row.acting_member_id, admin_id: row.admin_id, login_as_session_id: row.login_as_session_id }).toEqual(byAdmin());
    }
    expect(await auditKinds('updateMemberProfile')).toEqual(['changed']);
    expect(await auditKinds('createAddress')).toEqual(['changed']);
    expect(await auditKinds('deleteAddress')).toEqual(['changed']);
    // Reads stay "viewed"; the travel token (a GET that lets a partner spend points) is a change.
    expect(await auditKinds('getMemberProfile')).toEqual([]);
    const travel = await adminAsElite.request('GET', `/member/account/${adminAsElite.accountId}/jwt`);
    expect(travel.statusCode, travel.body).toBe(200);
    expect(await auditKinds('getTravelToken')).toEqual(['changed']);
    expect((await adminAsElite.request('GET', '/member/profile')).statusCode).toBe(200);
    expect(await auditKinds('getMemberProfile')).toEqual(['viewed']);
  });

  it('a member acting as themselves is recorded as the member, with no admin', async () => {
    const marie = await signedInShopper(t, 'marie');
    const created = await marie.request('POST', '/address', { ...CANADIAN_ADDRESS, address1: '3 Own Road' });
    expect(created.statusCode, created.body).toBe(201);
    const { rows } = await t.db.pool.query<{ id: number }>("SELECT id FROM member WHERE user_account = 'marie'");
    expect(
      await stamps('SELECT acting_member_id, admin_id, login_as_session_id FROM member_address_change WHERE address_id = $1', [
        created.json<{ data: { id: number } }>().data.id,
      ]),
    ).toEqual([{ acting_member_id: rows[0]!.id, admin_id: null, login_as_session_id: null }]);
  });
});

describe('a travel booking an admin makes for a member records the admin as the agent', () => {
  const t = useTestApp();

  // The partner sends the member back to the store, which books through the travel checkout with its own session.
  const book = async (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/member/ascenda/checkout',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { account_id: await cardOf(t.db.pool, 'elite', 'elite'), offer_code: 'car-calgary' },
    });

  async function latestCarBooking(): Promise<{ order: Stamp; debit: Stamp }> {
    const { rows } = await t.db.pool.query<Stamp & { id: number }>(
      `SELECT o.id, o.member_id AS acting_member_id, o.admin_id, o.login_as_session_id FROM redemption_order o
         JOIN redemption_order_item i ON i.order_id = o.id WHERE i.payload->>'product_type' = 'car' ORDER BY o.id DESC LIMIT 1`,
    );
    const order = rows[0]!;
    const debits = await t.db.pool.query<Stamp>(
      `SELECT acting_member_id, admin_id, login_as_session_id FROM point_ledger_entry WHERE source_id = $1 AND points < 0`,
      [String(order.id)],
    );
    return { order: { acting_member_id: order.acting_member_id, admin_id: order.admin_id, login_as_session_id: order.login_as_session_id }, debit: debits.rows[0]! };
  }

  it('names the admin and the login-as session on the order and its debit; the member booking alone names nobody else', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'elite');
    const { rows } = await t.db.pool.query<{ id: string; admin_id: number; member_id: number }>(
      `SELECT s.id, s.admin_id, s.member_id FROM login_as_session s JOIN admin_user a ON a.id = s.admin_id
        WHERE a.user_account = 'admin' ORDER BY s.started_at DESC LIMIT 1`,
    );
    const byAdmin: Stamp = { acting_member_id: rows[0]!.member_id, admin_id: rows[0]!.admin_id, login_as_session_id: rows[0]!.id };
    expect((await book(token)).statusCode).toBe(201);
    expect(await latestCarBooking()).toEqual({ order: byAdmin, debit: byAdmin });

    const byMember: Stamp = { acting_member_id: rows[0]!.member_id, admin_id: null, login_as_session_id: null };
    expect((await book(await login(t.app, 'elite'))).statusCode).toBe(201);
    expect(await latestCarBooking()).toEqual({ order: byMember, debit: byMember });
  });

  it('once the admin’s login-as session has ended, it books nothing', async () => {
    const { token } = await loginAsSession(t.app, 'admin', 'elite');
    const { rows } = await t.db.pool.query<{ id: string }>(
      `SELECT s.id FROM login_as_session s JOIN admin_user a ON a.id = s.admin_id WHERE a.user_account = 'admin' ORDER BY s.started_at DESC LIMIT 1`,
    );
    await t.db.pool.query("UPDATE login_as_session SET ended_at = now(), end_reason = 'signed_out' WHERE id = $1", [rows[0]!.id]);
    const before = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM redemption_order');
    expect((await book(token)).statusCode).toBe(401);
    const after = await t.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM redemption_order');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
