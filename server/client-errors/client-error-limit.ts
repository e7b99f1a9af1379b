import { clientAddressThrottleKey } from '@rewards-storefront/domain/auth/client-address-throttle-key';
import type { Clock } from '../clock';

/** How many client error reports one address may send in a window: a tab in an error storm, not a flood of the log. */
export interface ClientErrorLimitPolicy {
  readonly maxReports: number;
  readonly windowSeconds: number;
}

export const CLIENT_ERROR_REPORT_LIMIT: ClientErrorLimitPolicy = { maxReports: 60, windowSeconds: 600 };

/** Addresses whose windows are remembered at once; past it the ended windows go, then the oldest. */
const MAX_TRACKED_ADDRESSES = 10_000;

/** Reports taken, or refused with the whole seconds until the address's window ends. */
export type ClientErrorAdmission = { readonly taken: true } | { readonly taken: false; readonly retryAfterSeconds: number };

interface Window {
  readonly startsAt: number;
  count: number;
}

/**
 * Counts the reports of each client address (an IPv6 client by its /64, as
 * sign-in does) in fixed windows, in this node's memory: reports are only
 * logged, so a lost count on a restart costs nothing, and the database is
 * not written for them. A post that would go past the limit is refused
 * whole and not counted.
 */
export class ClientErrorLimit {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly policy: ClientErrorLimitPolicy = CLIENT_ERROR_REPORT_LIMIT,
  ) {}

  admit(clientAddress: string, reports: number): ClientErrorAdmission {
    const key = clientAddressThrottleKey(clientAddress);
    const now = this.clock.now().getTime();
    const windowMs = this.policy.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (window === undefined || now >= window.startsAt + windowMs) {
      this.windows.delete(key);
      this.makeRoom(now, windowMs);
      window = { startsAt: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count + reports > this.policy.maxReports) {
      return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startsAt + windowMs - now) / 1000)) };
    }
    window.count += reports;
    return { taken: true };
  }

  private makeRoom(now: number, windowMs: number): void {
    if (this.windows.size < MAX_TRACKED_ADDRESSES) return;
    for (const [key, window] of this.windows) if (now >= window.startsAt + windowMs) this.windows.delete(key);
    // Still full: the window opened longest ago goes (a Map keeps insertion order).
    const oldest = this.windows.keys().next();
    if (this.windows.size >= MAX_TRACKED_ADDRESSES && !oldest.done) this.windows.delete(oldest.value);
  }
}
