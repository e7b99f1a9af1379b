import type { PendingActionDetail } from '@openapi/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { bearer, errorBody, login } from './support/test-app';
import { useTestApp } from './support/use-test-app';

describe('pending actions: accepting the programme rules (spec §4, §8)', () => {
  let token: string;

  const t = useTestApp();
  beforeEach(async () => {
    // Every test starts with the rules not accepted.
    await t.db.pool.query(
      `UPDATE member_pending_action SET completed_at = NULL
        WHERE member_id = (SELECT id FROM member WHERE user_account = 'pending')`,
    );
    await t.db.pool.query("UPDATE member SET rules_accepted_at = NULL WHERE user_account = 'pending'");
    token = await login(t.app, 'pending');
  });

  async function actions(locale?: string): Promise<PendingActionDetail[]> {
    const response = await t.app.inject({
      url: `/api/v1/member/pending-action${locale ? `?locale=${locale}` : ''}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: PendingActionDetail[] }>().data;
  }

  /** Answers the action `id` as `session` would: PUT with `accepted`. */
  function answer(id: number, session: string, accepted: boolean) {
    return t.app.inject({ method: 'PUT', url: `/api/v1/member/pending-action/${id}`, headers: bearer(session), payload: { accepted } });
  }

  it('member calls answer 403 PENDING_ACTIONS with the actions, the content page included', async () => {
    for (const request of [
      { url: '/api/v1/member/account' },
      { url: '/api/v1/member/profile' },
      { url: '/api/v1/member/cms/page?page_slug=faq' },
      { method: 'PUT' as const, url: '/api/v1/member/profile', payload: { has_marketing_enabled: true } },
    ]) {
      const response = await t.app.inject({ ...request, headers: bearer(token) });
      expect(response.statusCode, request.url).toBe(403);
      expect(errorBody(response)).toMatchObject({ code: 'PENDING_ACTIONS', data: [{ type: 'accept_program_rules' }] });
    }
  });

  it('the pending-actions layout still gets its menus and content configuration', async () => {
    for (const url of ['/api/v1/member/cms/menu/navigation', '/api/v1/member/cms/menu/account', '/api/v1/member/cms/config']) {
      expect((await t.app.inject({ url, headers: bearer(token) })).statusCode, url).toBe(200);
    }
  });

  it('the action carries its title and the programme rules text, in English and in French', async () => {
    const [english] = await actions();
    expect(english).toMatchObject({ type: 'accept_program_rules', title: 'Accept the programme rules' });
    expect(english!.description).toContain('1. Membership');
    expect(english!.description).toContain('\n\n');
    const [french] = await actions('fr-CA');
    expect(french).toMatchObject({ id: english!.id, title: 'Accepter le règlement du programme' });
    expect(french!.description).toContain('1. Adhésion');
    const one = await t.app.inject({ url: `/api/v1/member/pending-action/${english!.id}?locale=fr-CA`, headers: bearer(token) });
    expect(one.json<{ data: PendingActionDetail }>().data).toEqual(french);
  });

  it('accepting the rules records the acceptance and from then on member calls are served', async () => {
    const [action] = await actions();
    const accept = await answer(action!.id, token, true);
    expect(accept.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/v1/member/account', headers: bearer(token) })).statusCode).toBe(200);
    expect(await actions()).toEqual([]);
    const { rows } = await t.db.pool.query<{ accepted: boolean }>(
      "SELECT rules_accepted_at IS NOT NULL AS accepted FROM member WHERE user_account = 'pending'",
    );
    expect(rows[0]?.accepted).toBe(true);
    const again = await answer(action!.id, token, true);
    expect(again.statusCode).toBe(204);
    const done = await t.app.inject({ url: `/api/v1/member/pending-action/${action!.id}`, headers: bearer(token) });
    expect(done.statusCode).toBe(404);
  });

  it('not accepting is not an answer: accepted must be true', async () => {
    const [action] = await actions();
    const response = await answer(action!.id, token, false);
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: 'accepted', message: 'must be true' }]);
  });

  it('a member cannot see nor complete another member’s action', async () => {
    const [action] = await actions();
    const elite = await login(t.app, 'elite');
    const own = await t.app.inject({ url: '/api/v1/member/pending-action', headers: bearer(elite) });
    expect(own.json()).toEqual({ data: [] });
    const read = await t.app.inject({ url: `/api/v1/member/pending-action/${action!.id}`, headers: bearer(elite) });
    const write = await answer(action!.id, elite, true);
    expect(read.statusCode).toBe(404);
    expect(write.statusCode).toBe(404);
    expect(await actions()).toHaveLength(1);
  });

  it('an admin logged in as the member cannot accept the rules for them: read-only is refused, and so is write', async () => {
    const [action] = await actions();
    const auditor = await loginAsSession(t.app, 'auditor', 'pending');
    const admin = await loginAsSession(t.app, 'admin', 'pending');
    const readOnly = await answer(action!.id, auditor.token, true);
    expect(readOnly.statusCode).toBe(403);
    expect(errorBody(readOnly).code).toBe('READ_ONLY_ACCESS');
    const write = await answer(action!.id, admin.token, true);
    expect(write.statusCode).toBe(403);
    expect(errorBody(write).code).toBe('MEMBER_CONSENT_REQUIRED');
    expect(await actions()).toHaveLength(1);
  });
});
