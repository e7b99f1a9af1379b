/**
 * A fake whose answers a test can hold back (`hold()`) until it calls
 * `release()`, to see what the screen or store shows while loading.
 */
export class HoldableAnswers {
  private gate: Promise<void> | null = null;
  private open: (() => void) | null = null;

  hold(): this {
    this.gate = new Promise((resolve) => {
      this.open = resolve;
    });
    return this;
  }

  release(): void {
    this.open?.();
    this.gate = null;
  }

  /** Waits, in a fake's method, for as long as the answers are held. */
  protected async heldUntilReleased(): Promise<void> {
    if (this.gate) await this.gate;
  }
}
