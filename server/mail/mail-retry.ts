/** How a refused message is tried again: each wait twice the last, up to a ceiling, for a bounded number of attempts. */
export interface MailRetryPolicy {
  /** The wait after the first refusal. */
  baseDelayMs: number;
  /** No wait is longer than this. */
  maxDelayMs: number;
  /** Attempts after which a message is no longer tried (it stays unsent, with its last error). */
  maxAttempts: number;
}

/** One minute, then 2, 4, … up to an hour between tries, 10 tries: about 6.5 hours of a refusing mail service. */
export const DEFAULT_MAIL_RETRY: MailRetryPolicy = { baseDelayMs: 60_000, maxDelayMs: 3_600_000, maxAttempts: 10 };

/**
 * The wait before the next try of a message refused at its `failedAttempts`-th
 * attempt (1 for the first): base × 2^(failedAttempts − 1), at most the ceiling.
 */
export function retryDelayMs(failedAttempts: number, policy: Pick<MailRetryPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // Past about 1,000 doublings 2^n is Infinity, which the ceiling still bounds.
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** doublings);
}
