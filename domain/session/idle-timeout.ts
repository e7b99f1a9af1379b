/** Idle time after which a signed-in session expires: 15 minutes (spec §4, §9). */
export const IDLE_TIMEOUT_MS = 900_000;

/**
 * The moment a session idle since `lastActivity` expires:
 * {@link IDLE_TIMEOUT_MS} later.
 */
export function idleDeadline(lastActivity: Date): Date {
  return new Date(lastActivity.getTime() + IDLE_TIMEOUT_MS);
}

/**
 * Whether a session whose last activity was at `lastActivity` has been idle
 * too long at `now`: true from the deadline on (the deadline itself
 * included).
 *
 * Always holds: once true it stays true as `now` advances; an invalid date
 * counts as idle, so a broken timestamp ends the session rather than keeping
 * it open for ever.
 */
export function isIdle(lastActivity: Date, now: Date): boolean {
  return !(now.getTime() < idleDeadline(lastActivity).getTime());
}
