import { ApiError } from '../http/api-error';

/** The refusals single sign-on and the bank's hand-off share. */
export function ssoNotEligible(): ApiError {
  return ApiError.forbidden(
    'SSO_NOT_ELIGIBLE',
    'Single sign-on needs a primary cardholder whose account is in good standing. Please call the number on the back of your card.',
  );
}

/** A member the bank holds (locked, or flagged for fraud): one answer for both, spec §8. */
export function accountLocked(): ApiError {
  return ApiError.forbidden(
    'ACCOUNT_LOCKED',
    'This account cannot be used at the moment. Please call the number on the back of your card.',
  );
}
