import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './support/test-app';
import { useTestApp } from './support/use-test-app';
import { useSignedIn } from './support/signed-in';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 22 (12): the vacation site's address carried the partner session
 * (`?session=`), which the request log kept in clear and which kept working.
 * Now the address carries a one-time handoff, redacted in the log: its first
 * visit sets the session's HttpOnly cookie and goes on to the plain address;
 * the logged value opens nothing afterwards.
 */
describe('the partner session never lives in an address', () => {
  const lines: string[] = [];
  let accountId: number;

  const t = useTestApp({ logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
  const token = useSignedIn(t, 'elite');
  beforeAll(async () => {
    const { rows } = await t.db.pool.query<{ id: number }>(
      `SELECT a.id FROM account a JOIN account_member am ON am.account_id = a.id AND am.is_primary
         JOIN member m ON m.id = am.member_id WHERE m.user_account = 'elite' AND a.status = 'ACTIVE' ORDER BY a.id LIMIT 1`,
    );
    accountId = rows[0]!.id;
  });

  async function travelToken(): Promise<string> {
    const response = await t.app.inject({ url: `/api/v1/member/account/${accountId}/jwt`, headers: bearer(token()) });
    return response.json<{ data: { token: string } }>().data.token;
  }

  /** The store's form post to the vacation site: the address it sends the browser on to. */
  async function postToken(lang: 'en' | 'fr' = 'en'): Promise<string> {
    const posted = await t.app.inject({ method: 'POST', url: `/sandbox/vacations/${lang}`, headers: FORM, payload: `token=${await travelToken()}` });
    expect(posted.statusCode).toBe(303);
    return String(posted.headers.location);
  }

  it('the handoff opens the session once, into an HttpOnly cookie, and the plain address shows the packages', async () => {
    const address = await postToken('fr');
    expect(address).toMatch(/^\/sandbox\/vacations\/fr\?session=[^&]+$/);
    const first = await t.app.inject({ url: address });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/sandbox/vacations/fr');
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^partner_session=[\w.-]+; Path=\/sandbox; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie.split(';')[0]!;
    const page = await t.app.inject({ url: '/sandbox/vacations/fr', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Cancún tout compris, 7 nuits');
    // The language switch needs no session in its address either.
    expect(page.body).toContain('href="/sandbox/vacations/en"');
    expect(page.body).not.toMatch(/href="[^"]*session=/);

    const again = await t.app.inject({ url: address });
    expect(again.statusCode).toBe(401);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('the request log redacts the handoff, and the logged address opens nothing', async () => {
    const address = await postToken();
    const handoff = new URLSearchParams(address.split('?')[1]).get('session')!;
    const opened = await t.app.inject({ url: address });
    expect(opened.statusCode).toBe(303);
    const log = lines.join('');
    expect(log).not.toContain(handoff);
    expect(log).toContain('/sandbox/vacations/en?session=[redacted]');
    expect((await t.app.inject({ url: `/sandbox/vacations/en?session=${encodeURIComponent(handoff)}` })).statusCode).toBe(401);
  });

  it('a partner session itself is never accepted from an address, only from its cookie; choosing a trip still works', async () => {
    const first = await t.app.inject({ url: await postToken() });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const session = cookie.slice('partner_session='.length);
    for (const url of [`/sandbox/vacations/en?session=${session}`, `/sandbox/travel-partner/offers?session=${session}`]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401);
    }
    expect((await t.app.inject({ url: '/sandbox/vacations/en' })).statusCode).toBe(401);
    const offers = await t.app.inject({ url: '/sandbox/travel-partner/offers?lang=fr', headers: { cookie } });
    expect(offers.statusCode).toBe(200);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/sandbox/travel-partner/book',
      headers: { ...FORM, cookie },
      payload: new URLSearchParams({ session, offer: 'car-calgary', site: 'travel', attempt: randomUUID(), lang: 'en' }).toString(),
    });
    // The partner sends the chosen trip back to the store, which books it (tests/api/travel-partner-checkout.test.ts).
    expect(booked.statusCode).toBe(303);
  });

  it('a forged or expired-format handoff is refused', async () => {
    for (const value of ['forged', '1.2.99999999999999.abcdefghijklmnopqr.abcdefghijkl', '']) {
      expect((await t.app.inject({ url: `/sandbox/vacations/en?session=${value}` })).statusCode, value).toBe(401);
    }
  });
});
