import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_SIGN_IN_THROTTLE, SIGN_IN_THROTTLE } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { ATTEMPT_ROWS_KEPT_SECONDS } from '../../server/auth/sign-in-throttle';
import { createRaceCard } from './support/race';
import { bearer, errorBody, loginRequest, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const WRONG = 'Wrong#2026';

describe('sign-in lockout after repeated failures (5 in 15 minutes)', () => {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  const t = useTestApp({ clock });

  const statusesOf = async (userAccount: string, password: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await t.app.inject(loginRequest(userAccount, password))).statusCode);
    return statuses;
  };

  it('after five wrong passwords even the right one is refused with 429, Retry-After and the wait in data', async () => {
    expect(await statusesOf('marie', WRONG, 5)).toEqual([401, 401, 401, 401, 401]);
    clock.advanceSeconds(60);
    const paused = await t.app.inject(loginRequest('marie'));
    expect(paused.statusCode).toBe(429);
    expect(errorBody(paused)).toEqual({
      code: 'TOO_MANY_SIGN_IN_ATTEMPTS',
      message: 'Sign-in to this account is paused after too many unsuccessful attempts. Please try again later.',
      data: { retry_after_seconds: SIGN_IN_THROTTLE.windowSeconds - 60 },
    });
    expect(paused.headers['retry-after']).toBe(String(SIGN_IN_THROTTLE.windowSeconds - 60));
  });

  it('refused attempts do not extend the pause: once the window has passed the right password signs in', async () => {
    expect(await statusesOf('marie', WRONG, 3)).toEqual([429, 429, 429]);
    clock.advanceSeconds(SIGN_IN_THROTTLE.windowSeconds - 60);
    expect((await t.app.inject(loginRequest('marie'))).statusCode).toBe(200);
  });

  it('a successful sign-in starts the count again', async () => {
    expect(await statusesOf('business', WRONG, 4)).toEqual([401, 401, 401, 401]);
    expect((await t.app.inject(loginRequest('business'))).statusCode).toBe(200);
    expect(await statusesOf('business', WRONG, 5)).toEqual([401, 401, 401, 401, 401]);
    expect((await t.app.inject(loginRequest('business'))).statusCode).toBe(429);
  });

  it('counts the user name in any case and with spaces as one account, and leaves other accounts alone', async () => {
    for (const variant of ['select', 'SELECT', ' Select ', 'sElEcT', 'select ']) {
      expect((await t.app.inject(loginRequest(variant, WRONG))).statusCode).toBe(401);
    }
    expect((await t.app.inject(loginRequest('select'))).statusCode).toBe(429);
    expect((await t.app.inject(loginRequest('elite'))).statusCode).toBe(200);
  });

  it('pauses an unknown user name exactly like a real one, so the lockout does not reveal which accounts exist', async () => {
    expect(await statusesOf('nobody-by-that-name', WRONG, 6)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(errorBody(await t.app.inject(loginRequest('nobody-by-that-name'))).code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
  });

  it('lets at most five of twenty concurrent guesses check a password', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => t.app.inject(loginRequest('concurrent-guesser', WRONG))));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxAttempts);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it('attempts on names tried once are pruned once the longest window (registration back-off) has passed, by attempts on any account', async () => {
    await t.app.inject(loginRequest('tried-once-and-gone', WRONG));
    const rowsOf = async (key: string) =>
      (await t.db.pool.query('SELECT count(*)::int AS n FROM sign_in_attempt WHERE account_key = $1', [key])).rows[0].n;
    expect(await rowsOf('member:demo:tried-once-and-gone')).toBe(1);
    clock.advanceSeconds(ATTEMPT_ROWS_KEPT_SECONDS);
    await t.app.inject(loginRequest('someone-else', WRONG));
    expect(await rowsOf('member:demo:tried-once-and-gone')).toBe(0);
  });

  it('the online-banking sandbox shares the count and says so on its page, in French too', async () => {
    for (let i = 0; i < 5; i += 1) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/sandbox/online-banking',
        headers: FORM,
        payload: new URLSearchParams({ username: 'onhold', password: WRONG, lang: 'fr' }).toString(),
      });
      expect(wrong.statusCode).toBe(401);
    }
    const paused = await t.app.inject({
      method: 'POST',
      url: '/sandbox/online-banking',
      headers: FORM,
      payload: new URLSearchParams({ username: 'onhold', password: 'Rewards#2026', lang: 'fr' }).toString(),
    });
    expect(paused.statusCode).toBe(429);
    expect(paused.body).toContain('role="alert"');
    expect(paused.body).toContain('la connexion est suspendue après plusieurs tentatives infructueuses');
    expect((await t.app.inject(loginRequest('onhold'))).statusCode).toBe(429);
  });

  it('the admin console pauses an admin account on its own, with its own page', async () => {
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox/admin/sign-in',
        headers: FORM,
        payload: new URLSearchParams({ username: 'auditor', password, lang: 'en' }).toString(),
      });
    for (let i = 0; i < 5; i += 1) expect((await signIn(WRONG)).statusCode).toBe(401);
    const paused = await signIn('Rewards#2026');
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['set-cookie']).toBeUndefined();
    expect(paused.body).toContain('sign-in is paused after several unsuccessful attempts. Please wait 15 minutes');
  });
});

describe('sign-in pause per client address after repeated failures on any accounts (30 in 15 minutes)', () => {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  const LIMIT = CLIENT_ADDRESS_SIGN_IN_THROTTLE.maxAttempts;
  const t = useTestApp({ clock });

  const signInFrom = (remoteAddress: string, userAccount: string, password?: string) =>
    t.app.inject({ ...loginRequest(userAccount, password), remoteAddress });
  /**
   * One wrong password on each of `count` real accounts (below each account's own limit), as a credential stuffer
   * tries them. Real ones: an unknown name is checked against a full-strength decoy hash (so it takes as long as a
   * real account), which made this file take a minute; the seeded accounts' hashes are cheap.
   */
  const stuffedAccounts = async (count: number) => (await createRaceCard(t.db.pool, { balance: 1, members: count })).logins;
  const stuff = async (remoteAddress: string, count: number) => {
    const statuses: number[] = [];
    for (const login of await stuffedAccounts(count)) statuses.push((await signInFrom(remoteAddress, login, WRONG)).statusCode);
    return statuses;
  };
  const FORM_POST = (url: string, remoteAddress: string, username: string) => ({
    method: 'POST' as const,
    url,
    remoteAddress,
    headers: FORM,
    payload: new URLSearchParams({ username, password: 'Rewards#2026', lang: 'en' }).toString(),
  });

  it('pauses an address after 30 wrong passwords on different accounts, even for a right one, while another address signs in', async () => {
    expect(await stuff('198.51.100.1', LIMIT)).toEqual(Array<number>(LIMIT).fill(401));
    clock.advanceSeconds(60);
    expect((await signInFrom('198.51.100.1', 'fresh-account', WRONG)).statusCode).toBe(429);
    const paused = await signInFrom('198.51.100.1', 'elite');
    expect(paused.statusCode).toBe(429);
    expect(errorBody(paused).code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    expect(paused.headers['retry-after']).toBe(String(CLIENT_ADDRESS_SIGN_IN_THROTTLE.windowSeconds - 60));
    expect((await signInFrom('198.51.100.2', 'elite')).statusCode).toBe(200);
  });

  it('pauses the address at every password door: online banking, the admin console and a password change', async () => {
    const banking = await t.app.inject(FORM_POST('/sandbox/online-banking', '198.51.100.1', 'marie'));
    expect(banking.statusCode).toBe(429);
    const console = await t.app.inject(FORM_POST('/sandbox/admin/sign-in', '198.51.100.1', 'auditor'));
    expect(console.statusCode).toBe(429);
    const token = (await signInFrom('198.51.100.2', 'select')).json<{ data: { token: string } }>().data.token;
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/password',
      remoteAddress: '198.51.100.1',
      headers: bearer(token),
      payload: { current_password: 'Rewards#2026', new_password: 'Voyage#2027', new_password_confirmation: 'Voyage#2027' },
    });
    expect(change.statusCode).toBe(429);
  });

  it('does not take X-Forwarded-For from a client unless a proxy is trusted', async () => {
    const spoofed = await t.app.inject({
      ...loginRequest('elite'),
      remoteAddress: '198.51.100.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('opens the address again once the window has passed; refused attempts did not extend the pause', async () => {
    clock.advanceSeconds(CLIENT_ADDRESS_SIGN_IN_THROTTLE.windowSeconds - 60);
    expect((await signInFrom('198.51.100.1', 'elite')).statusCode).toBe(200);
  });

  it('successes neither count nor reset the address count', async () => {
    expect(await stuff('198.51.100.3', LIMIT - 1)).toEqual(Array<number>(LIMIT - 1).fill(401));
    for (const member of ['elite', 'business', 'elite']) expect((await signInFrom('198.51.100.3', member)).statusCode).toBe(200);
    expect((await signInFrom('198.51.100.3', 'one-more', WRONG)).statusCode).toBe(401);
    expect((await signInFrom('198.51.100.3', 'elite')).statusCode).toBe(429);
  });

  it('counts failures at every door together: online banking and the admin console add to the store sign-in', async () => {
    expect(await stuff('198.51.100.4', LIMIT - 2)).toEqual(Array<number>(LIMIT - 2).fill(401));
    const wrongForm = (url: string) => ({ ...FORM_POST(url, '198.51.100.4', 'someone'), payload: `username=someone&password=${WRONG}` });
    expect((await t.app.inject(wrongForm('/sandbox/online-banking'))).statusCode).toBe(401);
    expect((await t.app.inject(wrongForm('/sandbox/admin/sign-in'))).statusCode).toBe(401);
    expect((await signInFrom('198.51.100.4', 'elite')).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (const [i, login] of (await stuffedAccounts(LIMIT)).entries())
      expect((await signInFrom(`2001:db8:5:6::${(i + 1).toString(16)}`, login, WRONG)).statusCode).toBe(401);
    expect((await signInFrom('2001:db8:5:6::ffff', 'elite')).statusCode).toBe(429);
    expect((await signInFrom('2001:db8:5:7::1', 'elite')).statusCode).toBe(200);
  });

  it('keeps the per-account rules: an account paused from one address is paused from every other, and a success clears only it', async () => {
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts; i += 1) {
      expect((await signInFrom(`192.0.2.${i + 1}`, 'marie', WRONG)).statusCode).toBe(401);
    }
    expect((await signInFrom('192.0.2.100', 'marie')).statusCode).toBe(429);
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts - 1; i += 1) {
      expect((await signInFrom('192.0.2.200', 'business', WRONG)).statusCode).toBe(401);
    }
    expect((await signInFrom('192.0.2.201', 'business')).statusCode).toBe(200);
    const afresh = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts; i += 1) afresh.push((await signInFrom('192.0.2.202', 'business', WRONG)).statusCode);
    expect(afresh).toEqual([401, 401, 401, 401, 401]);
  });

  it('many members signing in at once from one address (an office, a carrier’s NAT) are never refused for it', async () => {
    const { logins } = await createRaceCard(t.db.pool, { balance: 1, members: 2 * LIMIT });
    const responses = await Promise.all(logins.map((login) => signInFrom('198.51.100.5', login)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(2 * LIMIT).fill(200));
  });

  it('counts concurrent failures from one address once known: the next attempt after 40 at once is paused', async () => {
    const responses = await Promise.all((await stuffedAccounts(40)).map((login) => signInFrom('198.51.100.6', login, WRONG)));
    expect(responses.every((response) => response.statusCode === 401 || response.statusCode === 429)).toBe(true);
    expect((await signInFrom('198.51.100.6', 'elite')).statusCode).toBe(429);
  });
});
