import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { DEMO_PASSWORD, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

const WRONG = 'Wrong#2026';

describe('brute-force limits that cannot lock a member out for good (trusted devices)', () => {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  const t = useTestApp({ clock });

  const signIn = (userAccount: string, password: string, deviceToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {
        user_account: userAccount,
        password,
        program_slug: 'demo',
        type: 'member',
        ...(deviceToken ? { device_token: deviceToken } : {}),
      },
    });

  async function deviceOf(userAccount: string): Promise<string> {
    const response = await signIn(userAccount, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const token = response.json<{ data: { device_token?: string } }>().data.device_token;
    if (!token) throw new Error('no device token in the sign-in answer');
    return token;
  }

  async function pauseBySomeoneElse(userAccount: string): Promise<void> {
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts; i += 1) await signIn(userAccount, WRONG);
    expect((await signIn(userAccount, DEMO_PASSWORD)).statusCode).toBe(429);
  }

  it('gives a device token with every sign-in with a password, and none with single sign-on or refresh', async () => {
    const response = await signIn('elite', DEMO_PASSWORD);
    expect(response.json<{ data: { device_token: string } }>().data.device_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { authorization: `Bearer ${response.json<{ data: { token: string } }>().data.token}` },
    });
    expect(refreshed.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('device_token');
  });

  it('lets the member in from a device they used before while an attacker keeps their sign-in paused', async () => {
    const device = await deviceOf('marie');
    await pauseBySomeoneElse('marie');
    const fromDevice = await signIn('marie', DEMO_PASSWORD, device);
    expect(fromDevice.statusCode).toBe(200);
    // Everyone else is still paused: the attacker gained nothing.
    expect((await signIn('marie', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it('gives a trusted device five attempts of its own per window, not more', async () => {
    const device = await deviceOf('select');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn('select', WRONG, device)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Its pause is its own: without the token the account is not paused.
    expect((await signIn('select', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not trust another member’s device token, an expired one or a forged one', async () => {
    const elitesDevice = await deviceOf('elite');
    const businessDevice = await deviceOf('business');
    await pauseBySomeoneElse('business');
    expect((await signIn('business', DEMO_PASSWORD, elitesDevice)).statusCode).toBe(429);
    expect((await signIn('business', DEMO_PASSWORD, `${businessDevice.slice(0, -4)}AAAA`)).statusCode).toBe(429);
    expect((await signIn('business', DEMO_PASSWORD, businessDevice)).statusCode).toBe(200);

    clock.advanceSeconds(SIGN_IN_THROTTLE.windowSeconds);
    const stale = await deviceOf('business');
    clock.advanceSeconds(181 * 24 * 3600);
    await pauseBySomeoneElse('business');
    expect((await signIn('business', DEMO_PASSWORD, stale)).statusCode).toBe(429);
  });

  it('never pauses for longer than the window after the last counted guess, however long the guessing goes on', async () => {
    for (let i = 0; i < SIGN_IN_THROTTLE.maxAttempts; i += 1) await signIn('onhold', WRONG);
    // An attacker hammering the paused account every minute for 14 minutes does not extend the pause.
    for (let minute = 0; minute < 14; minute += 1) {
      clock.advanceSeconds(60);
      expect((await signIn('onhold', WRONG)).statusCode).toBe(429);
    }
    clock.advanceSeconds(60);
    expect((await signIn('onhold', DEMO_PASSWORD)).statusCode).not.toBe(429);
  });

  it('says the same to an unknown user name and a real one, before and during the pause', async () => {
    for (let i = 0; i <= SIGN_IN_THROTTLE.maxAttempts; i += 1) {
      const unknown = await signIn('nobody-here-at-all', WRONG);
      const real = await signIn('elite', WRONG);
      expect(unknown.statusCode).toBe(i < SIGN_IN_THROTTLE.maxAttempts ? 401 : 429);
      expect(real.statusCode).toBe(unknown.statusCode);
      expect(real.json()).toEqual(unknown.json());
    }
  });
});
