import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_REPORT_CAPS, capLength, scrubbedReport, scrubPersonalData } from './client-error-report.ts';

/** Each [text, what it becomes] of one rule; a row is its own assertion, named by its text. */
type Cases = readonly (readonly [string, string])[];

function expectScrubbed(cases: Cases): void {
  for (const [text, scrubbed] of cases) expect(scrubPersonalData(text), text).toBe(scrubbed);
}

describe('scrubPersonalData: a client error report never carries a credential or personal data', () => {
  it('redacts the value of every query parameter named like a credential, after ?, & or ;', () => {
    expectScrubbed([
      ['GET /reset-password?token=abc123', 'GET /reset-password?token=[redacted]'],
      ['/login-as?user_account=marie&token=s3cret&lang=fr', '/login-as?user_account=marie&token=[redacted]&lang=fr'],
      ['/x;session=abc', '/x;session=[redacted]'],
      ...['access_token', 'password', 'client_secret', 'code', 'signature', 'api_key', 'jwt', 'SessionId', 'TOKEN'].map(
        (name) => [`/p?${name}=v4lue#top`, `/p?${name}=[redacted]#top`] as const,
      ),
    ]);
  });

  it('keeps ordinary query parameters, and a credential word that is a value rather than a name', () => {
    expectScrubbed([
      ['/shop?category=travel&page=2', '/shop?category=travel&page=2'],
      ['/search?q=token', '/search?q=token'],
      ['a=token', 'a=token'],
    ]);
  });

  it('redacts a token up to the next parameter, fragment or space, and an empty value too', () => {
    expectScrubbed([
      ['/a?token=x y', '/a?token=[redacted] y'],
      ['/a?token=&b=1', '/a?token=[redacted]&b=1'],
    ]);
  });

  it('redacts the token of a single sign-on path, in either language', () => {
    expectScrubbed([
      ['/sso/abc.def-123', '/sso/[redacted]'],
      ['failed at /fr/SSO/tok/next', 'failed at /fr/SSO/[redacted]/next'],
    ]);
  });

  it('redacts a bearer token and a JSON Web Token wherever they are quoted', () => {
    expectScrubbed([
      ['Authorization: Bearer abc.DEF_ghi-~+/=', 'Authorization: Bearer [redacted]'],
      ['bearer  xyz rest', 'bearer  [redacted] rest'],
      ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig_nature-1 refused', 'token [redacted] refused'],
      ['eyJhbGci.payload.', '[redacted]'],
      ['eyJhbGci only', 'eyJhbGci only'],
    ]);
  });

  it('replaces email addresses', () => {
    expectScrubbed([
      ['sent to marie.tremblay+rewards@example.qc.ca, twice', 'sent to [email], twice'],
      ['A_b%1@sub-domain.example.com', '[email]'],
      ['not@an-address', 'not@an-address'],
      ['user@example.c', 'user@example.c'],
    ]);
  });

  it('replaces nine digits or more, spaced or dashed like a card or phone number, and keeps eight', () => {
    expectScrubbed([
      ['card 4512 3456 7801 1000 refused', 'card [number] refused'],
      ['4512-3456-7801-1000', '[number]'],
      ['call 514-555-0100', 'call [number]'],
      ['123456789', '[number]'],
      ['12345678', '12345678'],
      ['2026-11-27', '2026-11-27'],
      ['1 2 3 4 5 6 7 8 9', '[number]'],
      // Two separators in a row end the run: these are two short numbers.
      ['1234  56789', '1234  56789'],
      ['500 INTERNAL_ERROR at app.js:12:345', '500 INTERNAL_ERROR at app.js:12:345'],
    ]);
  });

  it('replaces every occurrence in a text, not only the first', () => {
    expectScrubbed([
      ['/sso/a /sso/b', '/sso/[redacted] /sso/[redacted]'],
      ['Bearer a, Bearer b', 'Bearer [redacted], Bearer [redacted]'],
      ['eyJa.b.c eyJd.e.f', '[redacted] [redacted]'],
      ['a@b.ca c@d.ca', '[email] [email]'],
      ['123456789, 987654321', '[number], [number]'],
      ['/a?token=1&code=2', '/a?token=[redacted]&code=[redacted]'],
      // A word that only ends in "bearer" or "eyJ" is not one.
      ['unbearer abc xeyJa.b.c', 'unbearer abc xeyJa.b.c'],
    ]);
  });

  it('redacts a credential whole before its digits are looked at, and leaves text without any of these as it was', () => {
    const plain = 'load account failed: unavailable (503 SERVICE_UNAVAILABLE Try again later.)';
    expectScrubbed([
      ['/r?token=123456789012&x=1', '/r?token=[redacted]&x=1'],
      [plain, plain],
    ]);
  });
});

describe('capLength: no field is longer than its cap', () => {
  it('keeps text up to the cap, and cuts longer text to the cap with an ellipsis as its last character', () => {
    expect(capLength('abcde', 5)).toBe('abcde');
    expect(capLength('abcd', 5)).toBe('abcd');
    expect(capLength('abcdef', 5)).toBe('abcd…');
    expect(capLength('abcdef', 5)).toHaveLength(5);
  });
});

describe('scrubbedReport: each field scrubbed, then cut to its cap', () => {
  it('caps each field to its own length', () => {
    expect(CLIENT_ERROR_REPORT_CAPS).toEqual({ context: 200, reason: 100, detail: 2000, route: 500, release: 100, reportsPerPost: 20 });
    const over = (max: number) => 'x'.repeat(max + 1);
    const report = scrubbedReport({
      context: over(200),
      reason: over(100),
      detail: over(2000),
      route: over(500),
      release: over(100),
    });
    expect(report.context).toBe(`${'x'.repeat(199)}…`);
    expect(report.reason).toBe(`${'x'.repeat(99)}…`);
    expect(report.detail).toBe(`${'x'.repeat(1999)}…`);
    expect(report.route).toBe(`${'x'.repeat(499)}…`);
    expect(report.release).toBe(`${'x'.repeat(99)}…`);
  });

  it('scrubs every field', () => {
    expect(
      scrubbedReport({
        context: 'resend to a@b.ca',
        reason: 'unavailable 123456789',
        detail: '500 for /r?token=t',
        route: '/fr/sso/secret',
        release: 'Bearer abc',
      }),
    ).toEqual({
      context: 'resend to [email]',
      reason: 'unavailable [number]',
      detail: '500 for /r?token=[redacted]',
      route: '/fr/sso/[redacted]',
      release: 'Bearer [redacted]',
    });
  });

  it('scrubs before cutting, so a cut never leaves part of an address behind', () => {
    const detail = `${'x'.repeat(1990)} marie@example.com`;
    expect(scrubbedReport({ context: 'c', reason: 'r', detail, route: '/', release: '1' }).detail).toBe(`${'x'.repeat(1990)} [email]`);
  });
});
