/**
 * How many sign-in attempts an account may have within a window before
 * sign-in to it pauses. Five unsuccessful attempts in fifteen minutes is the
 * usual banking lockout: enough for a member's typos, too few to guess a
 * password. The specification is silent; this guards every password door
 * (store, online-banking sandbox, admin console) alike.
 */
export const SIGN_IN_THROTTLE = { maxAttempts: 5, windowSeconds: 900 } as const;

/**
 * The wait a refused member is told about: the whole window, after which
 * sign-in is open again however the attempts fell within it.
 */
export const SIGN_IN_PAUSE_MINUTES = SIGN_IN_THROTTLE.windowSeconds / 60;

/**
 * How many failed password checks one client address may make within a
 * window, on any accounts at any door, before its sign-ins pause: against
 * credential stuffing, where each account tried stays below its own five.
 * Thirty in fifteen minutes leaves room for a household or an office behind
 * one address; a stuffer tries thousands. Same window as the accounts', so
 * members are told the same wait.
 */
export const CLIENT_ADDRESS_SIGN_IN_THROTTLE = { maxAttempts: 30, windowSeconds: SIGN_IN_THROTTLE.windowSeconds } as const;

export interface SignInThrottlePolicy {
  readonly maxAttempts: number;
  readonly windowSeconds: number;
}

export type SignInThrottleDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterSeconds: number };

/**
 * The key under which attempts on one account are counted: the programme (or
 * door) and the user name as the sign-in matches it, i.e. trimmed and
 * case-insensitive, so `ELITE ` cannot get five more guesses than `elite`.
 * Unknown user names are counted too: refusing only real accounts would tell
 * which ones exist.
 */
export function signInThrottleKey(scope: string, userAccount: string): string {
  return `${scope}:${userAccount.trim().toLowerCase()}`;
}

/**
 * The key under which attempts from a device where the member signed in
 * before are counted (the store remembers it with a device token). They
 * count apart from everyone else's, so an attacker who keeps an account's
 * sign-in paused cannot lock its member out: from a device they used
 * before, they still have their own five attempts per window. A stolen
 * device token buys no more than those five.
 */
export function trustedDeviceThrottleKey(scope: string, userAccount: string, deviceId: string): string {
  return `${signInThrottleKey(scope, userAccount)}#device:${deviceId}`;
}

/**
 * Whether one more attempt may check its password, given the moments of the
 * account's earlier unsuccessful attempts (in any order; those outside the
 * window are ignored).
 *
 * Always holds: an attempt is allowed exactly when fewer than `maxAttempts`
 * earlier attempts fall within the last `windowSeconds` (an attempt exactly
 * `windowSeconds` old has left the window); when refused, `retryAfterSeconds`
 * (at least 1) is the time until enough of them have left it.
 */
export function decideSignInAttempt(
  earlierAttempts: readonly Date[],
  now: Date,
  policy: SignInThrottlePolicy = SIGN_IN_THROTTLE,
): SignInThrottleDecision {
  const windowMs = policy.windowSeconds * 1000;
  const recentNewestFirst = earlierAttempts
    .map((attempt) => attempt.getTime())
    .filter((time) => now.getTime() - time < windowMs)
    .sort((a, b) => b - a);
  if (recentNewestFirst.length < policy.maxAttempts) return { allowed: true };
  // The attempt that must leave the window before another may be checked.
  const blocking = recentNewestFirst[policy.maxAttempts - 1] as number;
  const waitMs = blocking + windowMs - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * The decision when an attempt is counted twice (on its account and on its
 * client address): refused when either refuses, for the longer wait, so the
 * member is never told to come back while still paused.
 */
export function stricterSignInDecision(a: SignInThrottleDecision, b: SignInThrottleDecision): SignInThrottleDecision {
  if (a.allowed) return b;
  if (b.allowed) return a;
  return { allowed: false, retryAfterSeconds: Math.max(a.retryAfterSeconds, b.retryAfterSeconds) };
}

/**
 * An in-flight check older than this counts as a failure: its node stopped
 * before it could say how the check ended, and a crash must not give an
 * address its reservations back.
 */
export const IN_FLIGHT_ATTEMPT_SECONDS = 60;

export type AddressReservationDecision = SignInThrottleDecision | { readonly allowed: false; readonly wait: true };

/**
 * Whether an attempt from a client address may check its password, given the
 * address's known failures and its other checks still in flight (reserved
 * before their hash, outcome not known yet).
 *
 * Always holds: refused (with the wait) when the failures alone reach the
 * limit; told to wait when failures and in-flight checks together reach it
 * (an in-flight check may still succeed and give its place back: many
 * members behind one address are queued, never refused for it); allowed
 * otherwise. So at most `maxAttempts` wrong passwords are ever hashed per
 * address and window, however many arrive at once.
 */
export function decideAddressReservation(
  failures: readonly Date[],
  inFlight: number,
  now: Date,
  policy: SignInThrottlePolicy = CLIENT_ADDRESS_SIGN_IN_THROTTLE,
): AddressReservationDecision {
  const decision = decideSignInAttempt(failures, now, policy);
  if (!decision.allowed) return decision;
  const recentFailures = failures.filter((failure) => now.getTime() - failure.getTime() < policy.windowSeconds * 1000).length;
  return recentFailures + inFlight >= policy.maxAttempts ? { allowed: false, wait: true } : decision;
}

/**
 * The key under which a signed-in member's wrong current passwords (at a
 * password change) are counted: their own, apart from the sign-in's, so
 * someone guessing at the sign-in cannot stop the member changing their
 * password, and a stolen session still gets only five guesses.
 */
export function passwordChangeThrottleKey(scope: string, memberId: number): string {
  return `${scope}#password-change:${memberId}`;
}

/**
 * Back-off instead of a lockout (registration checks, per card and per
 * address): the first `freeFailures` failures cost nothing; after that each
 * further attempt waits `baseSeconds × 2^(failures − freeFailures)` after
 * the latest failure, capped at `maxSeconds`. Failures older than
 * `windowSeconds` are forgotten. The rightful cardholder waits at most
 * `maxSeconds`; a guesser is slowed to one try per `maxSeconds`.
 */
export interface BackOffPolicy {
  readonly freeFailures: number;
  readonly baseSeconds: number;
  readonly maxSeconds: number;
  readonly windowSeconds: number;
}

/** A card's registration checks: 3 free, then 2 s doubling up to 5 minutes; an hour's failures remembered. */
export const REGISTRATION_CARD_BACK_OFF: BackOffPolicy = { freeFailures: 3, baseSeconds: 2, maxSeconds: 300, windowSeconds: 3600 };

/**
 * One client address's registration checks, on any cards: 10 free (a
 * household registering its cards, with typos), then 2 s doubling up to 15
 * minutes, so 40 card numbers from one address take hours, not seconds.
 */
export const REGISTRATION_ADDRESS_BACK_OFF: BackOffPolicy = { freeFailures: 10, baseSeconds: 2, maxSeconds: 900, windowSeconds: 3600 };

/** The wait before another attempt, given the earlier failures (any order; those outside the window are ignored). */
export function decideBackOff(failures: readonly Date[], now: Date, policy: BackOffPolicy): SignInThrottleDecision {
  const windowMs = policy.windowSeconds * 1000;
  const recent = failures.map((failure) => failure.getTime()).filter((time) => now.getTime() - time < windowMs);
  if (recent.length < policy.freeFailures) return { allowed: true };
  const delayMs = Math.min(policy.maxSeconds, policy.baseSeconds * 2 ** (recent.length - policy.freeFailures)) * 1000;
  const waitMs = Math.max(...recent) + delayMs - now.getTime();
  return waitMs <= 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
}

/**
 * Requests that always count (password-reset requests: their answer is the
 * same whoever they name) from one client address: 30 in 15 minutes, as
 * failed sign-ins, then 429 until the window moves on.
 */
export const CLIENT_ADDRESS_REQUEST_THROTTLE = { maxAttempts: 30, windowSeconds: SIGN_IN_THROTTLE.windowSeconds } as const;
