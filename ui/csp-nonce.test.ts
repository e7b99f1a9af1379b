import { afterEach, describe, expect, it } from 'vitest';
import { pageCspNonce } from './csp-nonce';

describe('the page’s CSP nonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('is read from the csp-nonce meta the build writes and the server fills', () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="r4nd0m==">';
    expect(pageCspNonce(document)).toBe('r4nd0m==');
  });

  it('is absent when the page has none (tests, the dev server)', () => {
    expect(pageCspNonce(document)).toBeUndefined();
    document.head.innerHTML = '<meta property="csp-nonce" nonce="">';
    expect(pageCspNonce(document)).toBeUndefined();
  });
});
