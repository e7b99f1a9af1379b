import { BehaviorSubject, map, type Observable } from 'rxjs';

/** One visit of a screen to a feature: the input it shows, and which visit it is (each loads afresh). */
export interface Visit<I> {
  readonly input: I;
  readonly id: number;
}

/** The current visit and the screen it belongs to (a retry is a new visit of the same screen). */
interface Current<I> {
  readonly visit: Visit<I>;
  readonly screen: number;
}

/**
 * What the screens show of one feature right now: the input of the current
 * visit (a product's slug, a shop query), or null when no screen shows it.
 * A screen calls `show` when it opens or its input changes and calls the
 * function it gets back when it closes; it never decides when to load.
 *
 * Always holds: every `show` and `retry` is a new visit, so the data loads
 * afresh; closing a screen that a newer one has replaced changes nothing.
 */
export class Shown<I> {
  private readonly current = new BehaviorSubject<Current<I> | null>(null);
  private visits = 0;
  private screens = 0;

  readonly visit$: Observable<Visit<I> | null> = this.current.pipe(map((current) => current?.visit ?? null));

  show(input: I): () => void {
    this.screens += 1;
    const screen = this.screens;
    this.next(input, screen);
    return () => {
      if (this.current.getValue()?.screen === screen) this.current.next(null);
    };
  }

  /** Loads what is shown again (the member asked to, after a failure). */
  retry(): void {
    const current = this.current.getValue();
    if (current !== null) this.next(current.visit.input, current.screen);
  }

  private next(input: I, screen: number): void {
    this.visits += 1;
    this.current.next({ visit: { input, id: this.visits }, screen });
  }
}
