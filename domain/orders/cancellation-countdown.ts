/**
 * What is left of a cancellation window (issue 26 item 4), in whole hours
 * and minutes, rounded down: the member is never told there is more time
 * than there is. Under a minute is said as such; at the deadline and after,
 * the window is closed (the server stays the authority on a cancel).
 */
export type CancellationTimeLeft =
  | { readonly kind: 'open'; readonly hours: number; readonly minutes: number }
  | { readonly kind: 'under-a-minute' }
  | { readonly kind: 'closed' };

const MINUTE_MS = 60_000;

export function cancellationTimeLeft(deadline: Date, now: Date): CancellationTimeLeft {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return { kind: 'closed' };
  const wholeMinutes = Math.floor(left / MINUTE_MS);
  if (wholeMinutes === 0) return { kind: 'under-a-minute' };
  return { kind: 'open', hours: Math.floor(wholeMinutes / 60), minutes: wholeMinutes % 60 };
}

/**
 * How long until {@link cancellationTimeLeft} says something else (the next
 * whole minute down, or the close), so a countdown redraws once a minute at
 * the right moment; null once the window is closed.
 */
export function nextCountdownChange(deadline: Date, now: Date): number | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  return left % MINUTE_MS || MINUTE_MS;
}
