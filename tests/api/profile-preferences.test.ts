import type { Profile } from '@openapi/schemas';
import { describe, expect, it } from 'vitest';
import { bearer, errorBody } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

describe('changing the profile preferences (PUT /member/profile)', () => {
  const t = useTestApp();
  const token = useSignedIn(t, 'elite');

  const put = (payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/member/profile', headers: bearer(token()), payload: payload as object });

  it('a member changes the marketing opt-in and the preferred language; the answer and later reads agree', async () => {
    const response = await put({ has_marketing_enabled: false, preferredLanguage: 'fr-CA' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: Profile }>().data).toMatchObject({
      first_name: 'Alex',
      has_marketing_enabled: false,
      preferredLanguage: 'fr-CA',
      admin_id: null,
    });
    const read = await t.app.inject({ url: '/api/v1/member/profile', headers: bearer(token()) });
    expect(read.json<{ data: Profile }>().data).toMatchObject({ has_marketing_enabled: false, preferredLanguage: 'fr-CA' });
  });

  it('one field alone changes only that field, and the change is recorded without an admin', async () => {
    await put({ preferredLanguage: 'en-CA' });
    const response = await put({ has_marketing_enabled: true });
    expect(response.json<{ data: Profile }>().data).toMatchObject({ has_marketing_enabled: true, preferredLanguage: 'en-CA' });
    const { rows } = await t.db.pool.query<{ admin_id: number | null; changes: unknown }>(
      `SELECT admin_id, changes FROM member_profile_change
        WHERE member_id = (SELECT id FROM member WHERE user_account = 'elite') ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ admin_id: null, changes: { has_marketing_enabled: true } });
  });

  it('bad changes get 400 naming the field, never a 500', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'body'],
      [{ preferredLanguage: 'de-DE' }, 'preferredLanguage'],
      [{ has_marketing_enabled: 'yes' }, 'has_marketing_enabled'],
      [{ first_name: 'Mallory' }, 'first_name'],
    ];
    for (const [payload, field] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorBody(response).errors?.map((error) => error.field)).toContain(field);
    }
  });

  it('without a session the change is refused with 401', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v1/member/profile', payload: { has_marketing_enabled: true } });
    expect(response.statusCode).toBe(401);
  });
});
