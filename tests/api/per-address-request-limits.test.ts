import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_REQUEST_THROTTLE, REGISTRATION_ADDRESS_BACK_OFF } from '@rewards-storefront/domain/auth/sign-in-throttle';
import { registrationConfig, valuesOf, NADIA, type ProgramRegistration } from './support/identity';
import { errorBody, ManualClock } from './support/test-app';
import { useTestApp } from './support/use-test-app';

/**
 * Issue 22 item 10: password-reset requests and registration checks are
 * limited per client address, as sign-in is (40 names and 40 card numbers
 * from one address all went through).
 */
describe('per-address limits on password-reset requests and registration checks', () => {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00Z'));
  let config: ProgramRegistration;

  const t = useTestApp({ clock });
  beforeAll(async () => {
    config = await registrationConfig(t.app);
  });

  const requestReset = (userAccount: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/program/demo/forgot-password', remoteAddress, payload: { user_account: userAccount } });

  it('takes 30 reset requests on any names from one address in 15 minutes, then 429 with Retry-After; other addresses go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await requestReset(`reset-name-${i}`, '198.51.100.90')).statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(CLIENT_ADDRESS_REQUEST_THROTTLE.maxAttempts);
    expect(statuses.slice(CLIENT_ADDRESS_REQUEST_THROTTLE.maxAttempts)).toEqual(Array<number>(10).fill(429));
    const refused = await requestReset('northshore', '198.51.100.90');
    expect(errorBody(refused).code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    expect(refused.headers['retry-after']).toBe(String(CLIENT_ADDRESS_REQUEST_THROTTLE.windowSeconds));
    expect((await requestReset('northshore', '198.51.100.91')).statusCode).toBe(202);
    clock.advanceSeconds(CLIENT_ADDRESS_REQUEST_THROTTLE.windowSeconds);
    expect((await requestReset('northshore', '198.51.100.90')).statusCode).toBe(202);
  });

  it('40 card numbers checked from one address: the first ten are answered, then the address waits ever longer', async () => {
    const verify = (cardNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/member/program-registration/${config.id}/verify`,
        remoteAddress: '198.51.100.92',
        payload: { registration_verification: valuesOf(config.verification_fields, { ...NADIA, card_number: cardNumber }) },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await verify(`4512 3456 7801 ${1000 + i}`)).statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(REGISTRATION_ADDRESS_BACK_OFF.freeFailures);
    expect(statuses.slice(REGISTRATION_ADDRESS_BACK_OFF.freeFailures).every((status) => status === 429)).toBe(true);
  });
});
