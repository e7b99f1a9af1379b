import type { Profile } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { loginAsSession } from './support/admin-console';
import { DEMO_PASSWORD, bearer, errorBody, login, loginRequest } from './support/test-app';
import { useTestApp } from './support/use-test-app';

describe('contact details in the profile (PUT /member/profile, spec §6)', () => {
  const t = useTestApp();

  const put = async (member: string, payload: object, token?: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(token ?? (await login(t.app, member))), payload });

  it('a select member changes their phone here and asks for a new email (it waits for its link); the change is recorded', async () => {
    const before = (await t.db.pool.query<{ email: string }>("SELECT email FROM member WHERE user_account = 'select'")).rows[0]!.email;
    const response = await put('select', { email: 'chloe.g@example.com', phone: ' +1 613 555 0100 ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Profile }>().data).toMatchObject({
      email: before,
      pending_email: 'chloe.g@example.com',
      phone: '+1 613 555 0100',
    });
    const cleared = await put('select', { phone: null });
    expect(cleared.json<{ data: Profile }>().data).toMatchObject({ email: before, pending_email: 'chloe.g@example.com', phone: null });
    const { rows } = await t.db.pool.query<{ changes: unknown }>(
      "SELECT changes FROM member_profile_change WHERE member_id = (SELECT id FROM member WHERE user_account = 'select') ORDER BY id",
    );
    expect(rows.map((row) => row.changes)).toEqual([{ phone: '+1 613 555 0100' }, { phone: null }]);
  });

  it('Elite and Premium members, and members the spec gives no channel, are refused with 403 CONTACT_DETAILS_NOT_EDITABLE', async () => {
    for (const member of ['elite', 'marie', 'business']) {
      const response = await put(member, { email: 'someone@example.com' });
      expect(response.statusCode, member).toBe(403);
      expect(errorBody(response).code).toBe('CONTACT_DETAILS_NOT_EDITABLE');
    }
    const preferences = await put('elite', { has_marketing_enabled: false });
    expect(preferences.statusCode).toBe(200);
  });

  it('refuses a bad email and a confirm-email field (the storefront leaves it out) with 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'a@b.ca', email_confirmation: 'a@b.ca' }, 'email_confirmation'],
      [{ phone: 'x'.repeat(41) }, 'phone'],
    ] as const) {
      const response = await put('select', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(errorBody(response).errors)).toContain(field);
    }
  });

  it('a read-only admin cannot change them', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'select');
    const response = await put('select', { phone: null }, token);
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
  });
});

describe('changing the password (PUT /member/password, spec §5, §8)', () => {
  const t = useTestApp();

  const change = (token: string, current: string, next: string, confirmation = next) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/password',
      headers: bearer(token),
      payload: { current_password: current, new_password: next, new_password_confirmation: confirmation },
    });

  it('refuses a password that breaks the rule, or a confirmation that differs, with 400 naming the field', async () => {
    const token = await login(t.app, 'marie');
    const weak = await change(token, DEMO_PASSWORD, 'password');
    expect(weak.statusCode).toBe(400);
    expect(errorBody(weak).errors).toEqual([
      { field: 'new_password', message: 'must contain an uppercase letter' },
      { field: 'new_password', message: 'must contain a digit' },
      { field: 'new_password', message: 'must contain a special character' },
    ]);
    const mismatch = await change(token, DEMO_PASSWORD, 'Voyage#2027', 'Voyage#2028');
    expect(errorBody(mismatch).errors).toEqual([{ field: 'new_password_confirmation', message: 'does not match new_password' }]);
  });

  it('refuses a wrong current password with 422 MEMBER_PASSWORD_OLD_INVALID on the field, never a 401', async () => {
    const token = await login(t.app, 'marie');
    const response = await change(token, 'Wrong#2026', 'Voyage#2027');
    expect(response.statusCode).toBe(422);
    expect(errorBody(response)).toMatchObject({ code: 'MEMBER_PASSWORD_OLD_INVALID', errors: [{ field: 'current_password' }] });
  });

  it('refuses the current password as the new one (PASSWORD_USED_ALREADY) and the last ones (PASSWORD_USED_RECENTLY)', async () => {
    const token = await login(t.app, 'business');
    const same = await change(token, DEMO_PASSWORD, DEMO_PASSWORD);
    expect(same.statusCode).toBe(422);
    expect(errorBody(same).code).toBe('PASSWORD_USED_ALREADY');

    expect((await change(token, DEMO_PASSWORD, 'Bakery#2027')).statusCode).toBe(200);
    const back = await change(token, 'Bakery#2027', DEMO_PASSWORD);
    expect(back.statusCode).toBe(422);
    expect(errorBody(back)).toMatchObject({ code: 'PASSWORD_USED_RECENTLY', errors: [{ field: 'new_password' }] });
    const { rows } = await t.db.pool.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM member_password_history WHERE member_id = (SELECT id FROM member WHERE user_account = 'business')",
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('changes the password: the session goes on, the new one signs in, the old one no longer does', async () => {
    const token = await login(t.app, 'select');
    const response = await change(token, DEMO_PASSWORD, 'Sélect#2027');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { code: string } }>().data.code).toBe('success');
    expect((await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject(loginRequest('select', 'Sélect#2027'))).statusCode).toBe(200);
    expect((await t.app.inject(loginRequest('select', DEMO_PASSWORD))).statusCode).toBe(401);
  });

  it('a read-only admin is refused', async () => {
    const { token } = await loginAsSession(t.app, 'auditor', 'elite');
    const response = await change(token, DEMO_PASSWORD, 'Voyage#2027');
    expect(response.statusCode).toBe(403);
    expect(errorBody(response).code).toBe('READ_ONLY_ACCESS');
  });

  it('wrong current passwords count like failed sign-ins: the sixth in 15 minutes is paused (429)', async () => {
    const token = await login(t.app, 'onhold');
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await change(token, `Wrong#${attempt}aaa`, 'Voyage#2027')).statusCode).toBe(422);
    const paused = await change(token, DEMO_PASSWORD, 'Voyage#2027');
    expect(paused.statusCode).toBe(429);
    expect(errorBody(paused).code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
  });

  it('refuses missing fields with 400, and a session-less call with 401', async () => {
    const token = await login(t.app, 'elite');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/password',
      headers: bearer(token),
      payload: { current_password: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(errorBody(missing).errors)).toContain('new_password');
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/password',
      payload: { current_password: 'a', new_password: 'b', new_password_confirmation: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
