/**
 * A call to the programme API that did not succeed, as the API reported it.
 *
 * Spec §7: failures carry `error_code` equal to the HTTP status, plus the body's
 * machine-readable `code` and `message`. `errorCode` 0 means no response arrived
 * (network failure, server unreachable); `code` is then `NETWORK_ERROR`.
 */
export interface GatewayError {
  readonly errorCode: number;
  readonly code: string;
  readonly message: string;
}

/** The failure branch shared by every gateway result. */
export interface GatewayFailure {
  readonly ok: false;
  readonly error: GatewayError;
}

/** HTTP statuses the application reacts to (spec §4 Session, §8). */
export const UNAUTHORIZED = 401;
export const FORBIDDEN = 403;
/** No such resource, or not the member's own (an unknown product slug, another member's wishlist item). */
export const NOT_FOUND = 404;
/** Sign-in to the account is paused after repeated failures (the API's lockout). */
export const TOO_MANY_REQUESTS = 429;
/** Body code of a 403 that means the member must accept the programme rules first. */
export const PENDING_ACTIONS = 'PENDING_ACTIONS';
