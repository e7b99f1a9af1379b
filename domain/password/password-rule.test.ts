import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  passwordConfirmationProblem,
  PASSWORD_HISTORY_SIZE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_KEYS,
  isAcceptablePassword,
  passwordProblems,
} from './password-rule.ts';

const keysOf = (password: string) => passwordProblems(password).map((problem) => problem.key);

describe('the password rule (spec §5)', () => {
  it('accepts 8 to 255 characters with an uppercase and a lowercase letter, a digit and a special character', () => {
    expect(passwordProblems('Rewards#2026')).toEqual([]);
    expect(isAcceptablePassword('Rewards#2026')).toBe(true);
    expect(passwordProblems('Aa1!aaaa')).toEqual([]);
    expect(passwordProblems(`Aa1!${'a'.repeat(251)}`)).toEqual([]);
  });

  it('names the length with its bounds when there are fewer than 8 or more than 255 characters', () => {
    expect(passwordProblems('Aa1!aaa')).toEqual([{ key: PASSWORD_RULE_KEYS.length, params: { min: 8, max: 255 } }]);
    expect(keysOf(`Aa1!${'a'.repeat(252)}`)).toEqual([PASSWORD_RULE_KEYS.length]);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(255);
  });

  it('keeps the current password and the 5 before it from being chosen again', () => {
    expect(PASSWORD_HISTORY_SIZE).toBe(5);
  });

  it('names each missing kind of character, in the order of the rule', () => {
    expect(keysOf('rewards#2026')).toEqual([PASSWORD_RULE_KEYS.uppercase]);
    expect(keysOf('REWARDS#2026')).toEqual([PASSWORD_RULE_KEYS.lowercase]);
    expect(keysOf('Rewards#abcd')).toEqual([PASSWORD_RULE_KEYS.digit]);
    expect(keysOf('Rewards 2026')).toEqual([PASSWORD_RULE_KEYS.special]);
    expect(keysOf('')).toEqual([
      'passwordRule.length',
      'passwordRule.uppercase',
      'passwordRule.lowercase',
      'passwordRule.digit',
      'passwordRule.special',
    ]);
    expect(isAcceptablePassword('rewards')).toBe(false);
  });

  it('counts characters, not UTF-16 units, and reads letters of any script', () => {
    expect(keysOf('Éé1!😀😀😀')).toEqual(['passwordRule.length']);
    expect(keysOf('Éé1!😀😀😀😀')).toEqual([]);
    expect(keysOf('ÉCOLE#2026')).toEqual([PASSWORD_RULE_KEYS.lowercase]);
  });

  it('counts any symbol or punctuation as special, never a space', () => {
    for (const special of ['#', '!', '@', '-', '_', '€', '«', '.']) expect(keysOf(`Rewards${special}2026`)).toEqual([]);
    expect(keysOf('Rewards\t2026')).toEqual([PASSWORD_RULE_KEYS.special]);
  });

  it('gives each problem at most once, and none exactly for an acceptable password', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (password) => {
        const keys = keysOf(password);
        expect(new Set(keys).size).toBe(keys.length);
        expect(keys.length === 0).toBe(isAcceptablePassword(password));
      }),
    );
  });

  it('wants the confirmation to be exactly the password', () => {
    expect(passwordConfirmationProblem('Rewards#2026', 'Rewards#2026')).toBeNull();
    expect(passwordConfirmationProblem('Rewards#2026', 'rewards#2026')).toEqual({ key: 'passwordRule.mismatch' });
    expect(passwordConfirmationProblem('Rewards#2026', '')).toEqual({ key: 'passwordRule.mismatch' });
  });
});
