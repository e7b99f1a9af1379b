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

/**
 * How long before the idle deadline the member is warned and offered to
 * stay signed in: 2 minutes (WCAG 2.2.1 asks for at least 20 seconds; we
 * give more than the 60 our standard asks, time to read and reach the
 * button with any aid).
 */
export const IDLE_WARNING_LEAD_MS = 120_000;

/** The moment a session idle since `lastActivity` is warned: {@link IDLE_WARNING_LEAD_MS} before its deadline (13 minutes idle). */
export function idleWarningAt(lastActivity: Date): Date {
  return new Date(idleDeadline(lastActivity).getTime() - IDLE_WARNING_LEAD_MS);
}

/**
 * Whole seconds left before `deadline` at `now`, counted up: 120 at two
 * minutes, 1 in the last second, 0 from the deadline on. The count shown
 * never reaches 0 while the session is still open.
 */
export function secondsLeft(deadline: Date, now: Date): number {
  return Math.max(0, Math.ceil((deadline.getTime() - now.getTime()) / 1000));
}

/** Minutes and seconds of a count of seconds ("1 min 05 s" is { minutes: 1, seconds: 5 }). */
export function minutesAndSeconds(totalSeconds: number): { readonly minutes: number; readonly seconds: number } {
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}
