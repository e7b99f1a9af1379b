import { describe, expect, it } from 'vitest';
import { ScriptedFetch } from '../tests/fakes/scripted-fetch';
import { HttpAccessUrlGateway } from './http-access-url-gateway';
import { createProgrammeApiClient } from './openapi-client';

function setUp() {
  const fetch = new ScriptedFetch();
  const client = createProgrammeApiClient({ baseUrl: 'http://programme.test/api/v1', csrfToken: () => 'csrf-of-the-session', fetch: fetch.fetch });
  return { fetch, gateway: new HttpAccessUrlGateway(client) };
}

describe('HttpAccessUrlGateway', () => {
  it('asks POST /member/cms/menu/{kind}/{slug}/access-url in the page’s language with the session’s CSRF token, and reads the URL', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: { url: '/sandbox/partner/maison-plus?lang=fr&access_token=a.b.c', expires_at: '2026-11-26T15:01:00.000Z' } });
    const result = await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'fr-CA' });
    expect(fetch.last.method).toBe('POST');
    expect(fetch.last.url.pathname).toBe('/api/v1/member/cms/menu/navigation/maison-plus/access-url');
    expect(fetch.last.url.searchParams.get('locale')).toBe('fr-CA');
    expect(fetch.last.headers.get('X-CSRF-Token')).toBe('csrf-of-the-session');
    expect(fetch.last.headers.get('Authorization')).toBeNull();
    expect(result).toEqual({
      ok: true,
      accessUrl: { url: '/sandbox/partner/maison-plus?lang=fr&access_token=a.b.c', expiresAt: new Date('2026-11-26T15:01:00.000Z') },
    });
  });

  it('names an item without an access URL not-found, and a read-only agent read-only', async () => {
    const { fetch, gateway } = setUp();
    fetch
      .respondJson(404, { code: 'NOT_FOUND', message: 'No.' })
      .respondJson(403, { code: 'READ_ONLY_ACCESS', message: 'Read only.' });
    expect(await gateway.requestAccessUrl({ kind: 'navigation', slug: 'techhub', locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'not-found' });
    expect(await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'en-CA' })).toMatchObject({
      ok: false,
      reason: 'read-only',
    });
  });

  it('an answer without a URL or with an unreadable expiry is unavailable, never a redirect', async () => {
    const { fetch, gateway } = setUp();
    fetch.respondJson(200, { data: { url: '', expires_at: '2026-11-26T15:01:00.000Z' } }).respondJson(200, { data: { url: '/x', expires_at: 'soon' } });
    expect(await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(await gateway.requestAccessUrl({ kind: 'navigation', slug: 'maison-plus', locale: 'en-CA' })).toMatchObject({ ok: false, reason: 'unavailable' });
  });
});
