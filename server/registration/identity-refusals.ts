import type { Locale } from '@rewards-storefront/domain/locale/locale';
import { ApiError } from '../http/api-error';
import { IDENTITY_MESSAGES } from './identity-messages';

/** The identity flows' refusals that say nothing of the member: the same answer whatever was wrong. */
export function verificationFailed(locale: Locale): ApiError {
  return new ApiError(422, 'REGISTRATION_VERIFICATION_FAILED', IDENTITY_MESSAGES[locale].verificationFailed);
}

export function tokenInvalid(locale: Locale): ApiError {
  return new ApiError(422, 'TOKEN_INVALID', IDENTITY_MESSAGES[locale].tokenInvalid);
}
