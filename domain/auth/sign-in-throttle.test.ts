import { describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_SIGN_IN_THROTTLE,
  decideSignInAttempt,
  SIGN_IN_PAUSE_MINUTES,
  SIGN_IN_THROTTLE,
  signInThrottleKey,
  stricterSignInDecision,
  trustedDeviceThrottleKey,
} from './sign-in-throttle.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('sign-in throttle', () => {
  it('pauses sign-in after 5 unsuccessful attempts in 15 minutes, and tells members to wait 15 minutes', () => {
    expect(SIGN_IN_THROTTLE).toEqual({ maxAttempts: 5, windowSeconds: 900 });
    expect(SIGN_IN_PAUSE_MINUTES).toBe(15);
  });

  it('allows an attempt while fewer than five earlier ones are in the window', () => {
    expect(decideSignInAttempt([], now)).toEqual({ allowed: true });
    expect(decideSignInAttempt([10, 20, 30, 40].map(secondsAgo), now)).toEqual({ allowed: true });
  });

  it('refuses the sixth attempt until the oldest of the last five leaves the window', () => {
    const attempts = [10, 20, 30, 40, 50].map(secondsAgo);
    expect(decideSignInAttempt(attempts, now)).toEqual({ allowed: false, retryAfterSeconds: 850 });
  });

  it('counts only the newest five when more are in the window, whatever their order', () => {
    const attempts = [600, 5, 100, 30, 700, 60].map(secondsAgo);
    // Newest first: 5, 30, 60, 100, 600, 700; the fifth (600 s ago) leaves in 300 s.
    expect(decideSignInAttempt(attempts, now)).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it('ignores attempts that have left the window: one exactly 15 minutes old has left it', () => {
    expect(decideSignInAttempt([10, 20, 30, 40, 900].map(secondsAgo), now)).toEqual({ allowed: true });
    expect(decideSignInAttempt([10, 20, 30, 40, 899].map(secondsAgo), now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('rounds the wait up to whole seconds, and never answers less than one', () => {
    const attempts = [1, 2, 3, 4].map(secondsAgo);
    expect(decideSignInAttempt([...attempts, new Date(now.getTime() - 899_500)], now)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(decideSignInAttempt([...attempts, new Date(now.getTime() - 898_200)], now)).toEqual({
      allowed: false,
      retryAfterSeconds: 2,
    });
  });

  it('follows the policy it is given', () => {
    const policy = { maxAttempts: 2, windowSeconds: 60 };
    expect(decideSignInAttempt([secondsAgo(10)], now, policy)).toEqual({ allowed: true });
    expect(decideSignInAttempt([10, 20].map(secondsAgo), now, policy)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('counts a user name trimmed and in any case as the same account, per scope', () => {
    expect(signInThrottleKey('demo', '  ELITE ')).toBe('demo:elite');
    expect(signInThrottleKey('admin', 'Elite')).not.toBe(signInThrottleKey('demo', 'elite'));
  });

  it('counts a trusted device’s attempts apart from the account’s others, per device', () => {
    expect(trustedDeviceThrottleKey('demo', ' Elite ', 'd1')).toBe('demo:elite#device:d1');
    expect(trustedDeviceThrottleKey('demo', 'elite', 'd1')).not.toBe(trustedDeviceThrottleKey('demo', 'elite', 'd2'));
    expect(trustedDeviceThrottleKey('demo', 'elite', 'd1')).not.toBe(signInThrottleKey('demo', 'elite'));
  });
});

describe('sign-in throttle per client address', () => {
  it('pauses an address after 30 failed password checks in 15 minutes, the same window as an account', () => {
    expect(CLIENT_ADDRESS_SIGN_IN_THROTTLE).toEqual({ maxAttempts: 30, windowSeconds: 900 });
  });

  it('uses the same rule as an account, with its own limit', () => {
    const attempts = Array.from({ length: 29 }, (_, i) => secondsAgo(i + 1));
    expect(decideSignInAttempt(attempts, now, CLIENT_ADDRESS_SIGN_IN_THROTTLE)).toEqual({ allowed: true });
    expect(decideSignInAttempt([...attempts, secondsAgo(100)], now, CLIENT_ADDRESS_SIGN_IN_THROTTLE)).toEqual({
      allowed: false,
      retryAfterSeconds: 800,
    });
  });
});

describe('stricter sign-in decision', () => {
  const allowed = { allowed: true } as const;
  const refused = (retryAfterSeconds: number) => ({ allowed: false, retryAfterSeconds }) as const;

  it('allows only when both allow', () => {
    expect(stricterSignInDecision(allowed, allowed)).toEqual(allowed);
    expect(stricterSignInDecision(allowed, refused(5))).toEqual(refused(5));
    expect(stricterSignInDecision(refused(7), allowed)).toEqual(refused(7));
  });

  it('when both refuse, answers the longer wait', () => {
    expect(stricterSignInDecision(refused(7), refused(300))).toEqual(refused(300));
    expect(stricterSignInDecision(refused(300), refused(7))).toEqual(refused(300));
    expect(stricterSignInDecision(refused(9), refused(9))).toEqual(refused(9));
  });
});
