import { AdmissionGate } from './admission-gate';

export interface SignInAdmissionLimits {
  /** Attempts from one client address doing their database work and check at once on this node. */
  perAddress: number;
  /** Attempts from all addresses doing their database work at once on this node (a share of the connection pool). */
  perNode: number;
}

/**
 * This node's front door to the sign-in throttle (issue: a burst of wrong
 * passwords must not slow the store). PostgreSQL stays the authority on how
 * many attempts an address has had, across nodes; this only decides how
 * many of this node's attempts ask it at once, and remembers the pauses it
 * answered, so attempts from a paused address are refused with no query.
 *
 * - per address: a few at a time (the hashing pool checks only a few at
 *   once anyway), the others wait in memory, not on the database's lock;
 * - per node: at most `perNode` at once, so sign-ins never take every
 *   pooled connection from pages;
 * - a pause PostgreSQL decided is remembered until it ends: this node asks
 *   again only after it (another node's pause is learned on its first ask).
 */
export class SignInAdmission {
  private readonly node: AdmissionGate;
  private readonly addresses = new Map<string, AdmissionGate>();
  private readonly pausedUntil = new Map<string, number>();
  /** Sandbox drills: the address's places this node holds, and how to give them back. */
  private readonly drills = new Map<string, () => void>();

  constructor(
    private readonly limits: SignInAdmissionLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.node = new AdmissionGate(limits.perNode);
  }

  /** Seconds left of the address's remembered pause (at least 1), or 0 when it is not paused here. */
  pausedFor(addressKey: string): number {
    const until = this.pausedUntil.get(addressKey);
    if (until === undefined) return 0;
    const left = until - this.now();
    if (left <= 0) {
      this.pausedUntil.delete(addressKey);
      return 0;
    }
    return Math.ceil(left / 1000);
  }

  /** PostgreSQL refused the address for `retryAfterSeconds`: refuse its next attempts here without asking. */
  pause(addressKey: string, retryAfterSeconds: number): void {
    const until = this.now() + retryAfterSeconds * 1000;
    if (until > (this.pausedUntil.get(addressKey) ?? 0)) this.pausedUntil.set(addressKey, until);
  }

  /**
   * A place for one attempt from `addressKey` (null: no address is known)
   * until the returned function is called, or null when `deadlineMs` passes
   * first. Held across the attempt's database work and its check.
   */
  async enterAddress(addressKey: string | null, deadlineMs: number): Promise<(() => void) | null> {
    if (addressKey === null) return () => undefined;
    const gate = this.addresses.get(addressKey) ?? new AdmissionGate(this.limits.perAddress);
    this.addresses.set(addressKey, gate);
    const release = await gate.enter(deadlineMs);
    const forgetWhenIdle = () => {
      if (gate.idle && this.addresses.get(addressKey) === gate) this.addresses.delete(addressKey);
    };
    if (release === null) {
      forgetWhenIdle();
      return null;
    }
    return () => {
      release();
      forgetWhenIdle();
    };
  }

  /**
   * The sandbox's sign-in drill: this node holds every place of the
   * address until `untilMs` (or until {@link endDrill}), exactly as that many
   * slow checks from it would, so its sign-ins wait for a place and are told
   * busy when their wait ends; other addresses are not touched. A drill
   * waits for the places real attempts hold. A new drill of the address
   * replaces the previous one.
   */
  async drill(addressKey: string, untilMs: number): Promise<void> {
    this.endDrill(addressKey);
    const gate = this.addresses.get(addressKey) ?? new AdmissionGate(this.limits.perAddress);
    this.addresses.set(addressKey, gate);
    const releases: (() => void)[] = [];
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      clearTimeout(timer);
      for (const release of releases) release();
      if (this.drills.get(addressKey) === end) this.drills.delete(addressKey);
      if (gate.idle && this.addresses.get(addressKey) === gate) this.addresses.delete(addressKey);
    };
    const timer = setTimeout(end, Math.max(0, untilMs - Date.now()));
    timer.unref();
    this.drills.set(addressKey, end);
    for (let place = 0; place < this.limits.perAddress && !ended; place += 1) {
      const release = await gate.enter(untilMs);
      if (release === null) break;
      if (ended) release();
      else releases.push(release);
    }
  }

  /** Gives the places of the address's drill back at once (nothing when there is none). */
  endDrill(addressKey: string): void {
    this.drills.get(addressKey)?.();
  }

  /** A place among this node's attempts doing database work, or null when `deadlineMs` passes first. */
  enterNode(deadlineMs: number): Promise<(() => void) | null> {
    return this.node.enter(deadlineMs);
  }
}
