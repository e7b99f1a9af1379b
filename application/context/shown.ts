import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/** One visit of a screen to a feature: the input it shows, and which visit it is (each loads afresh). */
export interface Visit<I> {
  readonly input: I;
  readonly id: number;
}

/** The current visit and the screen it belongs to (a retry is a new visit of the same screen). */
interface Current<I> {
  readonly visit: Visit<I>;
  /** {@link NO_SCREEN_YET} for a preload. */
  readonly screen: number;
}

/** The screen of a visit started before any screen shows it (screens count from 1). */
const NO_SCREEN_YET = 0;

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
  /** @param same Whether two inputs show the same thing (a preload is taken over only by the same input). */
  constructor(private readonly same: (a: I, b: I) => boolean = Object.is) {}

  private readonly current = new BehaviorSubject<Current<I> | null>(null);
  private visits = 0;
  private screens = 0;

  // A preload taken over by its screen keeps its visit: the same visit is not a new load.
  readonly visit$: Observable<Visit<I> | null> = this.current.pipe(
    map((current) => current?.visit ?? null),
    distinctUntilChanged(),
  );

  /**
   * Starts a visit of `input` before its screen is on the page (the page's code
   * is still downloading): the first screen to show an input `same` as this
   * one takes the load under way over instead of asking again. Replaces
   * nothing a screen shows.
   */
  preload(input: I): void {
    if (this.current.getValue() !== null) return;
    this.next(input, NO_SCREEN_YET);
  }

  show(input: I): () => void {
    this.screens += 1;
    const screen = this.screens;
    const current = this.current.getValue();
    if (current?.screen === NO_SCREEN_YET && this.same(current.visit.input, input)) {
      this.current.next({ visit: current.visit, screen });
    } else {
      this.next(input, screen);
    }
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
