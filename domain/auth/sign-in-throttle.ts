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
