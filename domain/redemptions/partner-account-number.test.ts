import { describe, expect, it } from 'vitest';
import { INVALID_PARTNER_ACCOUNT_KEY, maskAccountNumber, matchesAccountPattern } from './partner-account-number.ts';

describe('partner account numbers (spec §5: Invalid {name} account number)', () => {
  it('matches the whole number against the partner’s pattern', () => {
    expect(INVALID_PARTNER_ACCOUNT_KEY).toBe('redemptions.account.invalid');
    expect(matchesAccountPattern('123456789', '[0-9]{9}')).toBe(true);
    expect(matchesAccountPattern(' 123456789 ', '[0-9]{9}')).toBe(true);
    expect(matchesAccountPattern('1234567890', '[0-9]{9}')).toBe(false);
    expect(matchesAccountPattern('x123456789', '[0-9]{9}')).toBe(false);
    expect(matchesAccountPattern('AB1234', 'AB|[0-9]{4}')).toBe(false);
  });

  it('accepts nothing with a pattern that does not compile', () => {
    expect(matchesAccountPattern('anything', '(')).toBe(false);
  });

  it('reads patterns in Unicode mode', () => {
    expect(matchesAccountPattern('é', '\\p{L}')).toBe(true);
  });

  it('shows only the last four characters', () => {
    expect(maskAccountNumber(' 123456789 ')).toBe('•••••6789');
    expect(maskAccountNumber('6789')).toBe('6789');
    expect(maskAccountNumber('12')).toBe('12');
    expect(maskAccountNumber('56789')).toBe('•6789');
  });
});
