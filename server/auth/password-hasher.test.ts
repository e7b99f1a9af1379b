import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hasher';

const FAST = { N: 1024, r: 8, p: 1, keyLength: 64 };

describe('password hashing with scrypt', () => {
  it('the stored string names the algorithm, its parameters, the salt and the hash', async () => {
    const hash = await hashPassword('Rewards#2026', FAST);
    expect(hash).toMatch(/^scrypt\$N=1024,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
  });

  it('the same password hashes differently each time (random salt)', async () => {
    expect(await hashPassword('Rewards#2026', FAST)).not.toBe(await hashPassword('Rewards#2026', FAST));
  });

  it('only the right password verifies, with the parameters stored in the hash', async () => {
    const hash = await hashPassword('Rewards#2026', FAST);
    expect(await verifyPassword('Rewards#2026', hash)).toBe(true);
    expect(await verifyPassword('rewards#2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('no stored hash, or a damaged one, never verifies', async () => {
    expect(await verifyPassword('Rewards#2026', null)).toBe(false);
    expect(await verifyPassword('Rewards#2026', 'plain-text')).toBe(false);
    expect(await verifyPassword('Rewards#2026', 'scrypt$N=1073741824,r=8,p=1$AAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
  });

  it('canonically equivalent spellings of a password verify (Unicode NFKC)', async () => {
    const hash = await hashPassword('Café#2026', FAST);
    expect(await verifyPassword('Cafe\u0301#2026', hash)).toBe(true);
  });
});
