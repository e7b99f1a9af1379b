import { describe, expect, it } from 'vitest';
import type { SessionClaims } from './token-claims';
import { VerifiedSessionCache } from './verified-session-cache';

const claims = (memberId: number): SessionClaims => ({
  memberId,
  jti: `jti-${memberId}`,
  sso: false,
  issuedAt: new Date(0),
  expiresAt: new Date(3_600_000),
  authTime: new Date(0),
  loginAs: null,
  signInSessionId: '2fddbcc6-5207-45e1-ad28-a2eaac350e38',
});

describe('the session tokens a node has verified', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const cache = new VerifiedSessionCache(2);
    cache.set('a', claims(1));
    cache.set('b', claims(2));
    expect(cache.get('a')?.memberId).toBe(1); // a is now the most recently used
    cache.set('c', claims(3));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.memberId).toBe(1);
    expect(cache.get('c')?.memberId).toBe(3);
  });

  it('forgets a token on request, and keeps a copy no caller can change', () => {
    const cache = new VerifiedSessionCache();
    const original = claims(1);
    cache.set('a', original);
    original.memberId = 99;
    expect(cache.get('a')?.memberId).toBe(1);
    expect(Object.isFrozen(cache.get('a'))).toBe(true);
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
