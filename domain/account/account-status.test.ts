import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_CODES, type AccountStatusCode } from './account.ts';
import { isCancelled, isOnHold } from './account-status.ts';

const withStatus = (statusCode: AccountStatusCode) => ({ statusCode });

describe('account status', () => {
  it('knows the three status codes of the API', () => {
    expect(ACCOUNT_STATUS_CODES).toEqual(['ACTIVE', 'ON HOLD', 'CANCELED']);
  });

  it('is on hold exactly when the status code is ON HOLD', () => {
    expect(isOnHold(withStatus('ON HOLD'))).toBe(true);
    expect(isOnHold(withStatus('ACTIVE'))).toBe(false);
    expect(isOnHold(withStatus('CANCELED'))).toBe(false);
  });

  it('is cancelled exactly when the status code is CANCELED', () => {
    expect(isCancelled(withStatus('CANCELED'))).toBe(true);
    expect(isCancelled(withStatus('ACTIVE'))).toBe(false);
    expect(isCancelled(withStatus('ON HOLD'))).toBe(false);
  });
});
