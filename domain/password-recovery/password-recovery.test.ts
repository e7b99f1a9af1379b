import { describe, expect, it } from 'vitest';
import { PASSWORD_RECOVERY_ACCOUNT_TYPES, recoversPasswordInStore } from './password-recovery.ts';

describe('password recovery in the store (spec §6: business customers only)', () => {
  it('is for business customers, whatever their business code or bank prefix', () => {
    expect(PASSWORD_RECOVERY_ACCOUNT_TYPES).toEqual(['business']);
    for (const code of ['aib', 'cpx', 'ccl', 'bank_aib', 'AIB', 'business']) expect(recoversPasswordInStore(code), code).toBe(true);
  });

  it('is not for personal, select, commercial or cav customers: they use online banking', () => {
    for (const code of ['personal', 'nga', 'select', 'commercial', 'cav', 'anything'])
      expect(recoversPasswordInStore(code), code).toBe(false);
  });
});
