import { describe, expect, it } from 'vitest';
import { inlineHash, newCspNonce, originsOf, pageContentSecurityPolicy } from './content-security-policy';

describe('the page Content-Security-Policy', () => {
  it('allows inline scripts and styles only with the nonce, and styles by hash, never unsafe-inline', () => {
    const policy = pageContentSecurityPolicy({ nonce: 'abc=', styleHashes: ['sha256-xyz='] });
    expect(policy).toContain("script-src 'self' 'nonce-abc='");
    expect(policy).toContain("style-src 'self' 'nonce-abc=' 'sha256-xyz='");
    expect(policy).not.toContain('unsafe');
  });

  it('forbids plugins, <base> and framing by other sites; forms post here and to the configured partners', () => {
    const policy = pageContentSecurityPolicy({ formOrigins: ['https://travel.example'] });
    expect(policy.split('; ')).toEqual(
      expect.arrayContaining([
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'self'",
        "form-action 'self' https://travel.example",
      ]),
    );
    expect(policy).toContain("script-src 'self'; ");
  });

  it('a nonce is 128 random bits, new each time, past the bytes drawn at once', () => {
    const nonces = new Set(Array.from({ length: 600 }, newCspNonce));
    expect(nonces.size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('an inline hash is the base64 SHA-256 the browser computes', () => {
    // echo -n 'body{}' | openssl dgst -sha256 -binary | base64
    expect(inlineHash('body{}')).toBe('sha256-fJgEClQWV1hGkK4qHMO0KotTsVnMYMXTq7/suurGyUo=');
  });

  it('partner origins come from absolute http(s) addresses only; paths of this site and bad values add nothing', () => {
    expect(
      originsOf(['https://bank.example/sign-in?x=1', 'https://bank.example/other', '/sandbox/enrol', 'javascript:alert(1)', 'http://[bad']),
    ).toEqual(['https://bank.example']);
  });
});
