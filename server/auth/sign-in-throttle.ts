import type { Pool } from 'pg';
import { clientAddressThrottleKey } from '@domain/auth/client-address-throttle-key';
import {
  CLIENT_ADDRESS_SIGN_IN_THROTTLE,
  decideSignInAttempt,
  SIGN_IN_THROTTLE,
  signInThrottleKey,
  stricterSignInDecision,
  type SignInThrottleDecision,
  type SignInThrottlePolicy,
} from '@domain/auth/sign-in-throttle';
import { ApiError } from '../http/api-error';
import type { Clock } from '../clock';
import {
  beginSignInAttempt,
  clearSignInAttempts,
  discardSignInAttempt,
  recordedSignInFailures,
  recordSignInFailure,
} from './sign-in-attempt-repository';

const ALLOWED: SignInThrottleDecision = { allowed: true };

/**
 * The lockout in front of every password check (store sign-in, the sandbox's
 * online banking and admin console, password change): after too many
 * unsuccessful attempts on one account, or from one client address on any
 * accounts, further attempts are refused with 429 before any password is
 * checked, right or wrong, until the window has moved on.
 */
export class SignInThrottle {
  /** Attempts are kept as long as the longer window needs them (pruning serves both counts). */
  private readonly keptSeconds: number;

  constructor(
    private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
    private readonly addressPolicy: SignInThrottlePolicy = CLIENT_ADDRESS_SIGN_IN_THROTTLE,
  ) {
    this.keptSeconds = Math.max(policy.windowSeconds, addressPolicy.windowSeconds);
  }

  /**
   * Runs `check` (which answers null for wrong credentials) unless the
   * account, or the `clientAddress` when given, is paused. Throws 429
   * TOO_MANY_SIGN_IN_ATTEMPTS when one is; a success clears the account's
   * count, a failure stays counted. Give `clientAddress` wherever a password
   * is checked: its failures then count against the address too, and a
   * success there clears nothing (one valid account must not reset a
   * stuffer's count).
   */
  async guard<T>(scope: string, userAccount: string, check: () => Promise<T | null>, clientAddress?: string): Promise<T | null> {
    return this.guardKey(signInThrottleKey(scope, userAccount), check, clientAddress);
  }

  /**
   * {@link guard} for attempts counted under `accountKey` (e.g. a trusted device's own count).
   *
   * An account counts its attempts from before the check (concurrent guesses count against each other: at most
   * five reach a password). An address counts only failures once they are known: many members behind one
   * address (an office, a mobile carrier's NAT) may sign in at the same moment and must never be refused for
   * it. A burst of concurrent guesses from one address can therefore pass its limit once, each still within
   * its account's five.
   */
  async guardKey<T>(accountKey: string, check: () => Promise<T | null>, clientAddress?: string): Promise<T | null> {
    const now = this.clock.now();
    const attempt = await beginSignInAttempt(this.pool, { accountKey, now, windowSeconds: this.keptSeconds });
    const addressKey = clientAddress === undefined ? null : clientAddressThrottleKey(clientAddress);
    const decision = stricterSignInDecision(
      decideSignInAttempt(attempt.earlierAttempts, now, this.policy),
      addressKey === null ? ALLOWED : decideSignInAttempt(await recordedSignInFailures(this.pool, addressKey), now, this.addressPolicy),
    );
    if (!decision.allowed) {
      await discardSignInAttempt(this.pool, attempt.id);
      throw ApiError.tooManySignInAttempts(decision.retryAfterSeconds);
    }
    const result = await check();
    if (result !== null) await clearSignInAttempts(this.pool, accountKey);
    else if (addressKey !== null) await recordSignInFailure(this.pool, { accountKey: addressKey, now });
    return result;
  }

  /** Starts the account's count again (after its member proved who they are another way, e.g. a password reset). */
  async clear(scope: string, userAccount: string): Promise<void> {
    await clearSignInAttempts(this.pool, signInThrottleKey(scope, userAccount));
  }
}
