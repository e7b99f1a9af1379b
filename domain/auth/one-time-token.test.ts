import { describe, expect, it } from 'vitest';
import {
  ONE_TIME_TOKEN_LIFETIME_SECONDS,
  ONE_TIME_TOKEN_PURPOSES,
  PASSWORD_RESET_MAX_FAILED_VERIFICATIONS,
  oneTimeTokenExpiry,
  oneTimeTokenState,
  verificationAttemptsLeft,
} from './one-time-token.ts';

const now = new Date('2026-11-23T12:00:00.000Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('one-time tokens (email verification, password reset, email change)', () => {
  it('serve three purposes: an email link lives a day (a new address too), a reset link 30 minutes', () => {
    expect(ONE_TIME_TOKEN_PURPOSES).toEqual(['email_verification', 'password_reset', 'email_change']);
    expect(ONE_TIME_TOKEN_LIFETIME_SECONDS).toEqual({ email_verification: 86_400, password_reset: 1_800, email_change: 86_400 });
    expect(oneTimeTokenExpiry('password_reset', now)).toEqual(later(1800));
    expect(oneTimeTokenExpiry('email_verification', now)).toEqual(later(86_400));
    expect(oneTimeTokenExpiry('email_change', now)).toEqual(later(86_400));
  });

  it('is valid until its expiry, and expired from that very moment', () => {
    const token = { expiresAt: later(60), usedAt: null, failedVerifications: 0 };
    expect(oneTimeTokenState(token, now)).toBe('valid');
    expect(oneTimeTokenState(token, later(59))).toBe('valid');
    expect(oneTimeTokenState(token, later(60))).toBe('expired');
    expect(oneTimeTokenState(token, later(61))).toBe('expired');
  });

  it('is used once at most, whatever else is true of it', () => {
    expect(oneTimeTokenState({ expiresAt: later(60), usedAt: now, failedVerifications: 0 }, now)).toBe('used');
    expect(oneTimeTokenState({ expiresAt: later(-60), usedAt: now, failedVerifications: 9 }, now)).toBe('used');
  });

  it('dies after five wrong answers to the recovery questions', () => {
    expect(PASSWORD_RESET_MAX_FAILED_VERIFICATIONS).toBe(5);
    expect(oneTimeTokenState({ expiresAt: later(60), usedAt: null, failedVerifications: 4 }, now)).toBe('valid');
    expect(oneTimeTokenState({ expiresAt: later(60), usedAt: null, failedVerifications: 5 }, now)).toBe('exhausted');
    expect(oneTimeTokenState({ expiresAt: later(-1), usedAt: null, failedVerifications: 5 }, now)).toBe('expired');
  });

  it('counts the wrong answers left, never below zero', () => {
    expect(verificationAttemptsLeft(0)).toBe(5);
    expect(verificationAttemptsLeft(4)).toBe(1);
    expect(verificationAttemptsLeft(5)).toBe(0);
    expect(verificationAttemptsLeft(7)).toBe(0);
  });
});
