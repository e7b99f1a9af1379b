import { describe, expect, it } from 'vitest';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpLoginAsGateway } from './http-login-as-gateway';
import { HttpPendingActionGateway } from './http-pending-action-gateway';
import { HttpProfileGateway } from './http-profile-gateway';
import { createProgrammeApiClient } from './openapi-client';

function client(fetch: ScriptedFetch) {
  return createProgrammeApiClient({ baseUrl: 'http://programme.test/api/v1', csrfToken: () => 'csrf-of-the-session', fetch: fetch.fetch });
}

const apiProfile = {
  id: 2,
  admin_id: 9,
  admin_access_level: 'read',
  tiers: [],
  first_name: 'Marie',
  last_name: 'Tremblay',
  email: 'marie@example.com',
  preferredLanguage: 'fr-CA',
  phone: null,
  has_marketing_enabled: true,
  account_type: 'personal',
};

describe('HttpLoginAsGateway', () => {
  it('exchanges the link and reads the member and the admin from the answer', async () => {
    const fetch = new ScriptedFetch();
    fetch.respondJson(200, { data: { token_type: 'bearer', expires_in: 3600, member_id: 2, admin_id: 9 } });
    const result = await new HttpLoginAsGateway(client(fetch), 'demo').logInAs({ userAccount: 'marie', token: 'one-time' });
    expect(fetch.last.url.pathname).toBe('/api/v1/program/demo/login-as');
    expect(Object.fromEntries(fetch.last.url.searchParams)).toEqual({ user_account: 'marie', token: 'one-time' });
    expect(fetch.last.headers.get('X-Session-Transport')).toBe('cookie');
    expect(result).toEqual({ ok: true, session: { expiresInSeconds: 3600, memberId: 2 }, adminId: 9 });
  });

  it('names a link the API refused', async () => {
    const fetch = new ScriptedFetch().respondJson(401, { code: 'UNAUTHENTICATED', message: 'Used.' });
    expect(await new HttpLoginAsGateway(client(fetch), 'demo').logInAs({ userAccount: 'marie', token: 'x' })).toEqual({
      ok: false,
      reason: 'link-refused',
      detail: '401 UNAUTHENTICATED Used.',
    });
  });

  it('returns to the admin with the payload of spec §7 and reads where to go', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: { redirect_url: '/sandbox/admin' } });
    const result = await new HttpLoginAsGateway(client(fetch), 'demo').returnToAdmin({
      token: 'one-time',
      adminId: 9,
      logoutUrl: '/sandbox/admin',
    });
    expect(fetch.last.url.pathname).toBe('/api/v1/member/demo/login-as-admin');
    expect(fetch.last.headers.get('X-CSRF-Token')).toBe('csrf-of-the-session');
    expect(fetch.last.body).toEqual({ payload: { token: 'one-time', admin_id: 9, logout_url: '/sandbox/admin' } });
    expect(result).toEqual({ ok: true, redirectUrl: '/sandbox/admin' });
  });
});

describe('HttpPendingActionGateway', () => {
  it('lists the pending actions in the locale', async () => {
    const action = { id: 7, type: 'accept_program_rules', title: 'Règles', description: 'Texte.' };
    const fetch = new ScriptedFetch().respondJson(200, { data: [action] });
    expect(await new HttpPendingActionGateway(client(fetch)).list('fr-CA')).toEqual({ ok: true, actions: [action] });
    expect(fetch.last.url.search).toBe('?locale=fr-CA');
  });

  it('accepts one with PUT {accepted: true}', async () => {
    const fetch = new ScriptedFetch().respondEmpty(204);
    expect(await new HttpPendingActionGateway(client(fetch)).accept(7)).toEqual({ ok: true });
    expect(fetch.last.method).toBe('PUT');
    expect(fetch.last.url.pathname).toBe('/api/v1/member/pending-action/7');
    expect(fetch.last.body).toEqual({ accepted: true });
  });
});

describe('HttpProfileGateway.updatePreferences', () => {
  it('sends only the changed preferences with their API names and maps the answer', async () => {
    const fetch = new ScriptedFetch().respondJson(200, { data: apiProfile });
    const result = await new HttpProfileGateway(client(fetch)).updatePreferences({ hasMarketingEnabled: true });
    expect(fetch.last.method).toBe('PUT');
    expect(fetch.last.body).toEqual({ has_marketing_enabled: true });
    expect(result).toMatchObject({ ok: true, profile: { hasMarketingEnabled: true, adminAccessLevel: 'read' } });
  });

  it('names a read-only refusal', async () => {
    const fetch = new ScriptedFetch().respondJson(403, { code: 'READ_ONLY_ACCESS', message: 'Read only.' });
    expect(await new HttpProfileGateway(client(fetch)).updatePreferences({ preferredLanguage: 'en-CA' })).toEqual({
      ok: false,
      reason: 'read-only',
      detail: '403 READ_ONLY_ACCESS Read only.',
    });
  });
});
