/**
 * A pass that runs on start and then every `intervalMs` (0: never; tests
 * call `run` themselves), never two at once on this node: a pass asked
 * for while one runs is that one. A failed pass is handed to `onError`
 * and answers undefined; the next one runs as planned.
 */
export class PeriodicPass<Result> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<Result | undefined> | null = null;

  constructor(
    private readonly pass: () => Promise<Result>,
    private readonly options: { intervalMs: number; onError?: (error: unknown) => void },
  ) {}

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    void this.run();
    this.timer = setInterval(() => void this.run(), this.options.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  run(): Promise<Result | undefined> {
    this.running ??= this.pass()
      .catch((error: unknown) => {
        this.options.onError?.(error);
        return undefined;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
