import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRATION_ADDRESS_BACK_OFF, REGISTRATION_CARD_BACK_OFF, SIGN_IN_THROTTLE } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { GRACE, NADIA, registrationConfig, valuesOf, type ProgramRegistration } from './support/identity';
import { bearer, DEMO_PASSWORD, errorBody, login, loginRequest, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const WRONG = 'Wrong#2026';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * Issue 22 item 9: guessing keeps its protection but never denies the
 * rightful person: the console and online banking trust a known browser, a
 * signed-in member's password change has its own count, and registration
 * checks back off instead of locking the card.
 */
describe('guessing cannot lock the rightful person out', () => {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  let config: ProgramRegistration;

  const t = useTestApp({ clock });
  beforeAll(async () => {
    config = await registrationConfig(t.app);
  });

  const form = (url: string, username: string, password: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...FORM, ...(cookie ? { cookie } : {}) },
      payload: new URLSearchParams({ username, password, lang: 'en' }).toString(),
    });
  const deviceCookieOf = (setCookie: string | string[] | undefined, name: string): string => {
    const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
    const cookie = cookies.find((value) => value.startsWith(`${name}=`));
    if (!cookie) throw new Error(`no ${name} cookie in ${JSON.stringify(setCookie)}`);
    return cookie.split(';')[0] as string;
  };
  const guessFiveTimes = async (url: string, username: string) => {
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts; i += 1) expect((await form(url, username, WRONG)).statusCode).toBe(401);
    expect((await form(url, username, DEMO_PASSWORD)).statusCode).toBe(429);
  };

  it('the support console trusts the browser an admin signed in with: guesses elsewhere do not lock the auditor out', async () => {
    const first = await form('/sandbox/admin/sign-in', 'auditor', DEMO_PASSWORD);
    expect(first.statusCode).toBe(303);
    const device = deviceCookieOf(first.headers['set-cookie'], 'admin_console_device');
    expect(String(first.headers['set-cookie'])).toContain('Path=/sandbox/admin');
    await guessFiveTimes('/sandbox/admin/sign-in', 'auditor');
    expect((await form('/sandbox/admin/sign-in', 'auditor', DEMO_PASSWORD, device)).statusCode).toBe(303);
    // Another admin's device cookie buys nothing.
    const other = deviceCookieOf((await form('/sandbox/admin/sign-in', 'admin', DEMO_PASSWORD)).headers['set-cookie'], 'admin_console_device');
    expect((await form('/sandbox/admin/sign-in', 'auditor', DEMO_PASSWORD, other)).statusCode).toBe(429);
  });

  it('online banking trusts the browser a member signed in with', async () => {
    const first = await form('/sandbox/online-banking', 'business', DEMO_PASSWORD);
    expect(first.statusCode).toBe(302);
    const device = deviceCookieOf(first.headers['set-cookie'], 'online_banking_device');
    await guessFiveTimes('/sandbox/online-banking', 'business');
    expect((await form('/sandbox/online-banking', 'business', DEMO_PASSWORD, device)).statusCode).toBe(302);
  });

  it('a signed-in member changes their password while their sign-in is paused by someone else', async () => {
    const token = await login(t.app, 'select');
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts; i += 1) await t.app.inject(loginRequest('select', WRONG));
    expect((await t.app.inject(loginRequest('select'))).statusCode).toBe(429);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/member/password',
      headers: bearer(token),
      payload: { current_password: DEMO_PASSWORD, new_password: 'Voyage#2027', new_password_confirmation: 'Voyage#2027' },
    });
    expect(change.statusCode).toBe(200);
  });

  it('wrong current passwords at a password change have their own count: the change pauses, the sign-in does not', async () => {
    const token = await login(t.app, 'elite');
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/member/password',
        headers: bearer(token),
        payload: { current_password: current, new_password: 'Voyage#2027', new_password_confirmation: 'Voyage#2027' },
      });
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts; i += 1) expect((await change(WRONG)).statusCode).toBe(422);
    const paused = await change(DEMO_PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(errorBody(paused).code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    expect((await t.app.inject(loginRequest('elite'))).statusCode).toBe(200);
  });

  const verify = (answers: Record<string, string>, remoteAddress = '198.51.100.70') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/member/program-registration/${config.id}/verify`,
      remoteAddress,
      payload: { registration_verification: valuesOf(config.verification_fields, answers) },
    });

  it('wrong birth dates make a card wait a little longer each time, never lock it: the cardholder gets in after the wait', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < REGISTRATION_CARD_BACK_OFF.freeFailures; i += 1)
      statuses.push((await verify({ ...GRACE, date_of_birth: `1990-01-0${i + 1}` })).statusCode);
    expect(statuses).toEqual([422, 422, 422]);
    const waiting = await verify(GRACE);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe(String(REGISTRATION_CARD_BACK_OFF.baseSeconds));
    clock.advanceSeconds(REGISTRATION_CARD_BACK_OFF.baseSeconds - 1);
    expect((await verify(GRACE)).statusCode).toBe(429);
    clock.advanceSeconds(1);
    expect((await verify({ ...GRACE, date_of_birth: '1990-01-09' })).statusCode).toBe(422);
    // The next wait doubles, and is the same for the right answers: still minutes at most.
    expect((await verify(GRACE)).headers['retry-after']).toBe(String(2 * REGISTRATION_CARD_BACK_OFF.baseSeconds));
    clock.advanceSeconds(2 * REGISTRATION_CARD_BACK_OFF.baseSeconds);
    expect((await verify(GRACE)).statusCode).toBe(200);
    // Other cards were never held up.
    expect((await verify(NADIA)).statusCode).toBe(200);
  });

  it('many cards tried from one address back off that address, while the same cards from elsewhere go on', async () => {
    clock.advanceSeconds(REGISTRATION_ADDRESS_BACK_OFF.windowSeconds);
    for (let i = 0; i < REGISTRATION_ADDRESS_BACK_OFF.freeFailures; i += 1)
      expect((await verify({ ...NADIA, card_number: `4512 3456 7800 ${8100 + i}` }, '198.51.100.80')).statusCode).toBe(422);
    const waiting = await verify(NADIA, '198.51.100.80');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe(String(REGISTRATION_ADDRESS_BACK_OFF.baseSeconds));
    expect((await verify(NADIA, '198.51.100.81')).statusCode).toBe(200);
  });
});
