export interface FieldError {
  field: string;
  message: string;
}

/** The `ErrorBody` of openapi/programme-api.yaml. */
export interface ErrorBody {
  code: string;
  message: string;
  errors?: FieldError[];
  data?: unknown;
}

/** The code of the 429 that answers sign-ins to an account while its sign-in is paused. */
export const TOO_MANY_SIGN_IN_ATTEMPTS = 'TOO_MANY_SIGN_IN_ATTEMPTS';
/** 429: the password checks' queue is full (server/auth/password-check-pool.ts); try again in seconds. */
export const SIGN_IN_BUSY = 'SIGN_IN_BUSY';

/**
 * An expected failure with its HTTP status and machine-readable code. Services
 * throw these; the error handler turns them into the documented error body.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details: { errors?: FieldError[]; data?: unknown; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.details.errors ? { errors: this.details.errors } : {}),
      ...(this.details.data !== undefined ? { data: this.details.data } : {}),
    };
  }

  static validation(errors: FieldError[], message?: string): ApiError {
    const summary = errors.map((error) => `${error.field} ${error.message}`).join('; ');
    return new ApiError(400, 'VALIDATION_ERROR', message ?? `The request is invalid: ${summary}.`, { errors });
  }

  static unauthenticated(message = 'Sign in to continue: the session is missing, expired or has been signed out.'): ApiError {
    return new ApiError(401, 'UNAUTHENTICATED', message);
  }

  static invalidCredentials(): ApiError {
    // One message for an unknown user and a wrong password: nothing to learn about which accounts exist.
    return new ApiError(401, 'INVALID_CREDENTIALS', 'The user name or password is incorrect.');
  }

  /** 429: the account's sign-in is paused after repeated failures (domain/auth/sign-in-throttle.ts). */
  static tooManySignInAttempts(retryAfterSeconds: number): ApiError {
    return new ApiError(
      429,
      TOO_MANY_SIGN_IN_ATTEMPTS,
      'Sign-in to this account is paused after too many unsuccessful attempts. Please try again later.',
      { data: { retry_after_seconds: retryAfterSeconds }, retryAfterSeconds },
    );
  }

  static notFound(message = 'The requested resource was not found.'): ApiError {
    return new ApiError(404, 'NOT_FOUND', message);
  }

  /** The request is valid but the resource's state refuses it (409), e.g. PRODUCT_UNAVAILABLE. */
  static conflict(code: string, message: string): ApiError {
    return new ApiError(409, code, message);
  }

  static forbidden(code: string, message: string, data?: unknown): ApiError {
    return new ApiError(403, code, message, data === undefined ? {} : { data });
  }
}
