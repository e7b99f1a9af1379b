import { beforeAll, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { Shopper } from './support/shop';
import { signedInShopper } from './support/signed-in-shopper';
import { errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedInShopper } from './support/signed-in';

/**
 * Spec §7 POST /member/custom-action {action, input} (issue 21 item 16): the
 * programme's registry of named actions; the reference server's is
 * resend-egift, which the order detail page calls.
 */
describe('custom actions (POST /member/custom-action)', () => {
  let egiftItem: number;
  let merchandiseItem: number;

  const t = useTestApp();
  const elite = useSignedInShopper(t, 'elite', 'elite');
  beforeAll(async () => {
    const item = async (kind: string) =>
      (
        await t.db.pool.query<{ id: number }>(
          `SELECT i.id FROM redemption_order_item i JOIN redemption_order o ON o.id = i.order_id JOIN member m ON m.id = o.member_id
            WHERE m.user_account = 'elite' AND i.redemption_kind = $1 ORDER BY i.id LIMIT 1`,
          [kind],
        )
      ).rows[0]!.id;
    egiftItem = await item('egiftcard');
    merchandiseItem = await item('merchandise');
  });

  const run = (shopper: Shopper, body: object, locale = 'en-CA') => shopper.request('POST', `/member/custom-action?locale=${locale}`, body);
  const statuses = async (itemId: number) =>
    (await t.db.pool.query<{ status: string }>('SELECT status FROM redemption_order_item_status WHERE order_item_id = $1 ORDER BY id', [itemId])).rows.map(
      (row) => row.status,
    );

  it('resend-egift asks for a delivered eGift card to be sent again, once; the order says resend requested', async () => {
    const answer = await run(elite(), { action: 'resend-egift', input: { order_item_id: egiftItem } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ data: { action: 'resend-egift', result: { order_id: expect.any(Number), order_item_id: egiftItem, status: 'resend_requested' } } });
    expect((await statuses(egiftItem)).at(-1)).toBe('resend_requested');
    const again = await run(elite(), { action: 'resend-egift', input: { order_item_id: egiftItem } }, 'fr-CA');
    expect(again.statusCode).toBe(409);
    expect(errorBody(again)).toMatchObject({
      code: 'CUSTOM_ACTION_REFUSED',
      message: 'Cette carte-cadeau électronique est déjà en cours de renvoi.',
      data: { reason: 'already-requested' },
    });
    expect((await statuses(egiftItem)).filter((status) => status === 'resend_requested')).toHaveLength(1);
    const acting = await t.db.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM redemption_order_item_status WHERE order_item_id = $1 AND status = 'resend_requested' AND acting_member_id IS NOT NULL",
      [egiftItem],
    );
    expect(acting.rows[0]!.n).toBe(1);
  });

  it('an action the programme does not have is a 400 on action; input that is not the action’s is a 400 on its fields', async () => {
    const unknown = await run(elite(), { action: 'launch-rocket', input: {} });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).errors).toEqual([{ field: 'action', message: 'is not an action of this programme' }]);
    await t.db.pool.query("DELETE FROM programme_custom_action WHERE action = 'resend-egift'");
    try {
      const disabled = await run(elite(), { action: 'resend-egift', input: { order_item_id: egiftItem } });
      expect(errorBody(disabled).errors).toEqual([{ field: 'action', message: 'is not an action of this programme' }]);
    } finally {
      await t.db.pool.query("INSERT INTO programme_custom_action (programme_id, action) SELECT id, 'resend-egift' FROM programme");
    }
    const bad = await run(elite(), { action: 'resend-egift', input: { order_item_id: '7', colour: 'red' } });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors).toEqual([
      { field: 'input.colour', message: 'is not an input of this action' },
      { field: 'input.order_item_id', message: 'must be a positive whole number' },
    ]);
    expect((await run(elite(), { action: 'resend-egift' })).statusCode).toBe(400);
    expect((await run(elite(), { action: 'resend-egift', input: [] })).statusCode).toBe(400);
  });

  it('another member’s item is a 404, an item that is not an eGift card a 409, and a read-only agent changes nothing', async () => {
    const marie = await signedInShopper(t, 'marie');
    expect((await run(marie, { action: 'resend-egift', input: { order_item_id: merchandiseItem } })).statusCode).toBe(404);
    const notEgift = await run(elite(), { action: 'resend-egift', input: { order_item_id: merchandiseItem } });
    expect(notEgift.statusCode).toBe(409);
    expect(errorBody(notEgift)).toMatchObject({ message: 'Only an eGift card can be sent again.', data: { reason: 'not-egift' } });
    const before = await statuses(merchandiseItem);
    const auditor = await readOnlyAgent();
    const refused = await run(auditor, { action: 'resend-egift', input: { order_item_id: merchandiseItem } });
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).code).toBe('READ_ONLY_ACCESS');
    expect(await statuses(merchandiseItem)).toEqual(before);
  });

  // The action's access is declared once, in the registry, and enforced by the access hook like every x-access.
  const readOnlyAgent = async () => new Shopper(t.app, (await loginAsSession(t.app, 'auditor', 'elite')).token, elite().accountId);

  it('a read-only agent is refused a writing action with the 403 every write answers, before the action reads anything', async () => {
    const refused = await run(await readOnlyAgent(), { action: 'resend-egift', input: { order_item_id: egiftItem } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'READ_ONLY_ACCESS',
      message: 'You are logged in as this member with read-only access, so nothing can be changed.',
    });
  });

  it('a read-only agent is not refused what needs no write: an action the programme lacks and bad input are the 400s a member gets', async () => {
    const auditor = await readOnlyAgent();
    const unknown = await run(auditor, { action: 'launch-rocket', input: {} });
    expect(unknown.statusCode).toBe(400);
    expect(errorBody(unknown).errors).toEqual([{ field: 'action', message: 'is not an action of this programme' }]);
    const bad = await run(auditor, { action: 'resend-egift', input: { order_item_id: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors).toEqual([{ field: 'input.order_item_id', message: 'must be a positive whole number' }]);
  });
});
