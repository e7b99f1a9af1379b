import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_KEYS,
  passwordConfirmationProblem,
  passwordProblems,
} from './password-rule';

const keys = (password: string) => passwordProblems(password).map((problem) => problem.key);

describe('password rule (spec §5)', () => {
  it('accepts 8 to 255 characters with an uppercase and a lowercase letter, a digit and a special character', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(255);
    expect(passwordProblems('Rewards#2026')).toEqual([]);
    expect(passwordProblems('Aa1#aaaa')).toEqual([]);
    expect(passwordProblems(`Aa1#${'a'.repeat(251)}`)).toEqual([]);
  });

  it('names the length it needs when the password is too short or too long', () => {
    expect(passwordProblems('Aa1#aaa')).toEqual([{ key: 'passwordRule.minLength', params: { min: 8 } }]);
    expect(passwordProblems(`Aa1#${'a'.repeat(252)}`)).toEqual([{ key: 'passwordRule.maxLength', params: { max: 255 } }]);
  });

  it('names each missing kind of character, in order', () => {
    expect(keys('rewards#2026')).toEqual([PASSWORD_RULE_KEYS.uppercase]);
    expect(keys('REWARDS#2026')).toEqual([PASSWORD_RULE_KEYS.lowercase]);
    expect(keys('Rewards#abcd')).toEqual([PASSWORD_RULE_KEYS.digit]);
    expect(keys('Rewards2026')).toEqual([PASSWORD_RULE_KEYS.special]);
    expect(keys('')).toEqual([
      'passwordRule.minLength',
      'passwordRule.uppercase',
      'passwordRule.lowercase',
      'passwordRule.digit',
      'passwordRule.special',
    ]);
  });

  it('counts letters of any alphabet, and characters rather than UTF-16 units', () => {
    expect(passwordProblems('Élève#2026')).toEqual([]);
    expect(passwordProblems('ÉLÈVE#2026')).toEqual([{ key: 'passwordRule.lowercase' }]);
    // Seven characters, but eight UTF-16 units: still too short.
    expect(keys('Aa1#aa😀')).toEqual(['passwordRule.minLength']);
    expect(keys('Aa1#aaa😀')).toEqual([]);
  });

  it('does not take a space for a special character, but takes symbols of any kind', () => {
    expect(keys('Rewards 2026')).toEqual([PASSWORD_RULE_KEYS.special]);
    expect(keys('Rewards_2026')).toEqual([]);
    expect(keys('Rewards€2026')).toEqual([]);
  });

  it('is met exactly by passwords that have every kind of character and a length in bounds (property)', () => {
    const part = (chars: string) => fc.constantFrom(...chars.split(''));
    fc.assert(
      fc.property(
        part('ABCXYZÉ'),
        part('abcxyzé'),
        part('0123456789'),
        part('#!?_-$%€'),
        fc.array(part('abcXYZ019#'), { minLength: 4, maxLength: 251 }),
        (upper, lower, digit, special, rest) => {
          expect(passwordProblems(upper + lower + digit + special + rest.join(''))).toEqual([]);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (password) => {
        const problems = keys(password);
        expect(problems.includes(PASSWORD_RULE_KEYS.uppercase)).toBe(!/\p{Lu}/u.test(password));
        expect(problems.length === 0).toBe(
          Array.from(password).length >= 8 &&
            Array.from(password).length <= 255 &&
            /\p{Lu}/u.test(password) &&
            /\p{Ll}/u.test(password) &&
            /\p{Nd}/u.test(password) &&
            /[^\p{L}\p{N}\s]/u.test(password),
        );
      }),
    );
  });

  it('wants the confirmation to be exactly the password', () => {
    expect(passwordConfirmationProblem('Rewards#2026', 'Rewards#2026')).toBeNull();
    expect(passwordConfirmationProblem('Rewards#2026', 'rewards#2026')).toEqual({ key: 'passwordRule.mismatch' });
    expect(passwordConfirmationProblem('Rewards#2026', '')).toEqual({ key: 'passwordRule.mismatch' });
  });
});
