import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_STATUS, errorStatusOf } from './error-status.ts';

describe('errorStatusOf', () => {
  it('keeps a 4xx or 5xx status', () => {
    expect(errorStatusOf(400)).toBe(400);
    expect(errorStatusOf(404)).toBe(404);
    expect(errorStatusOf(503)).toBe(503);
    expect(errorStatusOf(599)).toBe(599);
  });

  it('reads a status from a string of three digits, as a query parameter gives it', () => {
    expect(errorStatusOf('404')).toBe(404);
    expect(errorStatusOf(' 502 ')).toBe(502);
  });

  it('shows 500 for anything else (spec §2: default 500)', () => {
    expect(DEFAULT_ERROR_STATUS).toBe(500);
    for (const value of [undefined, null, 200, 302, 399, 600, 404.5, Number.NaN, '', 'abc', '4044', '40', '404a', '404.0', '4e2', '0x194', '+404', '0404', ' 4 04', {}, [404], true]) {
      expect(errorStatusOf(value)).toBe(500);
    }
  });

  it('always gives an integer from 400 to 599', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.integer(), fc.double(), fc.string()), (value) => {
        const status = errorStatusOf(value);
        expect(Number.isInteger(status)).toBe(true);
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThanOrEqual(599);
      }),
    );
  });
});
