/**
 * A counting gate: at most `capacity` holders at once, the others wait in
 * arrival order until a place frees or their deadline passes. Sign-in
 * attempts pass one in front of their database work, so a burst of
 * thousands queues here, in memory, instead of holding every pooled
 * connection while it waits for an address's advisory lock (pages and the
 * product list keep their connections).
 */
export class AdmissionGate {
  private holders = 0;
  private readonly waiting: Array<{ admit: () => void }> = [];

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`an admission gate needs a capacity of at least 1, not ${capacity}`);
  }

  /** Whether nobody holds or waits for a place (the gate may be forgotten). */
  get idle(): boolean {
    return this.holders === 0 && this.waiting.length === 0;
  }

  /**
   * A place, as the function that gives it back (call it exactly once), or
   * null when `deadlineMs` (epoch ms) passed first.
   */
  enter(deadlineMs: number): Promise<(() => void) | null> {
    if (this.holders < this.capacity) {
      this.holders += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const entry = {
        admit: () => {
          clearTimeout(timer);
          resolve(this.releaser());
        },
      };
      const timer = setTimeout(
        () => {
          const index = this.waiting.indexOf(entry);
          if (index >= 0) this.waiting.splice(index, 1);
          resolve(null);
        },
        Math.max(0, deadlineMs - Date.now()),
      );
      this.waiting.push(entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The place passes straight to the longest waiter: nobody arriving meanwhile can take it.
      if (next) next.admit();
      else this.holders -= 1;
    };
  }
}
