import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';

describe('email addresses (spec §5)', () => {
  it('accepts a name, an @ and a domain of two labels or more, spaces around it aside', () => {
    for (const email of ['chloe@example.com', 'c@mail.example.ca', ' chloe.g+store@example.com '])
      expect(isEmailAddress(email), email).toBe(true);
  });

  it('refuses anything else', () => {
    for (const email of [
      '',
      'chloe',
      'chloe@example',
      'chloe@@example.com',
      'a@b@example.com',
      'chlo e@example.com',
      'chloe@example.',
      '@example.com',
      'chloe@.com',
      'chloe@example.com more',
    ]) {
      expect(isEmailAddress(email), email).toBe(false);
    }
  });
});
