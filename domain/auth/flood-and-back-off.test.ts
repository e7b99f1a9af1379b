import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_REQUEST_THROTTLE,
  decideAddressReservation,
  decideBackOff,
  IN_FLIGHT_ATTEMPT_SECONDS,
  passwordChangeThrottleKey,
  REGISTRATION_ADDRESS_BACK_OFF,
  REGISTRATION_CARD_BACK_OFF,
} from './sign-in-throttle.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const policy = { maxAttempts: 3, windowSeconds: 100 };

describe('an address reserves its checks before hashing (decideAddressReservation)', () => {
  it('allows while failures and in-flight checks stay below the limit', () => {
    expect(decideAddressReservation([], 0, now, policy)).toEqual({ allowed: true });
    expect(decideAddressReservation([secondsAgo(5)], 1, now, policy)).toEqual({ allowed: true });
  });

  it('makes the attempt wait when in-flight checks fill the rest of the limit: they may still succeed and give their place back', () => {
    expect(decideAddressReservation([secondsAgo(5)], 2, now, policy)).toEqual({ allowed: false, wait: true });
    expect(decideAddressReservation([], 3, now, policy)).toEqual({ allowed: false, wait: true });
  });

  it('refuses, with the wait, once the failures alone reach the limit, whatever is in flight', () => {
    const failures = [10, 20, 30].map(secondsAgo);
    expect(decideAddressReservation(failures, 0, now, policy)).toEqual({ allowed: false, retryAfterSeconds: 70 });
    expect(decideAddressReservation(failures, 5, now, policy)).toEqual({ allowed: false, retryAfterSeconds: 70 });
  });

  it('forgets failures that left the window, in the sum with in-flight checks too', () => {
    expect(decideAddressReservation([secondsAgo(100), secondsAgo(150)], 2, now, policy)).toEqual({ allowed: true });
    expect(decideAddressReservation([secondsAgo(99)], 2, now, policy)).toEqual({ allowed: false, wait: true });
  });

  it('counts an in-flight check as a failure after a minute (its node stopped)', () => {
    expect(IN_FLIGHT_ATTEMPT_SECONDS).toBe(60);
  });
});

describe('registration checks back off instead of locking (decideBackOff)', () => {
  const backOff = { freeFailures: 2, baseSeconds: 3, maxSeconds: 20, windowSeconds: 600 };

  it('lets the free failures through at once', () => {
    expect(decideBackOff([], now, backOff)).toEqual({ allowed: true });
    expect(decideBackOff([secondsAgo(0)], now, backOff)).toEqual({ allowed: true });
  });

  it('then waits base × 2^(failures − free) after the latest failure', () => {
    expect(decideBackOff([secondsAgo(1), secondsAgo(0)], now, backOff)).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(decideBackOff([secondsAgo(9), secondsAgo(1)], now, backOff)).toEqual({ allowed: false, retryAfterSeconds: 2 });
    expect(decideBackOff([secondsAgo(9), secondsAgo(3)], now, backOff)).toEqual({ allowed: true });
    expect(decideBackOff([secondsAgo(9), secondsAgo(8), secondsAgo(0)], now, backOff)).toEqual({ allowed: false, retryAfterSeconds: 6 });
  });

  it('caps the wait, so the rightful cardholder waits minutes at most', () => {
    const many = Array.from({ length: 12 }, (_, i) => secondsAgo(12 - i));
    expect(decideBackOff(many, now, backOff)).toEqual({ allowed: false, retryAfterSeconds: 19 });
    expect(decideBackOff([...many, now], now, backOff)).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('rounds a part second up and forgets failures that left the window', () => {
    expect(decideBackOff([secondsAgo(1), new Date(now.getTime() - 500)], now, backOff)).toEqual({ allowed: false, retryAfterSeconds: 3 });
    expect(decideBackOff([secondsAgo(600), secondsAgo(0)], now, backOff)).toEqual({ allowed: true });
    expect(decideBackOff([secondsAgo(599), secondsAgo(0)], now, backOff)).toEqual({ allowed: false, retryAfterSeconds: 3 });
  });

  it('gives a card three free tries, then 2 s doubling to 5 minutes; an address ten, up to 15 minutes; both for an hour', () => {
    expect(REGISTRATION_CARD_BACK_OFF).toEqual({ freeFailures: 3, baseSeconds: 2, maxSeconds: 300, windowSeconds: 3600 });
    expect(REGISTRATION_ADDRESS_BACK_OFF).toEqual({ freeFailures: 10, baseSeconds: 2, maxSeconds: 900, windowSeconds: 3600 });
  });
});

describe('other limits', () => {
  it('a password change counts under the member, apart from the sign-in of their user name', () => {
    expect(passwordChangeThrottleKey('member:demo', 42)).toBe('member:demo#password-change:42');
  });

  it('password-reset requests: 30 per address in 15 minutes', () => {
    expect(CLIENT_ADDRESS_REQUEST_THROTTLE).toEqual({ maxAttempts: 30, windowSeconds: 900 });
  });
});
