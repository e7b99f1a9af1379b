import type { Pool } from 'pg';
import { decideSignInAttempt, SIGN_IN_THROTTLE, signInThrottleKey, type SignInThrottlePolicy } from '@domain/auth/sign-in-throttle';
import { ApiError } from '../http/api-error';
import type { Clock } from '../clock';
import { beginSignInAttempt, clearSignInAttempts, discardSignInAttempt } from './sign-in-attempt-repository';

/**
 * The lockout in front of every password check (store sign-in, the sandbox's
 * online banking and admin console): after too many unsuccessful attempts on
 * one account, further attempts are refused with 429 before any password is
 * checked, right or wrong, until the window has moved on.
 */
export class SignInThrottle {
  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
  ) {}

  /**
   * Runs `check` (which answers null for wrong credentials) unless the
   * account is paused. Throws 429 TOO_MANY_SIGN_IN_ATTEMPTS when it is; a
   * success clears the account's count, a failure stays counted.
   */
  async guard<T>(scope: string, userAccount: string, check: () => Promise<T | null>): Promise<T | null> {
    return this.guardKey(signInThrottleKey(scope, userAccount), check);
  }

  /** {@link guard} for attempts counted under `accountKey` (e.g. a trusted device's own count). */
  async guardKey<T>(accountKey: string, check: () => Promise<T | null>): Promise<T | null> {
    const now = this.clock.now();
    const attempt = await beginSignInAttempt(this.pool, { accountKey, now, windowSeconds: this.policy.windowSeconds });
    const decision = decideSignInAttempt(attempt.earlierAttempts, now, this.policy);
    if (!decision.allowed) {
      await discardSignInAttempt(this.pool, attempt.id);
      throw ApiError.tooManySignInAttempts(decision.retryAfterSeconds);
    }
    const result = await check();
    if (result !== null) await clearSignInAttempts(this.pool, accountKey);
    return result;
  }

  /** Starts the account's count again (after its member proved who they are another way, e.g. a password reset). */
  async clear(scope: string, userAccount: string): Promise<void> {
    await clearSignInAttempts(this.pool, signInThrottleKey(scope, userAccount));
  }
}
