/** Between looks at other nodes' in-flight checks (this node's wake their waiters at once). */
const ADDRESS_POLL_MS = 1_000;

/**
 * This node's sign-in attempts waiting for their client address's in-flight
 * checks to end, woken one per finished check (or all at once), or after a
 * poll interval for the checks of other nodes.
 */
export class AddressWaiters {
  private readonly waiters = new Map<string, (() => void)[]>();

  /** Until one of this node's checks from the address ends, a poll interval (other nodes') passes, or the deadline. */
  wait(addressKey: string, deadline: number): Promise<void> {
    return new Promise((resolve) => {
      const queue = this.waiters.get(addressKey) ?? [];
      this.waiters.set(addressKey, queue);
      const done = () => {
        clearTimeout(timer);
        const index = queue.indexOf(done);
        if (index >= 0) queue.splice(index, 1);
        if (queue.length === 0 && this.waiters.get(addressKey) === queue) this.waiters.delete(addressKey);
        resolve();
      };
      const jitter = Math.random() * ADDRESS_POLL_MS * 0.5;
      const timer = setTimeout(done, Math.max(1, Math.min(ADDRESS_POLL_MS + jitter, deadline - Date.now())));
      queue.push(done);
    });
  }

  /** A check from the address ended: the longest waiter looks again (a success gave a place back). */
  wake(addressKey: string | null): void {
    if (addressKey === null) return;
    this.waiters.get(addressKey)?.[0]?.();
  }

  wakeAll(addressKey: string): void {
    for (const waiter of [...(this.waiters.get(addressKey) ?? [])]) waiter();
  }
}
